// The empty-position highlight of a turn start: which positions, since when, for HIGHLIGHT_MS.
import { HIGHLIGHT_MS } from '../../game'

export interface HighlightState {
  /** Positions to highlight. */
  positions: readonly number[]
  /** When the highlight started (ms, the caller's clock); null: none. */
  startedAtMs: number | null
}

export const NO_HIGHLIGHTS: HighlightState = Object.freeze({ positions: Object.freeze([]) as readonly number[], startedAtMs: null })

/** A highlight of positions starting at nowMs. */
export const startHighlights = (positions: readonly number[], nowMs: number): HighlightState => ({ positions: [...positions], startedAtMs: nowMs })

/** The positions still highlighted at nowMs: all of them during HIGHLIGHT_MS (2 s), then none. */
export function activeHighlights(state: HighlightState, nowMs: number): readonly number[] {
  if (state.startedAtMs == null) return []
  const elapsed = nowMs - state.startedAtMs
  return elapsed >= 0 && elapsed < HIGHLIGHT_MS ? state.positions : []
}

/** Fraction of the highlight left (1 at start, 0 when over), for a fade-out. */
export function highlightLeft(state: HighlightState, nowMs: number): number {
  if (state.startedAtMs == null) return 0
  const elapsed = nowMs - state.startedAtMs
  return elapsed < 0 || elapsed >= HIGHLIGHT_MS ? 0 : 1 - elapsed / HIGHLIGHT_MS
}

/**
 * The turn-start glow's opacity at nowMs: fading out over the 2 s, or, under prefers-reduced-motion,
 * steady until it goes (no fade: a canvas that redraws twice instead of every frame for 2 s).
 */
export function highlightOpacity(state: HighlightState, nowMs: number, reducedMotion: boolean): number {
  const left = highlightLeft(state, nowMs)
  if (left === 0) return 0
  return reducedMotion ? 1 : Math.min(1, left * 1.6)
}

/** The glows' pulse (their opacity factor) at nowMs; steady under prefers-reduced-motion. */
export const glowPulse = (nowMs: number, reducedMotion: boolean): number => (reducedMotion ? 0.85 : 0.65 + 0.3 * Math.sin(nowMs / 220))
