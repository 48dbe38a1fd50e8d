// The turn clock lives in the row: an expired turn becomes the empty move when the game is next
// read or written (any instance), and the sweep applies the rest. Nothing waits on a timer.
import { cancelRecord, playMove, runBots } from './transitions'
import type { GameRecord } from './types'

/**
 * The record at `now`: a paired game whose deck choice ran out is cancelled; each expired turn
 * becomes a pass (a timeout, counting toward the forfeit) at its deadline, the bot answering at
 * once; the next turn runs from that deadline. Pure; returns `game` itself when nothing expired.
 */
export function settle(game: GameRecord, now: Date): GameRecord {
  if (game.status === 'WAITING') {
    return game.turnDeadline && now >= game.turnDeadline ? bump(game, cancelRecord(game, game.turnDeadline)) : game
  }
  if (game.status !== 'PLAYING' || !game.state) return game
  let current = runBots(game, now)
  while (current.status === 'PLAYING' && current.state && current.turnDeadline && now >= current.turnDeadline) {
    const at = current.turnDeadline
    const slot = current.state.roundTo
    const passed = playMove(current, slot, { kind: 'pass' }, at, true)
    if (!passed.ok) break
    current = runBots(passed.game, at)
  }
  return current === game ? game : bump(game, current)
}

/** A changed record carries the next version, so a move made on the old one is seen as stale. */
const bump = (before: GameRecord, after: GameRecord): GameRecord => ({ ...after, version: before.version + 1 })

