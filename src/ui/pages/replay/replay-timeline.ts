// The replay's timeline, headless: step k is the board after move k (0: before the first move). At
// 1× each move lasts MOVE_MS of the replay's clock (the recorded times only label the moves: a real
// turn may last 30 s); play, pause, seek, step and the speeds are one reducer over that clock.

/** How long one move lasts at 1×. */
export const MOVE_MS = 1200
export const SPEEDS = [1, 2, 4] as const
export type Speed = (typeof SPEEDS)[number]

export interface Playback {
  /** The replay's clock, in ms at 1× from step 0. */
  time: number
  playing: boolean
  speed: Speed
}

export type PlaybackAction =
  | { kind: 'play' }
  | { kind: 'pause' }
  | { kind: 'toggle' }
  | { kind: 'seek'; step: number }
  | { kind: 'step'; by: 1 | -1 }
  | { kind: 'speed'; speed: Speed }
  /** Real time passed while playing. */
  | { kind: 'tick'; elapsedMs: number }

const clampStep = (step: number, total: number): number => Math.max(0, Math.min(total, Math.round(step)))
export const timeOfStep = (step: number): number => step * MOVE_MS
/** The step shown at `time` (a move shows once its whole duration has begun). */
export const stepAtTime = (time: number, total: number): number => clampStep(Math.floor(time / MOVE_MS + 1e-9), total)

/** The first playback: at the start, paused, 1×. */
export const initialPlayback = (): Playback => ({ time: 0, playing: false, speed: 1 })

/** The playback after `action`, for a replay of `total` moves. Playing stops at the last step. */
export function playbackReducer(state: Playback, action: PlaybackAction, total: number): Playback {
  const end = timeOfStep(total)
  switch (action.kind) {
    case 'play':
      // from the end, play starts over
      return { ...state, playing: total > 0, time: state.time >= end ? 0 : state.time }
    case 'pause':
      return { ...state, playing: false }
    case 'toggle':
      return playbackReducer(state, { kind: state.playing ? 'pause' : 'play' }, total)
    case 'seek':
      return { ...state, time: timeOfStep(clampStep(action.step, total)) }
    case 'step':
      return { ...state, playing: false, time: timeOfStep(clampStep(stepAtTime(state.time, total) + action.by, total)) }
    case 'speed':
      return { ...state, speed: action.speed }
    case 'tick': {
      if (!state.playing) return state
      const time = Math.min(end, state.time + Math.max(0, action.elapsedMs) * state.speed)
      return { ...state, time, playing: time < end }
    }
  }
}

interface ReplayMark {
  step: number
  /** Where on the scrub bar, 0–100. */
  percent: number
}

export interface ReplayMarks {
  /** One per move. */
  moves: ReplayMark[]
  /** One per move that put cards KO, with how many. */
  kos: (ReplayMark & { count: number })[]
}

/** A KO dot's touch target, in CSS px (WCAG 2.5.8: 24 px, or that much space around it). */
export const KO_TARGET_PX = 24

/**
 * The KO dots a track `trackPx` wide can show with a full touch target each: a dot closer than
 * KO_TARGET_PX to the last one kept is left out (its step is one arrow key or one slider tick
 * away). All of them while the width is not known yet.
 */
export function spacedKos<T extends ReplayMark>(kos: readonly T[], trackPx: number): T[] {
  if (!(trackPx > 0)) return [...kos]
  const kept: T[] = []
  for (const ko of kos) {
    const last = kept[kept.length - 1]
    if (!last || ((ko.percent - last.percent) / 100) * trackPx >= KO_TARGET_PX) kept.push(ko)
  }
  return kept
}

/** The scrub bar's marks for moves whose KO counts are `kos` (move k is step k + 1). */
export function replayMarks(kos: readonly number[]): ReplayMarks {
  const total = kos.length
  const percent = (step: number) => (total === 0 ? 0 : (step / total) * 100)
  const moves = kos.map((_, i) => ({ step: i + 1, percent: percent(i + 1) }))
  return { moves, kos: moves.flatMap((m, i) => (kos[i] > 0 ? [{ ...m, count: kos[i] }] : [])) }
}

/** The first KO mark after (direction 1) or before (-1) `step`, or null. */
export function nextKoStep(marks: ReplayMarks, step: number, direction: 1 | -1): number | null {
  const found = direction === 1 ? marks.kos.find((m) => m.step > step) : [...marks.kos].reverse().find((m) => m.step < step)
  return found?.step ?? null
}

/** « m:ss » of the game's own time between its start and a move. */
export function gameClock(startedAt: string, at: string): string {
  const ms = Math.max(0, Date.parse(at) - Date.parse(startedAt))
  const seconds = Number.isFinite(ms) ? Math.floor(ms / 1000) : 0
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
