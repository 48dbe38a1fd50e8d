// On-demand rendering: a canvas is drawn only when something it shows changed (a React commit, a
// tween, a drag, a glow pulsing) instead of 60 times a second, which keeps software rendering
// (phones without a GPU, headless browsers) light. Every layer calls invalidateScene().
// Each Pixi application of the scene (the board, the dragged card) has its own flags: a call made
// inside its ticker marks that canvas only (a tick); any other call (a React commit, a resize, a
// texture arriving) marks every canvas (a commit).
import { useLayoutEffect } from 'react'

interface FrameFlags {
  commit: boolean
  tick: boolean
}

const canvases = new Set<FrameFlags>()
/** The flags of the canvas whose ticker is running now, if any. */
let ticking: FrameFlags | null = null

/** A canvas joins on-demand rendering; returns its flags (marked dirty) and the way to leave. */
export function registerCanvas(): { flags: FrameFlags; leave: () => void } {
  const flags: FrameFlags = { commit: true, tick: false }
  canvases.add(flags)
  return { flags, leave: () => void canvases.delete(flags) }
}

/** Runs a canvas's ticker callbacks: invalidations made meanwhile are that canvas's ticks. */
export function beginTick(flags: FrameFlags): void {
  ticking = flags
}
export function endTick(): void {
  ticking = null
}

/** Something changed: draw the next frame. */
export function invalidateScene(): void {
  if (ticking) ticking.tick = true
  else for (const flags of canvases) flags.commit = true
}

/** Invalidates after every commit of the calling component. */
export function useInvalidateOnCommit(): void {
  useLayoutEffect(() => invalidateScene())
}
