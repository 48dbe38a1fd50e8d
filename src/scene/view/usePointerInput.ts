// Input binding: pointer and keyboard events on the canvas become selection events, hit-tested
// with the model (hand items, slots); the cursor follows. Bound once; reads live values at event time.
import { useEffect, type RefObject } from 'react'
import { handItemAt, slotAt } from '../model'
import type { HandItemRef, Point, SceneLayout, SelectionEvent } from '../model'
import type { SceneRuntime } from './runtime'

/** Mouse and pen presses move this far before they count as a drag (the model's default). */
export const DRAG_THRESHOLD = 6
/** Touch presses move more before they count as a drag. */
const TOUCH_DRAG_THRESHOLD = 10

/** What the listeners read at event time (a render may commit after the event). */
export interface LiveInput {
  layout: SceneLayout
  threshold: number
}

/** The canvas's cursor (grab over the hand, grabbing while dragging, pointer over a slot when selected). */
function setCursor(canvas: HTMLCanvasElement, cursor: string): void {
  if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor
}

export function usePointerInput(
  canvas: HTMLCanvasElement,
  runtime: SceneRuntime,
  live: RefObject<LiveInput>,
  hand: () => HandItemRef[],
  dispatch: (event: SelectionEvent) => void,
): void {
  useEffect(() => {
    const point = (e: PointerEvent): Point => {
      const r = canvas.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const active = () => runtime.selection.kind === 'pressed' || runtime.selection.kind === 'dragging'
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return
      const p = point(e)
      const l = live.current.layout
      live.current = { ...live.current, threshold: e.pointerType === 'touch' ? TOUCH_DRAG_THRESHOLD : DRAG_THRESHOLD }
      const hit = handItemAt(l, hand(), p.x, p.y)
      if (hit) {
        runtime.setPickedRect(hit.rect)
        try {
          canvas.setPointerCapture(e.pointerId)
        } catch {
          // synthetic events have no capture
        }
        dispatch({ type: 'pointerDown', item: hit.item, point: p })
        return
      }
      const slot = slotAt(l, p.x, p.y)
      if (slot != null && runtime.selection.kind === 'selected') dispatch({ type: 'clickSlot', index: slot })
      else if (slot == null) dispatch({ type: 'cancel' })
    }
    const onMove = (e: PointerEvent) => {
      const p = point(e)
      const l = live.current.layout
      if (active()) {
        dispatch({ type: 'pointerMove', point: p, slot: slotAt(l, p.x, p.y) })
        setCursor(canvas, runtime.selection.kind === 'dragging' ? 'grabbing' : 'grab')
        return
      }
      const overHand = handItemAt(l, hand(), p.x, p.y) !== null
      const overSlot = runtime.selection.kind === 'selected' && slotAt(l, p.x, p.y) !== null
      setCursor(canvas, overHand ? 'grab' : overSlot ? 'pointer' : 'default')
    }
    const onUp = (e: PointerEvent) => {
      if (!active()) return
      const p = point(e)
      dispatch({ type: 'pointerUp', point: p, slot: slotAt(live.current.layout, p.x, p.y) })
      setCursor(canvas, 'default')
    }
    const onCancel = () => active() && dispatch({ type: 'cancel' })
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && runtime.selection.kind !== 'idle' && dispatch({ type: 'cancel' })
    canvas.addEventListener('pointerdown', onDown)
    canvas.addEventListener('pointermove', onMove)
    canvas.addEventListener('pointerup', onUp)
    canvas.addEventListener('pointercancel', onCancel)
    window.addEventListener('keydown', onKey)
    return () => {
      canvas.removeEventListener('pointerdown', onDown)
      canvas.removeEventListener('pointermove', onMove)
      canvas.removeEventListener('pointerup', onUp)
      canvas.removeEventListener('pointercancel', onCancel)
      window.removeEventListener('keydown', onKey)
    }
  }, [canvas, dispatch, runtime, live, hand])
}
