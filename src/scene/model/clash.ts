// The clashes a placement starts, to play one by one on the board: who attacks whom, both totals
// (src/game's power: the card's four values plus its spell) and the outcome by src/game's rule
// (a strictly greater attacker makes the defender KO; a weaker or equal one leaves it standing).
// Derived from the previous and the new snapshot, remembered per move so that the viewer's
// optimistic placement and the server's confirmation of it are played once.
import { fightsAt } from '../../game'
import type { FightOutcome, MatchState, PlayerSlot } from '../../game'
import { diffSnapshots, type SnapshotDiff } from './diff'
import { toMatchState } from './match-state'
import type { GameSnapshot, ItemKind } from './snapshot'

/** From the attacker's side: 'ko' the defender falls, 'held' it was stronger, 'tie' equal totals. */
export type ClashOutcome = FightOutcome

export interface Clash {
  /** Position of the attacking card (the mover's); the defender's own position when a « Néant » curse devours it. */
  attacker: number
  /** Position of the defending card (the other player's). */
  defender: number
  attackerTotal: number
  defenderTotal: number
  outcome: ClashOutcome
  /** The mover (the attacker's owner). */
  by: PlayerSlot
}

export interface ClashSequence {
  /** The move's identity in its game (an instance is placed once per game). */
  key: string
  /** The mover. */
  by: PlayerSlot
  clashes: Clash[]
}

/** Move keys already played (kept by the view across snapshots). */
export type ClashMemory = ReadonlySet<string>

/**
 * The clashes of a placement at index by mover, on the board before combat (the item placed, no KO
 * applied yet): src/game's fights (combat.ts fightsAt), in the order they happen.
 */
export function clashesAt(state: MatchState, index: number, mover: PlayerSlot, laid: ItemKind = 'card'): Clash[] {
  return fightsAt(state, index, mover, laid).map((f) => ({ ...f, by: mover }))
}

interface MoveSeen {
  by: PlayerSlot
  kind: ItemKind
  instanceId: number
  index: number
  /** Positions this move made KO (revived to rebuild the board before combat). */
  ko: readonly number[]
}

const isOnBoard = (game: GameSnapshot, move: Pick<MoveSeen, 'kind' | 'instanceId' | 'index'>): boolean =>
  (move.kind === 'card' ? game.plateau : game.plateauspell)[move.index] === move.instanceId

/** The placement next brings: its lastMove when that is new on the board, else its only new placement. */
function moveSeen(prev: GameSnapshot, next: GameSnapshot, given?: SnapshotDiff): MoveSeen | null {
  const last = next.lastMove
  if (last && last.kind !== 'pass' && last.index != null && last.instanceId != null) {
    const move = { by: last.player, kind: last.kind, instanceId: last.instanceId, index: last.index, ko: last.ko }
    return isOnBoard(next, move) && !isOnBoard(prev, move) ? move : null
  }
  const diff = given ?? diffSnapshots(prev, next)
  if (diff.placements.length !== 1) return null
  const [p] = diff.placements
  return p.by == null ? null : { by: p.by, kind: p.kind, instanceId: p.instanceId, index: p.index, ko: diff.newKo }
}

/** The move's clashes on game's board with the cards it made KO standing again (the board before combat). */
function clashesBeforeCombat(game: GameSnapshot, move: MoveSeen): Clash[] {
  const state = toMatchState(game)
  for (const i of move.ko) if (state.plateau[i] != null) state.satutscard[i] = 'ALIVE'
  return clashesAt(state, move.index, move.by, move.kind)
}

/**
 * The clashes of game's last move, played again on its board before combat (what the announcer
 * says with the KOs: both totals), or none when that move is a pass or no longer on the board.
 */
export function lastMoveClashes(game: GameSnapshot): Clash[] {
  const last = game.lastMove
  if (!last || last.kind === 'pass' || last.index == null || last.instanceId == null) return []
  const move = { by: last.player, kind: last.kind, instanceId: last.instanceId, index: last.index, ko: last.ko }
  return isOnBoard(game, move) ? clashesBeforeCombat(game, move) : []
}

/**
 * The clash sequence that next shows after prev, or null (first snapshot, another game, no new
 * placement, or a placement that fights nobody).
 */
export function clashSequence(prev: GameSnapshot | null | undefined, next: GameSnapshot, diff?: SnapshotDiff): ClashSequence | null {
  if (!prev || (prev.id != null && next.id != null && prev.id !== next.id)) return null
  const move = moveSeen(prev, next, diff)
  if (!move) return null
  const clashes = clashesBeforeCombat(next, move)
  if (clashes.length === 0) return null
  return { key: `${next.id ?? ''}:${move.kind}:${move.instanceId}:${move.index}`, by: move.by, clashes }
}

/** The sequence to play for this snapshot (none when its move was played already) and the memory after it. */
export function nextClashes(
  memory: ClashMemory,
  prev: GameSnapshot | null | undefined,
  next: GameSnapshot,
  diff?: SnapshotDiff,
): { memory: ClashMemory; sequence: ClashSequence | null } {
  const sequence = clashSequence(prev, next, diff)
  if (!sequence || memory.has(sequence.key)) return { memory, sequence: null }
  return { memory: new Set([...memory, sequence.key]), sequence }
}
