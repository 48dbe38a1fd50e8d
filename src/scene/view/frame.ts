// On-demand rendering: a canvas is drawn only when something it shows changed (a React commit, a
// tween, a drag, a glow pulsing) instead of 60 times a second, which keeps software rendering
// (phones without a GPU, headless browsers) light. Every layer invalidates what it changed.
// Each Pixi application of the scene (the board, the drag's) has its own flags: a call made inside
// its ticker marks that canvas only (a tick); a React commit marks the canvas of the tree that
// committed (useInvalidateOnCommit, useInvalidateOn: a pick-up drawn on the drag canvas leaves the
// board's still); any other call (a resize, a texture arriving) marks every canvas.
import { useCallback, useLayoutEffect } from 'react'
import { useApplication } from '@pixi/react'
import type { Application } from 'pixi.js'

interface FrameFlags {
  commit: boolean
  tick: boolean
}

const canvases = new Set<FrameFlags>()
/** Each application's flags, for the commits of its React tree. */
const byApp = new WeakMap<Application, FrameFlags>()
/** The flags of the canvas whose ticker is running now, if any. */
let ticking: FrameFlags | null = null

/** A canvas joins on-demand rendering; returns its flags (marked dirty) and the way to leave. */
export function registerCanvas(app: Application): { flags: FrameFlags; leave: () => void } {
  const flags: FrameFlags = { commit: true, tick: false }
  canvases.add(flags)
  byApp.set(app, flags)
  return {
    flags,
    leave: () => {
      canvases.delete(flags)
      if (byApp.get(app) === flags) byApp.delete(app)
    },
  }
}

/** Runs a canvas's ticker callbacks: invalidations made meanwhile are that canvas's ticks. */
export function beginTick(flags: FrameFlags): void {
  ticking = flags
}
export function endTick(): void {
  ticking = null
}

/** Something changed: draw the next frame (the ticking canvas's, or every canvas's outside a ticker). */
export function invalidateScene(): void {
  if (ticking) ticking.tick = true
  else for (const flags of canvases) flags.commit = true
}

/** The canvas of this application draws its next frame (before it joins, its first frame is drawn anyway). */
function invalidateCanvas(app: Application): void {
  const flags = byApp.get(app)
  if (flags) flags.commit = true
}

/** A function that invalidates the calling component's canvas (for effects and callbacks outside the ticker). */
export function useCanvasInvalidate(): () => void {
  const { app } = useApplication()
  return useCallback(() => invalidateCanvas(app), [app])
}

/** Invalidates the calling component's canvas after every commit of it. */
export function useInvalidateOnCommit(): void {
  const { app } = useApplication()
  useLayoutEffect(() => invalidateCanvas(app))
}

/** Invalidates the calling component's canvas when key changes (a new texture to show). */
export function useInvalidateOn(key: unknown): void {
  const { app } = useApplication()
  useLayoutEffect(() => invalidateCanvas(app), [app, key])
}
