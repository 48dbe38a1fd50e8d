// The keyboard focus on the canvas: a ring around the hand item or slot whose DOM mirror button has
// the focus (keyboardFocusAtom). Drawn on a focus change (a commit) and when the hand scrolls under it;
// a focused hand item is scrolled into view.
import { useCallback, useEffect, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Graphics } from 'pixi.js'
import { clampFocus, handItemRects, revealItem } from '../model'
import type { KeyboardFocus, Rect, SceneLayout } from '../model'
import { useAtomValue } from '../../state'
import { handScrollOf } from './handScroll'
import { invalidateScene, useCanvasInvalidate, useInvalidateOnCommit } from './frame'
import type { SceneRuntime } from './runtime'
import { keyboardFocusAtom } from './useKeyboardInput'
import './pixi'

/** Ring strokes (CSS px): a dark outer line and a light inner one, visible on either theme's board. */
const OUTER = { width: 7, color: 0x120a2e }
const INNER = { width: 3, color: 0xffffff }
const GAP = 5

/** Where the ring goes: the slot, or the hand item at the hand's scroll offset. */
function focusRect(focus: KeyboardFocus, layout: SceneLayout, handCount: number, offset: number): Rect | null {
  if (focus.zone === 'board') return layout.slots[focus.slot] ?? null
  const f = clampFocus(focus, handCount)
  return f.zone === 'hand' ? (handItemRects(layout, handCount, offset)[f.index] ?? null) : null
}

export function FocusLayer({ layout, handCount, runtime }: { layout: SceneLayout; handCount: number; runtime: SceneRuntime }) {
  const focus = useAtomValue(keyboardFocusAtom)
  const scroll = handScrollOf(runtime)
  const ring = useRef<Graphics>(null)
  const drawnOffset = useRef<number | null>(null)

  const redraw = useCallback(() => {
    const g = ring.current
    if (!g || g.destroyed) return
    g.clear()
    drawnOffset.current = scroll.offset
    const r = focus ? focusRect(focus, layout, handCount, scroll.offset) : null
    if (!r) return
    const radius = Math.max(6, r.width * 0.08)
    g.roundRect(r.x - GAP, r.y - GAP, r.width + 2 * GAP, r.height + 2 * GAP, radius).stroke({ ...OUTER, alignment: 0.5 })
    g.roundRect(r.x - GAP, r.y - GAP, r.width + 2 * GAP, r.height + 2 * GAP, radius).stroke({ ...INNER, alignment: 0.5 })
  }, [focus, layout, handCount, scroll])

  // A focused hand item is brought into view (the hand scrolls on phones).
  useEffect(() => {
    if (focus?.zone === 'hand' && handCount > 0) scroll.set(revealItem(scroll.state, layout, handCount, Math.min(focus.index, handCount - 1)))
  }, [focus, layout, handCount, scroll])
  const invalidate = useCanvasInvalidate()
  useEffect(() => {
    redraw()
    invalidate()
  }, [redraw, invalidate])
  // The hand scrolled (finger, wheel) under a focused item: the ring follows.
  const tick = useCallback(() => {
    if (focus?.zone !== 'hand' || drawnOffset.current === scroll.offset) return
    redraw()
    invalidateScene()
  }, [focus, scroll, redraw])
  useTick(tick)
  useInvalidateOnCommit()

  return <pixiGraphics label="keyboard-focus" ref={ring} draw={noop} />
}

const noop = () => undefined
