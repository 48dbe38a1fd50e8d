// Where the two player banners sit: in the board's empty corners beside its short rows (rows of 3
// in a board five wide). The opponent's beside slot 0 (top left), the player's beside slot 20
// (bottom right), near their hand; the other two corners are where the links across a row's end
// (2↔3, 17↔18) leave and enter the board, so they stay clear.
import type { Rect, SceneLayout } from '../../../scene/model'

export function bannerSpots(layout: Pick<SceneLayout, 'board' | 'slots' | 'slotGap'>): { opponent: Rect; me: Rect } {
  const { board, slots, slotGap: gap } = layout
  const first = slots[0]
  const last = slots[slots.length - 1]
  const meX = last.x + last.width + gap
  return {
    opponent: { x: board.x, y: first.y, width: Math.max(0, first.x - gap - board.x), height: first.height },
    me: { x: meX, y: last.y, width: Math.max(0, board.x + board.width - meX), height: last.height },
  }
}
