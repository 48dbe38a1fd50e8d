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
  /** The drag began this frame: the dragged card's canvas draws its first frame (optional: false). */
  pickUp?: boolean
}

/**
 * Whether the canvas draws this frame. Commits and tweens always draw; the tickers' own changes
 * draw too, except during a drag: the board then holds still (its glows stop pulsing) and only
 * the dragged card's small canvas redraws, so the drag keeps the frame rate of a bare page.
 * A change held back stays pending (the caller keeps its flag) and draws once the drag ends.
 * The pick-up's own frame is the dragged card's: the board's commit (the ghost left in the hand,
 * the playable slots) draws the frame after, so no frame pays for both canvases (software
 * renderers: 55–60 ms together at 1440×900, each under 50 alone).
 */
export const shouldDraw = (s: FrameState): boolean => !s.pickUp && (s.commit || s.tweens || (s.tick && !s.dragging))
