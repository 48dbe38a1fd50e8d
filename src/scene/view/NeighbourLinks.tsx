// The links from one slot to its neighbours, drawn over the cards (model neighbourPaths: src/game's
// adjacency): sky-blue segments between card edges, a row end's link round the board's side in amber
// dashes, a ring on each neighbour. Which slot is read in the ticker (model linkedSlot) and the
// graphics are redrawn only when it changes: a hover or a drag commits no React render.
import { useCallback, useEffect, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Graphics } from 'pixi.js'
import { linkedSlot, neighbourPaths } from '../model'
import type { Point, Rect, SceneLayout } from '../model'
import { useAtomValue } from '../../state'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { keyboardFocusAtom } from './useKeyboardInput'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

interface NeighbourLinksProps {
  layout: SceneLayout
  palette: ScenePalette
  /** The slot whose links to show now, or null (read every frame: keep it cheap). */
  slotNow: () => number | null
}

/** Dash and gap of a row end's link (CSS px). */
const DASH = 7
const GAP = 5

/** The polyline cut into dashes. */
function dashed(g: Graphics, points: readonly Point[]): void {
  let on = true
  let left = DASH
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1]!
    const b = points[k]!
    const length = Math.hypot(b.x - a.x, b.y - a.y)
    let at = 0
    while (at < length) {
      const step = Math.min(left, length - at)
      const from = at / length
      const to = (at + step) / length
      if (on) g.moveTo(a.x + (b.x - a.x) * from, a.y + (b.y - a.y) * from).lineTo(a.x + (b.x - a.x) * to, a.y + (b.y - a.y) * to)
      at += step
      left -= step
      if (left <= 0) {
        on = !on
        left = on ? DASH : GAP
      }
    }
  }
}

const ring = (g: Graphics, r: Rect, inset: number) => g.roundRect(r.x - inset, r.y - inset, r.width + 2 * inset, r.height + 2 * inset, Math.max(4, r.width * 0.08))

/** Draws the links of slot (nothing for null). */
function paintLinks(g: Graphics, layout: SceneLayout, palette: ScenePalette, slot: number | null): void {
  g.clear()
  if (slot == null || !layout.slots[slot]) return
  const paths = neighbourPaths(layout, slot)
  const width = Math.max(2.5, Math.min(4, layout.slotSize.width * 0.035))
  const outline = { width: width + 3, color: palette.linkOutline, alpha: 0.85, cap: 'round', join: 'round' } as const
  // Rings: the slot itself, then its neighbours.
  ring(g, layout.slots[slot], 3).stroke({ ...outline, width: width + 4 })
  ring(g, layout.slots[slot], 3).stroke({ width: width + 1, color: 0xffffff, cap: 'round', join: 'round' })
  for (const path of paths) {
    const color = path.kind === 'wrap' ? palette.wrapLink : palette.neighbourLink
    ring(g, layout.slots[path.to]!, 2).stroke(outline)
    ring(g, layout.slots[path.to]!, 2).stroke({ width, color, cap: 'round', join: 'round' })
  }
  // Links: a dark outline under each, then the colour; a dot at each end.
  for (const path of paths) {
    const color = path.kind === 'wrap' ? palette.wrapLink : palette.neighbourLink
    const [first, ...rest] = path.points
    if (!first) continue
    g.moveTo(first.x, first.y)
    for (const p of rest) g.lineTo(p.x, p.y)
    g.stroke(outline)
    if (path.kind === 'wrap') dashed(g, path.points)
    else {
      g.moveTo(first.x, first.y)
      for (const p of rest) g.lineTo(p.x, p.y)
    }
    g.stroke({ width, color, cap: 'round', join: 'round' })
    for (const end of [first, path.points.at(-1)!]) g.circle(end.x, end.y, width + 1.5).fill(color).stroke({ width: 1.5, color: palette.linkOutline })
  }
}

export function NeighbourLinks({ layout, palette, slotNow }: NeighbourLinksProps) {
  const graphics = useRef<Graphics>(null)
  /** The slot drawn (undefined: draw again). */
  const drawn = useRef<number | null | undefined>(undefined)
  useEffect(() => {
    drawn.current = undefined
  }, [layout, palette])
  const tick = useCallback(() => {
    const g = graphics.current
    if (!g || g.destroyed) return
    const slot = slotNow()
    if (slot === drawn.current) return
    drawn.current = slot
    paintLinks(g, layout, palette, slot)
    invalidateScene()
  }, [layout, palette, slotNow])
  useTick(tick)
  useInvalidateOnCommit()
  return <pixiGraphics label="neighbour-links" ref={graphics} draw={noop} />
}

const noop = () => undefined

interface CanvasLinksProps {
  layout: SceneLayout
  palette: ScenePalette
  runtime: SceneRuntime
}

/** On the board's canvas: the keyboard's slot, else the one the mouse rests on. */
export function BoardNeighbourLinks({ layout, palette, runtime }: CanvasLinksProps) {
  const focus = useAtomValue(keyboardFocusAtom)
  const slotNow = useCallback(() => linkedSlot('board', runtime.selection, focus, runtime.hoverSlot), [runtime, focus])
  return <NeighbourLinks layout={layout} palette={palette} slotNow={slotNow} />
}

/** On the dragged card's canvas: the slot under the dragged card. */
export function DragNeighbourLinks({ layout, palette, runtime }: CanvasLinksProps) {
  const slotNow = useCallback(() => linkedSlot('drag', runtime.selection, null, null), [runtime])
  return <NeighbourLinks layout={layout} palette={palette} slotNow={slotNow} />
}
