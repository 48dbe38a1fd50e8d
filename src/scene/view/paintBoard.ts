// The static parts of the scene, painted once per layout and theme on the backdrop canvas that sits
// under the Pixi canvas (so they cost nothing per frame): the arena under the board (panel, subtle
// grid of the adjacencies, 21 slot frames with their spell corner and number) and the hand's tray.
import { adjacencyLinks } from '../model'
import type { Rect, SceneLayout } from '../model'
import type { ScenePalette } from './palette'

/** Paints the arena and the tray on canvas, sized to the layout at the given density. */
export function paintBackdrop(canvas: HTMLCanvasElement, layout: SceneLayout, palette: ScenePalette, resolution: number): void {
  canvas.width = Math.max(1, Math.ceil(layout.width * resolution))
  canvas.height = Math.max(1, Math.ceil(layout.height * resolution))
  const ctx = canvas.getContext('2d')
  if (!ctx) return
  ctx.setTransform(resolution, 0, 0, resolution, 0, 0)
  ctx.clearRect(0, 0, layout.width, layout.height)
  paintTray(ctx, layout, palette)
  paintBoard(ctx, layout, palette)
}

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })

/** The arena: panel, adjacency grid, slots (card frame, spell corner, number). */
function paintBoard(ctx: CanvasRenderingContext2D, layout: SceneLayout, palette: ScenePalette): void {
  const pad = Math.max(4, Math.min(10, layout.slotGap))
  const rect: Rect = { x: layout.board.x - pad, y: layout.board.y - pad, width: layout.board.width + 2 * pad, height: layout.board.height + 2 * pad }
  ctx.save()
  {
    const radius = Math.max(12, layout.slotSize.width * 0.25)
    // Panel with a soft inner light.
    const glow = ctx.createRadialGradient(rect.x + rect.width / 2, rect.y + rect.height / 2, 10, rect.x + rect.width / 2, rect.y + rect.height / 2, Math.max(rect.width, rect.height) * 0.7)
    glow.addColorStop(0, palette.theme === 'dark' ? 'rgba(125,108,242,0.16)' : 'rgba(255,248,230,0.55)')
    glow.addColorStop(1, palette.arena)
    ctx.fillStyle = glow
    ctx.beginPath()
    ctx.roundRect(rect.x + 1, rect.y + 1, rect.width - 2, rect.height - 2, radius)
    ctx.fill()
    ctx.lineWidth = 1.5
    ctx.strokeStyle = palette.arenaBorder
    ctx.stroke()
    ctx.lineWidth = 0.75
    ctx.beginPath()
    ctx.roundRect(rect.x + 5, rect.y + 5, rect.width - 10, rect.height - 10, Math.max(6, radius - 5))
    ctx.stroke()

    // The grid: every adjacency link of the rule (src/game through the model), a row end joined to
    // the next row's start by a path through the gap between the two rows.
    ctx.strokeStyle = palette.link
    ctx.lineWidth = Math.max(1, layout.slotSize.width * 0.03)
    ctx.setLineDash([4, 4])
    ctx.beginPath()
    for (const link of adjacencyLinks()) {
      if (link.kind === 'wrap') {
        traceWrap(ctx, layout, link.a, link.b, pad)
        continue
      }
      const a = centre(layout.slots[link.a])
      const b = centre(layout.slots[link.b])
      ctx.moveTo(a.x, a.y)
      ctx.lineTo(b.x, b.y)
    }
    ctx.stroke()
    ctx.setLineDash([])

    // Slots.
    const w = layout.slotSize.width
    const r = Math.max(3, w * 0.08)
    const spellR = Math.max(5, w * 0.16)
    ctx.font = `700 ${Math.max(9, w * 0.2)}px "Cinzel Variable", Cinzel, Georgia, serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    layout.slots.forEach((s, i) => {
      ctx.fillStyle = palette.slotFill
      ctx.beginPath()
      ctx.roundRect(s.x, s.y, s.width, s.height, r)
      ctx.fill()
      ctx.strokeStyle = palette.slotFrame
      ctx.lineWidth = 1.25
      ctx.stroke()
      // corner ticks
      const t = Math.min(10, w * 0.14)
      ctx.lineWidth = 2
      ctx.beginPath()
      for (const [x, y, dx, dy] of [
        [s.x + 3, s.y + 3, 1, 1],
        [s.x + s.width - 3, s.y + 3, -1, 1],
        [s.x + 3, s.y + s.height - 3, 1, -1],
        [s.x + s.width - 3, s.y + s.height - 3, -1, -1],
      ] as const) {
        ctx.moveTo(x + dx * t, y)
        ctx.lineTo(x, y)
        ctx.lineTo(x, y + dy * t)
      }
      ctx.stroke()
      // the spell corner (bottom right)
      const sc = spellCorner(s, layout.slotSize.width)
      ctx.setLineDash([2, 2])
      ctx.lineWidth = 1
      ctx.beginPath()
      ctx.arc(sc.x, sc.y, spellR * 0.8, 0, Math.PI * 2)
      ctx.stroke()
      ctx.setLineDash([])
      // the number
      ctx.fillStyle = palette.slotNumber
      ctx.fillText(String(i), s.x + s.width / 2, s.y + s.height / 2)
    })
  }
  ctx.restore()
}

/**
 * A row-end link (a, the last of its row, to b, the first of the next): out of a's right side, down
 * into the gap between the rows, across, and into b's left side, with rounded corners.
 */
function traceWrap(ctx: CanvasRenderingContext2D, layout: SceneLayout, a: number, b: number, pad: number): void {
  const from = layout.slots[a]
  const to = layout.slots[b]
  const right = layout.board.x + layout.board.width + pad * 0.5
  const left = layout.board.x - pad * 0.5
  const gapY = (from.y + from.height + to.y) / 2
  const r = Math.max(2, Math.min(8, (to.y - from.y - from.height) / 2, pad))
  const fromY = from.y + from.height / 2
  const toY = to.y + to.height / 2
  ctx.moveTo(from.x + from.width, fromY)
  ctx.arcTo(right, fromY, right, gapY, r)
  ctx.arcTo(right, gapY, left, gapY, r)
  ctx.arcTo(left, gapY, left, toY, r)
  ctx.arcTo(left, toY, to.x, toY, r)
  ctx.lineTo(to.x, toY)
}

/** Centre of the spell token of a slot (its bottom-right corner). */
export function spellCorner(slot: Rect, cardWidth: number): { x: number; y: number; radius: number } {
  const radius = Math.max(6, cardWidth * 0.17)
  return { x: slot.x + slot.width - radius * 0.75, y: slot.y + slot.height - radius * 0.75, radius }
}

/** The tray under the hand. */
function paintTray(ctx: CanvasRenderingContext2D, layout: SceneLayout, palette: ScenePalette): void {
  const rect = layout.hand
  ctx.save()
  if (rect.width > 2 && rect.height > 2) {
    const radius = Math.max(10, layout.handItemSize.width * 0.18)
    const fill = ctx.createLinearGradient(rect.x, rect.y, rect.x, rect.y + rect.height)
    fill.addColorStop(0, palette.theme === 'dark' ? 'rgba(0,0,0,0.28)' : 'rgba(120,84,30,0.10)')
    fill.addColorStop(1, palette.theme === 'dark' ? 'rgba(0,0,0,0.12)' : 'rgba(120,84,30,0.04)')
    ctx.fillStyle = fill
    ctx.beginPath()
    ctx.roundRect(rect.x + 1, rect.y + 1, rect.width - 2, rect.height - 2, radius)
    ctx.fill()
    ctx.strokeStyle = palette.arenaBorder
    ctx.globalAlpha = 0.6
    ctx.lineWidth = 1
    ctx.stroke()
  }
  ctx.restore()
}
