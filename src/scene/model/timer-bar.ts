// The timer bar as one CSS transition instead of a per-frame redraw: where the fill starts (its
// fraction now), how long it takes to empty (the time left), and when it turns red (5 s or less).
// The view sets these once per countdown change; the browser animates, no script runs per frame.
import { TURN_RED_SECONDS } from '../../game'
import type { CountdownState } from './countdown'
import { isRedAt, serverNow, timerFraction } from './countdown'

export interface TimerBarPlan {
  /** Fill now, 0–1. */
  fraction: number
  /** How long the fill takes to reach 0 from now (0: it stands still). */
  durationMs: number
  /** Red already (5 s or less left). */
  red: boolean
  /** In how many ms it turns red, or null when it is red already or never will be. */
  redInMs: number | null
}

const EMPTY: TimerBarPlan = { fraction: 0, durationMs: 0, red: false, redInMs: null }
const RED_MS = TURN_RED_SECONDS * 1000

/** The bar's plan at nowMs; an inactive bar (no game running) is empty and still. */
export function timerBarPlan(countdown: CountdownState | null, active: boolean, nowMs: number): TimerBarPlan {
  if (!countdown || !active) return EMPTY
  const fraction = timerFraction(countdown, nowMs)
  if (countdown.deadlineMs == null) return { fraction, durationMs: 0, red: false, redInMs: null }
  const left = Math.max(0, countdown.deadlineMs - serverNow(countdown, nowMs))
  const red = isRedAt(countdown, nowMs)
  return { fraction, durationMs: left, red, redInMs: red || left <= 0 ? null : left - RED_MS }
}

/** The CSS timing of the emptying: linear, or one jump per second under prefers-reduced-motion. */
export const timerBarTiming = (durationMs: number, reducedMotion: boolean): string =>
  reducedMotion ? `steps(${Math.max(1, Math.round(durationMs / 1000))}, end)` : 'linear'
