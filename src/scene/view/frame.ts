// On-demand rendering: the scene is drawn only when something changed (a React commit, a tween, a
// drag, the timer bar moving, a glow pulsing) instead of 60 times a second, which keeps software
// rendering (phones without a GPU, headless browsers) light. Every layer calls invalidateScene().
import { useLayoutEffect } from 'react'

let dirty = true

/** Something changed: draw the next frame. */
export function invalidateScene(): void {
  dirty = true
}

/** Whether the frame must be drawn (and clears the flag). */
export function takeDirty(): boolean {
  const was = dirty
  dirty = false
  return was
}

/** Invalidates after every commit of the calling component. */
export function useInvalidateOnCommit(): void {
  useLayoutEffect(() => invalidateScene())
}
