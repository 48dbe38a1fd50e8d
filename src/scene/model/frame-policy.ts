// When a canvas draws (on-demand rendering): never on a timer, only when something it shows changed.

export interface FrameState {
  /** A React commit, a resize or a texture change invalidated the canvas. */
  commit: boolean
  /** A ticker callback changed something drawn (a glow pulsing, a hand card easing to its place). */
  tick: boolean
  /** A tween of the runtime's animator runs. */
  tweens: boolean
  /** A card is being dragged (it is drawn on a canvas of its own). */
  dragging: boolean
}

/**
 * Whether the canvas draws this frame. Commits and tweens always draw; the tickers' own changes
 * draw too, except during a drag: the board then holds still (its glows stop pulsing) and only
 * the dragged card's small canvas redraws, so the drag keeps the frame rate of a bare page.
 * A change held back stays pending (the caller keeps its flag) and draws once the drag ends.
 */
export const shouldDraw = (s: FrameState): boolean => s.commit || s.tweens || (s.tick && !s.dragging)
