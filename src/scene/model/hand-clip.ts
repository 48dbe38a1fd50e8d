// The scrolling hand's clip without a mask: each sprite of an item is cut to the hand's viewport by
// its texture's frame (a stencil mask cost a whole board frame in software renderers: 80 ms at
// 1440×900, against 2 ms without). Pure geometry; the view applies it (view/spriteCrop.ts).
import type { Rect } from './snapshot'
import type { SceneLayout } from './layout'

/** What to trim off each side of a rectangle, as fractions of its width (left, right) and height (top, bottom). */
export interface Crop {
  left: number
  top: number
  right: number
  bottom: number
}

/** Nothing trimmed. */
export const WHOLE: Crop = { left: 0, top: 0, right: 0, bottom: 0 }

/** Whether a crop trims nothing. */
export const isWhole = (c: Crop): boolean => c.left === 0 && c.top === 0 && c.right === 0 && c.bottom === 0

/** The crop that keeps only the part of rect inside clip; null when none of it is inside. */
export function cropWithin(rect: Rect, clip: Rect): Crop | null {
  if (rect.width <= 0 || rect.height <= 0) return null
  const left = Math.max(0, clip.x - rect.x)
  const top = Math.max(0, clip.y - rect.y)
  const right = Math.max(0, rect.x + rect.width - (clip.x + clip.width))
  const bottom = Math.max(0, rect.y + rect.height - (clip.y + clip.height))
  if (left + right >= rect.width || top + bottom >= rect.height) return null
  return { left: left / rect.width, top: top / rect.height, right: right / rect.width, bottom: bottom / rect.height }
}

/**
 * The viewport a scrolling hand is cut to: its area, with room across it for a raised card (lift)
 * and the selection glow; null when the hand does not scroll (nothing is cut).
 */
export function handClip(layout: SceneLayout, lift: number, scrolls: boolean): Rect | null {
  if (!scrolls) return null
  const m = layout.handGap
  return { x: layout.hand.x - m / 2, y: layout.hand.y - lift - m, width: layout.hand.width + m, height: layout.hand.height + lift + 2 * m }
}
