// Facile: a random legal placement; now and then (FACILE_KO_CHANCE) it looks for one that makes a KO.
// Tuned with the balance bench: a new player who lays cards and takes every KO they see beats it.
import { adjacentView } from '../board'
import type { Rng } from '../random'
import type { MatchState, Move, PlacementMove, PlayerSlot } from '../types'
import { legalMoves, previewKos } from '../view'

/** Only a card next to a living enemy card, or a spell on a living card, can make a KO. */
function mayKo(state: MatchState, player: PlayerSlot, move: PlacementMove): boolean {
  if (move.kind === 'spell') return state.satutscard[move.index] === 'ALIVE'
  return adjacentView(move.index).some((q) => state.satutscard[q] === 'ALIVE' && state.cardOwners[q] !== player)
}

/** Share of its moves on which facile looks for a KO before picking at random. */
export const FACILE_KO_CHANCE = 0.25

export function facileMove(state: MatchState, player: PlayerSlot, rng: Rng): Move {
  const moves = legalMoves(state, player)
  if (moves.length === 0) return { kind: 'pass' }
  if (rng.next() >= FACILE_KO_CHANCE) return rng.pick(moves)
  const killers = moves.filter((m) => mayKo(state, player, m) && previewKos(state, player, m).length > 0)
  return rng.pick(killers.length > 0 ? killers : moves)
}
