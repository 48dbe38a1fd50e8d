// The turn clock lives in the row: an expired turn becomes the empty move when the game is next
// read or written (any instance), and the sweep applies the rest. Nothing waits on a timer.
import { turnExpired } from '../../game'
import { cancelRecord, playMove, runBots } from './transitions'
import type { GameRecord } from './types'
import { botSlotOf } from './types'

/**
 * The record at `now`: a paired game whose deck choice ran out is cancelled; each expired turn
 * becomes a pass (a timeout, counting toward the forfeit) at its deadline, once the lag allowance
 * (LAG_ALLOWANCE_MS) has gone by too; the next turn runs from
 * that deadline. Pure; returns `game` itself when nothing expired.
 * Bots: inline (`botsInline`), the bot answers at once. Pooled, a bot's turn is the pool's (never
 * played here) until it is overdue (its decision was lost): then the bot plays it at its deadline.
 */
export function settle(game: GameRecord, now: Date, botsInline = true): GameRecord {
  if (game.status === 'WAITING') {
    return game.turnDeadline && now >= game.turnDeadline ? bump(game, cancelRecord(game, game.turnDeadline)) : game
  }
  if (game.status !== 'PLAYING' || !game.state) return game
  const answer = (record: GameRecord, at: Date) => (botsInline ? runBots(record, at) : record)
  let current = answer(game, now)
  // a turn ends LAG_ALLOWANCE_MS after its deadline: a move sent in time but delayed by the network counts
  while (current.status === 'PLAYING' && current.state && current.turnDeadline && turnExpired(current.turnDeadline.getTime(), now.getTime())) {
    const at = current.turnDeadline
    const slot = current.state.roundTo
    if (slot === botSlotOf(current)) {
      const played = runBots(current, at) // only when pooled: inline, the bot has answered already
      if (played === current) break
      current = played
      continue
    }
    const passed = playMove(current, slot, { kind: 'pass' }, at, true)
    if (!passed.ok) break
    current = answer(passed.game, at)
  }
  return current === game ? game : bump(game, current)
}

/** A changed record carries the next version, so a move made on the old one is seen as stale. */
const bump = (before: GameRecord, after: GameRecord): GameRecord => ({ ...after, version: before.version + 1 })
