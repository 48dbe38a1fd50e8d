// chooseMove: the bots' single entry point.
import { BOT_BUDGET_MS } from '../constants'
import type { Rng } from '../random'
import type { MatchState, Move, PlayerSlot } from '../types'
import { SearchBudget } from './budget'
import { difficileMove } from './difficile'
import type { Difficulty } from './difficulty'
import { facileMove } from './facile'
import { moyenMove } from './moyen'

export { DIFFICULTIES, isDifficulty } from './difficulty'
export type { Difficulty } from './difficulty'
export { evaluate } from './evaluate'
export { DEFAULT_NODE_BUDGET } from './budget'
export { FACILE_KO_CHANCE } from './facile'

/**
 * A legal move for player: a placement, or { kind: 'pass' } when none exists (or it is not their turn).
 * 'difficile' searches until now() passes 60 % of budgetMs; without now it stops after a node count.
 */
export function chooseMove(
  state: MatchState,
  player: PlayerSlot,
  difficulty: Difficulty,
  rng: Rng,
  budgetMs: number = BOT_BUDGET_MS,
  now?: () => number,
): Move {
  if (state.finished || state.roundTo !== player) return { kind: 'pass' }
  if (difficulty === 'facile') return facileMove(state, player, rng)
  if (difficulty === 'moyen') return moyenMove(state, player, rng)
  return difficileMove(state, player, rng, new SearchBudget(budgetMs, now))
}
