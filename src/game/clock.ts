// The 30 s turn clock, from times passed in (ms numbers): seconds left, red zone, expired turns.
import { TURN_RED_SECONDS, TURN_SECONDS } from './constants'
import { applyMove } from './move'
import type { MatchState } from './types'

export const TURN_MS = TURN_SECONDS * 1000

/** When a turn started at startedAtMs must be over. */
export const turnDeadline = (startedAtMs: number): number => startedAtMs + TURN_MS

/**
 * The server's allowance for the network: a turn is over only this long after its deadline, so a
 * move that left the player's device before the deadline (on a link of up to this much delay) counts.
 * The clock shown still ends at the deadline; the next turn still runs from it.
 */
export const LAG_ALLOWANCE_MS = 500

/** The turn whose deadline is deadlineMs is over at nowMs (the lag allowance gone by). */
export const turnExpired = (deadlineMs: number, nowMs: number): boolean => nowMs >= deadlineMs + LAG_ALLOWANCE_MS

/** Whole seconds left on the clock (0–30), rounded up as the countdown shows them. */
export const secondsLeft = (deadlineMs: number, nowMs: number): number =>
  Math.max(0, Math.min(TURN_SECONDS, Math.ceil((deadlineMs - nowMs) / 1000)))

/** The timer bar is red and ticks at 5 s or less. */
export const isRedZone = (seconds: number): boolean => seconds <= TURN_RED_SECONDS

/**
 * Applies a pass for every turn whose deadline has gone by (a game nobody looked at may hold
 * several), each next turn lasting 30 s from the previous deadline. Returns the new state,
 * the deadline of the turn now running and how many passes were applied.
 */
export function applyExpiredTurns(state: MatchState, deadlineMs: number, nowMs: number): { state: MatchState; deadlineMs: number; passes: number } {
  let current = state
  let deadline = deadlineMs
  let passes = 0
  while (!current.finished && nowMs >= deadline) {
    const result = applyMove(current, current.roundTo, { kind: 'pass' })
    if (!result.ok) break
    current = result.state
    deadline += TURN_MS
    passes++
  }
  return { state: current, deadlineMs: deadline, passes }
}
