// The snapshot as a src/game MatchState, so the client's local checks and the card display use the
// shared rules (checkMove, slotError, sideValues, strongerFlags, legalMoves) instead of copies.
import { addSides, isRarete, makeSides, opponentOf } from '../../game'
import type { MatchState, PlayerSlot, Rarete, Sides } from '../../game'
import type { CardInstance, GameSnapshot, SpellInstance } from './snapshot'

/** The instance's own four bonus values. */
const bonusOf = (item: CardInstance | SpellInstance): Sides =>
  makeSides(item.pointsHaut, item.pointsGauche, item.pointsDroite, item.pointsBas)

/** The catalogue's four base values of a card or spell instance (zeros when the data is missing). */
export function baseOf(item: CardInstance | SpellInstance): Sides {
  const base = 'card' in item ? item.card : item.spell
  if (!base) return makeSides(0, 0, 0, 0)
  return makeSides(num(base.pointsHaut), num(base.pointsGauche), num(base.pointsDroite), num(base.pointsBas))
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** Base + instance bonus: the values src/game keeps per instance (spells on the board not included). */
export const instanceSides = (item: CardInstance | SpellInstance): Sides => addSides(baseOf(item), bonusOf(item))

/**
 * The viewer's local copy of the match. Only what the client knows is filled: the opponent's hand is
 * empty, counters are zero. Before the game starts (status WAITING) the turn is given to the
 * opponent, so nothing can be placed yet; a closed game is `finished`.
 */
export function toMatchState(game: GameSnapshot, you: PlayerSlot | null = game.you): MatchState {
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  const spellRarities: Record<number, Rarete> = {}
  for (const c of [...game.boardCards, ...(game.hand?.cartes ?? [])]) cardSides[c.id] = instanceSides(c)
  for (const s of [...game.boardSpells, ...(game.hand?.spells ?? [])]) {
    spellSides[s.id] = instanceSides(s)
    if (isRarete(s.spell?.rarete)) spellRarities[s.id] = s.spell.rarete
  }
  const mine = {
    cards: (game.hand?.cartes ?? []).map((c) => c.id),
    spells: (game.hand?.spells ?? []).map((s) => s.id),
  }
  const empty = { cards: [], spells: [] }
  const waiting = game.status === 'WAITING'
  return {
    plateau: [...game.plateau],
    plateauspell: [...game.plateauspell],
    satutscard: [...game.satutscard],
    cardOwners: [...game.cardOwners],
    spellOwners: [...game.spellOwners],
    roundTo: waiting && you ? opponentOf(you) : game.roundTo,
    starter: 1,
    hands: { 1: you === 1 ? mine : empty, 2: you === 2 ? mine : empty },
    cardSides,
    spellSides,
    consecutiveTimeouts: { 1: 0, 2: 0 },
    moveCount: 0,
    finished: !game.open,
    winner: null,
    endReason: null,
    rules: game.rules ?? 1,
    spellRarities,
  }
}
