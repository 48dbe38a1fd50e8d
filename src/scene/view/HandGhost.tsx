// Where the dragged item sat in the hand, drawn over the board's canvas while it is away: the
// table's colour, mostly opaque, with a dashed edge, so the card shows faintly through as a ghost
// (the board's canvas holds still during a drag: nothing there changes at the pick-up).
import type { Rect } from '../model'

interface HandGhostProps {
  /** The item's rectangle in the hand, cut to the hand's area. */
  rect: Rect
  radius: number
}

export function HandGhost({ rect, radius }: HandGhostProps) {
  if (rect.width <= 0 || rect.height <= 0) return null
  return <div className="battle-hand-ghost" aria-hidden style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height, borderRadius: radius }} />
}
