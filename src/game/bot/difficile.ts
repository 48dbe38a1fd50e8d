// Difficile: iterative-deepening alpha-beta over the reduced moves, ordered and cut by the static score.
import { applyMove } from '../move'
import type { Rng } from '../random'
import type { MatchState, Move, PlayerSlot } from '../types'
import type { SearchBudget } from './budget'
import { candidateMoves } from './candidates'
import { evaluate } from './evaluate'
import { rankMoves } from './moyen'

/** Children kept at each ply below the root, best first by static score (the beam). */
const BEAM = [12, 8, 6, 5, 4]
/** Root moves searched: wide, since a curse or a quiet placement pays off only plies later (rules 2). */
const ROOT_BEAM = 30
const MAX_DEPTH = 8

class OutOfBudget extends Error {}

/** Children of a node, each with its static score for me, best first for whoever moves. */
function children(state: MatchState, me: PlayerSlot, budget: SearchBudget): { next: MatchState; score: number }[] {
  const mover = state.roundTo
  const out: { next: MatchState; score: number }[] = []
  for (const { move } of candidateMoves(state, mover)) {
    const result = applyMove(state, mover, move)
    if (result.ok) out.push({ next: result.state, score: evaluate(result.state, me) })
  }
  if (budget.spend(out.length)) throw new OutOfBudget()
  out.sort(mover === me ? (a, b) => b.score - a.score : (a, b) => a.score - b.score)
  return out
}

/** Minimax value for me of state, looking depth plies ahead (turns may repeat for one player). */
function search(state: MatchState, depth: number, alpha: number, beta: number, me: PlayerSlot, budget: SearchBudget, ply: number): number {
  if (state.finished) return evaluate(state, me)
  const kids = children(state, me, budget)
  if (kids.length === 0) return evaluate(state, me)
  const maximizing = state.roundTo === me
  if (depth <= 1) return kids[0].score
  let best = maximizing ? -Infinity : Infinity
  for (const kid of kids.slice(0, BEAM[Math.min(ply, BEAM.length - 1)])) {
    const value = kid.next.finished ? kid.score : search(kid.next, depth - 1, alpha, beta, me, budget, ply + 1)
    if (maximizing) {
      best = Math.max(best, value)
      alpha = Math.max(alpha, value)
    } else {
      best = Math.min(best, value)
      beta = Math.min(beta, value)
    }
    if (alpha >= beta) break
  }
  return best
}

/** Placements left before the game must end: deeper searches cannot see more. */
function horizon(state: MatchState): number {
  const free = (row: (number | null)[]) => row.filter((x) => x == null).length
  const held = (kind: 'cards' | 'spells') => state.hands[1][kind].length + state.hands[2][kind].length
  return Math.min(free(state.plateau), held('cards')) + Math.min(free(state.plateauspell), held('spells'))
}

export function difficileMove(state: MatchState, player: PlayerSlot, rng: Rng, budget: SearchBudget): Move {
  const root = rankMoves(state, player, rng)
  if (root.length === 0) return { kind: 'pass' }
  if (root.length === 1) return root[0].move
  budget.spend(root.length)
  const maxDepth = Math.min(MAX_DEPTH, horizon(state))
  // the previous iteration's best is searched first, so a cut-short iteration still compares against it
  let order = root.slice(0, ROOT_BEAM).map((r) => ({ ...r, value: r.score }))
  for (let depth = 2; depth <= maxDepth && !budget.exhausted(); depth++) {
    const done: typeof order = []
    try {
      let alpha = -Infinity
      for (const entry of order) {
        const value = entry.next.finished ? evaluate(entry.next, player) : search(entry.next, depth - 1, alpha, Infinity, player, budget, 0)
        done.push({ ...entry, value })
        alpha = Math.max(alpha, value)
      }
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e
    }
    if (done.length === 0) break
    const best = done.reduce((a, b) => (b.value > a.value ? b : a))
    if (done.length < order.length) return best.move
    order = [best, ...done.filter((d) => d !== best)]
  }
  return order[0].move
}
