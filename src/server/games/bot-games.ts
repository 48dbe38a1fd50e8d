// Games against an AI (training and solo): the human is joueur1, the bot joueur2 with its own deck.
import type { Difficulty } from '../../game'
import { findAiOpponent } from '../db/repositories/ai'
import { notFound } from '../errors'
import { actOnGameAs } from './service'
import { activeGame, alreadyPlaying, insertGame, newRecord, underCreationLock } from './creation'
import { chooseDeckStep, loadChosenDeck, withDeck } from './decks'
import type { ChosenDeck, GameRecord } from './types'
import { DECK_CHOICE_MS } from './types'
import { GAMES } from '../messages'
import { runBots } from './transitions'
import { afterBotTurnSaved, botsInline } from '../bots/host'
import type { GameStore } from './store'

interface BotGameSpec {
  type: 'training' | 'solo'
  userId: number
  opponentId: number
  difficulty: Difficulty
  stageId: number | null
  deckId?: number
  /** The game in progress that this request resumes instead of refusing (same difficulty or stage). */
  resumes: (game: GameRecord) => boolean
}

/** Creates the game (started at once when a deck is given), or resumes the matching game in progress; its id. */
export async function createBotGame(store: GameStore, spec: BotGameSpec, now: Date): Promise<number> {
  const { db } = store
  const chosen: ChosenDeck | null = spec.deckId ? await loadChosenDeck(db, spec.deckId, spec.userId) : null
  const current = await activeGame(store, spec.userId, now)
  if (current) {
    if (!spec.resumes(current.record)) throw alreadyPlaying(current, spec.userId, now)
    if (chosen && current.record.status === 'WAITING') {
      await actOnGameAs(store, current.record.id, spec.userId, now, (g, slot) => chooseDeckStep(g, slot, chosen, now))
    }
    return current.record.id
  }
  const opponent = await findAiOpponent(db, spec.opponentId)
  if (!opponent) throw notFound(GAMES.opponentNotFound)
  const botDeck = await loadChosenDeck(db, opponent.deckId, opponent.userId)
  let record = newRecord(
    {
      type: spec.type,
      players: [spec.userId, opponent.userId],
      difficulty: spec.difficulty,
      stageId: spec.stageId,
      turnDeadline: new Date(now.getTime() + DECK_CHOICE_MS),
    },
    now,
  )
  record = withDeck(record, 2, botDeck, now)
  if (chosen) record = withDeck(record, 1, chosen, now)
  const inline = botsInline(store.bots)
  if (inline) record = runBots(record, now) // the bot starting answers in the same insert
  const started = record
  const id = await underCreationLock(db, [spec.userId], (tx) => insertGame(tx, started))
  if (!inline) afterBotTurnSaved(store.bots, { ...started, id }) // the pool plays the bot's first move
  return id
}
