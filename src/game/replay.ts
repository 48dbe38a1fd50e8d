// A game replayed from what was recorded: the two frozen decks, the seed of the start, each move.
// The server starts every match through `matchSetupOf` + `startFromSeed`, so a replay is exact.
import { createRng } from './random'
import { endByQuit, applyMove } from './move'
import { newMatch } from './setup'
import { addSides } from './sides'
import { CURRENT_RULES, type RulesVersion } from './rules'
import type { Rarete } from './rarity'
import type { Hand, MatchState, PlayerSlot, Sides } from './types'

/** A card instance as frozen in a deck: its bonus (the sides) over the card's base. */
export type DeckCard = Sides & { id: number; card: Sides }
/** A spell instance as frozen in a deck: its bonus over the spell's base. */
export type DeckSpell = Sides & { id: number; spell: Sides & { rarete?: Rarete } }

export interface FrozenDeck {
  cards: readonly DeckCard[]
  spells: readonly DeckSpell[]
}

/** What newMatch needs, the generator aside: both decks (deck order; dealt from under rules 2) and every instance's sides. */
interface MatchSetup {
  hand1: Hand
  hand2: Hand
  cardSides: Record<number, Sides>
  spellSides: Record<number, Sides>
  spellRarities: Record<number, Rarete>
}

/** One recorded move. `quit` and `surrender` end the game without touching the board. */
export interface RecordedMove {
  player: PlayerSlot
  kind: 'card' | 'spell' | 'pass' | 'quit' | 'surrender'
  instanceId: number | null
  index: number | null
  /** The pass was the clock's, not the player's. */
  timeout: boolean
  /** When the move was applied (ISO 8601). */
  at: string
}

/** The state after one recorded move, with the positions it put KO. */
interface ReplayStep {
  move: RecordedMove
  state: MatchState
  ko: number[]
}

export interface Replay {
  /** The board before the first move (the starter drawn). */
  initial: MatchState
  steps: ReplayStep[]
  /** False when a recorded move was refused by the rules (the steps stop before it). */
  complete: boolean
}

/** Both hands in deck order and the sides of every instance (base + bonus). */
export function matchSetupOf(deck1: FrozenDeck, deck2: FrozenDeck): MatchSetup {
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  for (const c of [...deck1.cards, ...deck2.cards]) cardSides[c.id] = addSides(c.card, c)
  const spellRarities: Record<number, Rarete> = {}
  for (const s of [...deck1.spells, ...deck2.spells]) {
    spellSides[s.id] = addSides(s.spell, s)
    if (s.spell.rarete) spellRarities[s.id] = s.spell.rarete
  }
  const hand = (d: FrozenDeck): Hand => ({ cards: d.cards.map((c) => c.id), spells: d.spells.map((s) => s.id) })
  return { hand1: hand(deck1), hand2: hand(deck2), cardSides, spellSides, spellRarities }
}

/** The match as it starts from `seed` (the generator's state before the starter draw and the deal); the generator's state after. */
export function startFromSeed(setup: MatchSetup, seed: number, rules: RulesVersion = CURRENT_RULES): { state: MatchState; rngState: number } {
  const rng = createRng(seed)
  const state = newMatch({ ...setup, rng, rules })
  return { state, rngState: rng.state() }
}

/** Applies one recorded move; null when the rules refuse it. */
export function replayMove(state: MatchState, move: RecordedMove): { state: MatchState; ko: number[] } | null {
  if (move.kind === 'quit' || move.kind === 'surrender') return { state: endByQuit(state, move.player, move.kind), ko: [] }
  if (move.kind === 'pass') {
    const passed = applyMove(state, move.player, { kind: 'pass' })
    return passed.ok ? { state: passed.state, ko: [] } : null
  }
  if (move.instanceId == null || move.index == null) return null
  const result = applyMove(state, move.player, { kind: move.kind, instanceId: move.instanceId, index: move.index })
  return result.ok ? { state: result.state, ko: result.events.ko } : null
}

/** Every state of the game, from the start (under the rules it was played with) through each recorded move. */
export function replayGame(deck1: FrozenDeck, deck2: FrozenDeck, seed: number, moves: readonly RecordedMove[], rules: RulesVersion): Replay {
  const initial = startFromSeed(matchSetupOf(deck1, deck2), seed, rules).state
  const steps: ReplayStep[] = []
  let state = initial
  for (const move of moves) {
    const next = replayMove(state, move)
    if (!next) return { initial, steps, complete: false }
    state = next.state
    steps.push({ move, state, ko: next.ko })
  }
  return { initial, steps, complete: true }
}
