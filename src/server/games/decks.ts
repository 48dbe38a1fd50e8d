// Deck choice per game: the deck is read (and frozen) before the versioned save; the game starts
// once both players have a playable deck.
import { DECK_MIN_CARDS, DECK_MIN_SPELLS, NOT_ENOUGH_CARDS, instancesPower, isDeckPlayable } from '../../game'
import type { PlayerSlot } from '../../game'
import type { Db } from '../db/client'
import { cardPlayersByIds, spellPlayersByIds } from '../db/repositories/collection'
import { deckContents, findDeck } from '../db/repositories/decks'
import { badRequest, forbidden, notFound } from '../errors'
import { GameRejection, type Step } from './mutate'
import { startMatch } from './transitions'
import type { ChosenDeck, GameRecord } from './types'
import { inQueue, slotKey } from './types'
import { DECKS, GAMES } from '../messages'

const DECK_NOT_PLAYABLE = `${NOT_ENOUGH_CARDS} : ce deck n'est pas jouable (au moins ${DECK_MIN_CARDS} cartes ou ${DECK_MIN_SPELLS} sorts).`

/** The owner's deck with its instances, refused when missing, someone else's or not playable. */
export async function loadChosenDeck(db: Db, deckId: number, ownerId: number): Promise<ChosenDeck> {
  const deck = await findDeck(db, deckId)
  if (!deck) throw notFound(DECKS.notFound)
  if (deck.userId !== ownerId) throw forbidden(DECKS.notYours)
  const content = (await deckContents(db, [deckId])).get(deckId) ?? { cards: [], spells: [] }
  const [cards, spells] = [await cardPlayersByIds(db, content.cards), await spellPlayersByIds(db, content.spells)]
  const mine = { cards: cards.filter((c) => c.joueur.id === ownerId), spells: spells.filter((s) => s.joueur.id === ownerId) }
  if (!isDeckPlayable(mine.cards.length, mine.spells.length)) throw badRequest(DECK_NOT_PLAYABLE, { code: 'DECK_NOT_PLAYABLE' })
  return { deckId, ...mine }
}

/** What matchmaking compares of a chosen deck (src/game deck power, from the frozen instances). */
export const chosenDeckPower = (chosen: ChosenDeck): number => instancesPower(chosen.cards, chosen.spells)

/**
 * The record with slot's deck set; the match starts (clock, starter, bot's answer) when both are set.
 * A game waiting in the matchmaking queue takes the deck's power as the one it is matched by.
 */
export function withDeck(game: GameRecord, slot: PlayerSlot, chosen: ChosenDeck, now: Date): GameRecord {
  const deckIds: GameRecord['deckIds'] = slot === 1 ? [chosen.deckId, game.deckIds[1]] : [game.deckIds[0], chosen.deckId]
  const waitingPower = inQueue(game) ? chosenDeckPower(chosen) : game.waitingPower
  const next: GameRecord = { ...game, deckIds, decks: { ...game.decks, [slotKey(slot)]: chosen }, waitingPower }
  return next.decks['1'] && next.decks['2'] && next.players[0] != null && next.players[1] != null ? startMatch(next, now) : next
}

/** Deck choice on a game being set up; choosing again the same deck once started changes nothing. */
export function chooseDeckStep(game: GameRecord, slot: PlayerSlot, chosen: ChosenDeck, now: Date): Step<null> {
  if (game.status === 'PLAYING' && game.deckIds[slot - 1] === chosen.deckId) return { game, value: null }
  if (game.status === 'FINISHED') throw new GameRejection(409, GAMES.finished, 'FINISHED')
  if (game.status === 'PLAYING') throw new GameRejection(409, GAMES.deckLocked, 'ALREADY_STARTED')
  return { game: withDeck(game, slot, chosen, now), value: null }
}
