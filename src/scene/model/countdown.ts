// The 30 s turn countdown, from the server's turnDeadline, corrected for the local clock's skew: the
// server's "now" is estimated as local now + offset. The offset is the one measured when the event
// stream connected while it is live (a late or cached snapshot cannot skew it), else each snapshot's
// serverTime − (local time at receipt). Times are ms numbers passed in.
import { TURN_MS, TURN_SECONDS, isRedZone, secondsLeft } from '../../game'
import type { GameSnapshot } from './snapshot'
import { isYourTurn } from './turn'

export interface CountdownState {
  /** End of the running turn on the server's clock (ms since epoch); null when no turn runs. */
  deadlineMs: number | null
  /** Server time minus local time: the stream's measured one, or the snapshot's at receipt. */
  offsetMs: number
  /** The running turn is the viewer's: only then it ticks and the timeout is sent. */
  mine: boolean
  /** Deadline of the turn whose empty move was sent (once per turn, kept across snapshots). */
  timeoutSentFor: number | null
  /** Deadline and second of the last tick cue (once per second while red). */
  lastTick: { deadlineMs: number; second: number } | null
}

const parse = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : null
}

/**
 * The countdown after receiving game at local time receivedAtMs. prev (the state before) carries
 * what was already cued for the same turn; a turn is known by its deadline. measuredOffsetMs is the
 * offset measured at the stream's connection, passed while the stream is live (null otherwise).
 */
export function syncCountdown(
  prev: CountdownState | null,
  game: Pick<GameSnapshot, 'turnDeadline' | 'serverTime' | 'you' | 'roundTo' | 'open' | 'status'>,
  receivedAtMs: number,
  measuredOffsetMs: number | null = null,
): CountdownState {
  const server = parse(game.serverTime)
  const snapshotOffset = server == null ? (prev?.offsetMs ?? 0) : server - receivedAtMs
  return {
    deadlineMs: game.open ? parse(game.turnDeadline) : null,
    offsetMs: measuredOffsetMs ?? snapshotOffset,
    mine: isYourTurn(game),
    timeoutSentFor: prev?.timeoutSentFor ?? null,
    lastTick: prev?.lastTick ?? null,
  }
}

/** The same countdown with the offset measured by the stream (the same object when unchanged). */
export const withMeasuredOffset = (state: CountdownState, measuredOffsetMs: number): CountdownState =>
  state.offsetMs === measuredOffsetMs ? state : { ...state, offsetMs: measuredOffsetMs }

/** The server's clock now, estimated from the local clock. */
export const serverNow = (state: CountdownState, nowMs: number): number => nowMs + state.offsetMs

/** Whole seconds left (0–30, rounded up as the banner shows them); 30 when no turn runs. */
export const secondsLeftAt = (state: CountdownState, nowMs: number): number =>
  state.deadlineMs == null ? TURN_SECONDS : secondsLeft(state.deadlineMs, serverNow(state, nowMs))

/** Fill of the timer bar, from 1 (turn start) to 0 (deadline); 1 when no turn runs. */
export function timerFraction(state: CountdownState, nowMs: number): number {
  if (state.deadlineMs == null) return 1
  return Math.min(1, Math.max(0, (state.deadlineMs - serverNow(state, nowMs)) / TURN_MS))
}

/** The bar is red at 5 s or less of a running turn. */
export const isRedAt = (state: CountdownState, nowMs: number): boolean => state.deadlineMs != null && isRedZone(secondsLeftAt(state, nowMs))

/** A tick sound is due: the viewer's turn is in the red zone and this second has not ticked yet. */
export function tickDue(state: CountdownState, nowMs: number): boolean {
  if (!state.mine || state.deadlineMs == null || !isRedAt(state, nowMs)) return false
  const second = secondsLeftAt(state, nowMs)
  if (second <= 0) return false
  return !(state.lastTick && state.lastTick.deadlineMs === state.deadlineMs && state.lastTick.second === second)
}

/** Reads the tick cue and records it: { tick: true } at most once per second while red. */
export function takeTick(state: CountdownState, nowMs: number): { state: CountdownState; tick: boolean } {
  if (!tickDue(state, nowMs) || state.deadlineMs == null) return { state, tick: false }
  return { state: { ...state, lastTick: { deadlineMs: state.deadlineMs, second: secondsLeftAt(state, nowMs) } }, tick: true }
}

/**
 * Spec: when the countdown reaches 1 the turn ends and the empty move is sent. The banner shows the
 * seconds rounded up (30 … 1), so the turn ends when its last second, « 1 », has run out: at the
 * server's deadline, never before it (a move the player sends in that last second still counts, the
 * server allowing it LAG_ALLOWANCE_MS on the way). True when it is the viewer's turn, the deadline
 * has come by the server's clock, and this turn's empty move has not been sent yet; after sending,
 * record it with markTimeoutSent (or use takeTimeout) so it is true once per turn.
 */
export const shouldSendTimeout = (state: CountdownState, nowMs: number): boolean =>
  state.mine && state.deadlineMs != null && state.timeoutSentFor !== state.deadlineMs && serverNow(state, nowMs) >= state.deadlineMs

/** The state once this turn's empty move has been sent. */
export const markTimeoutSent = (state: CountdownState): CountdownState => ({ ...state, timeoutSentFor: state.deadlineMs })

/** shouldSendTimeout and markTimeoutSent in one step. */
export function takeTimeout(state: CountdownState, nowMs: number): { state: CountdownState; send: boolean } {
  return shouldSendTimeout(state, nowMs) ? { state: markTimeoutSent(state), send: true } : { state, send: false }
}
