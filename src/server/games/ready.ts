// A turn starts only when its player can act: the client says when its board is drawn (POST
// /api/games/{id}/ready), and the player's first turn then runs from that moment. Bounded: never
// more than READY_GRACE_MS beyond the turn's own 30 s, however often it is called.
import { TURN_MS } from '../../game'
import type { PlayerSlot } from '../../game'
import type { Step } from './mutate'
import type { GameRecord } from './types'

/** The longest a board may take to show before the first turn's clock runs anyway. */
export const READY_GRACE_MS = 15_000

/** When the running turn began: the last move's time, else the game's start. */
const turnStartMs = (game: GameRecord): number | null => {
  const last = game.moves.at(-1)
  if (last) return Date.parse(last.at)
  return game.startedAt ? game.startedAt.getTime() : null
}

/** The caller's board is ready: their first turn's deadline becomes now + 30 s, within the grace. */
export function readyStep(game: GameRecord, slot: PlayerSlot, now: Date): Step<null> {
  const same = { game, value: null }
  const state = game.state
  if (game.status !== 'PLAYING' || !state || state.finished || state.roundTo !== slot || !game.turnDeadline) return same
  if (game.moves.some((m) => m.player === slot)) return same // only the player's first turn waits for their board
  const start = turnStartMs(game)
  if (start == null) return same
  const deadline = Math.min(now.getTime() + TURN_MS, start + TURN_MS + READY_GRACE_MS)
  if (deadline <= game.turnDeadline.getTime()) return same
  return { game: { ...game, turnDeadline: new Date(deadline) }, value: null }
}
