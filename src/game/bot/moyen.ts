// Moyen: the placement with the best immediate outcome (KOs made, own cards left exposed, power on board).
import { applyMove } from '../move'
import type { Rng } from '../random'
import type { MatchState, Move, PlacementMove, PlayerSlot } from '../types'
import { candidateMoves } from './candidates'
import { evaluate } from './evaluate'

/** Each candidate with the score of the position it leads to, best first (ties in random order). */
export function rankMoves(state: MatchState, player: PlayerSlot, rng: Rng): { move: PlacementMove; next: MatchState; score: number }[] {
  const ranked = candidateMoves(state, player).map(({ move }) => {
    const result = applyMove(state, player, move)
    const next = result.ok ? result.state : state
    return { move, next, score: result.ok ? evaluate(next, player) : -Infinity, tie: rng.next() }
  })
  ranked.sort((a, b) => b.score - a.score || a.tie - b.tie)
  return ranked
}

export function moyenMove(state: MatchState, player: PlayerSlot, rng: Rng): Move {
  const best = rankMoves(state, player, rng)[0]
  return best ? best.move : { kind: 'pass' }
}
