// Input binding: pointer, wheel and keyboard events on the canvas become selection events, hand
// scrolls and zoom facts, hit-tested with the model (hand items, slots); the cursor follows. Bound
// once; reads live values at event time.
// A press on a hand item that moves along the hand's axis scrolls the hand (src/scene/model
// pressGesture); across it, it drags the item. A touch held still opens the card zoom, as do a
// resting mouse and a right-click.
import { useEffect, type RefObject } from 'react'
import { cardAt, contains, dragScroll, grabScroll, handItemAt, handScrollMax, pressGesture, releaseScroll, slotAt, wheelScroll } from '../model'
import type { HandItemRef, Point, SceneLayout, SelectionEvent, ZoomEvent } from '../model'
import { useStore, zoomAtom, zoomEventAtom } from '../../state'
import { handScrollOf } from './handScroll'
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

/** The press in progress: undecided, a drag of the item, a scroll of the hand, or a long-press that opened the zoom. */
interface Press {
  origin: Point
  onItem: boolean
  mode: 'undecided' | 'drag' | 'scroll' | 'zoomed'
  /** A touch on an item tells the selection only once it is a tap or a drag (a long-press or a scroll never picks, never toasts). */
  held: HandItemRef | null
  /** A touch on a slot: the slot to click when it lifts as a tap. */
  slot?: number | null
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
  /** False for a spectator: no listener is bound, so nothing can be picked or placed. */
  enabled = true,
): void {
  const store = useStore()
  useEffect(() => {
    if (!enabled) return
    const scroll = handScrollOf(runtime)
    scroll.attach(canvas)
    let press: Press | null = null
    let zoomTimer: ReturnType<typeof setTimeout> | null = null

    const zoom = (event: ZoomEvent) => {
      const before = store.get(zoomAtom)
      store.set(zoomEventAtom, event)
      const after = store.get(zoomAtom)
      if (after === before) return
      if (zoomTimer) clearTimeout(zoomTimer)
      zoomTimer = null
      if (after.kind === 'pending') zoomTimer = setTimeout(fire, Math.max(0, after.due - performance.now()))
    }
    // The delay ran out: the zoom opens; a long-press then ends the press (no placement, no selection).
    const fire = () => {
      zoomTimer = null
      store.set(zoomEventAtom, { type: 'tick', now: performance.now() })
      const z = store.get(zoomAtom)
      // A timer may fire a fraction of a millisecond before performance.now() reaches `due` (the
      // clock is coarsened): still pending, it waits out the rest instead of never opening.
      if (z.kind === 'pending') {
        zoomTimer = setTimeout(fire, Math.max(1, z.due - performance.now()))
        return
      }
      if (z.kind === 'open' && z.source === 'press' && press) {
        press.mode = 'zoomed'
        if (!press.held) dispatch({ type: 'cancel' })
        press.held = null
      }
    }

    // A held touch becomes a press of the selection (a tap or a drag).
    const release = (held: Press) => {
      if (!held.held) return
      dispatch({ type: 'pointerDown', item: held.held, point: held.origin })
      held.held = null
    }
    const point = (e: PointerEvent | MouseEvent): Point => {
      const r = canvas.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const active = () => runtime.selection.kind === 'pressed' || runtime.selection.kind === 'dragging'
    const capture = (e: PointerEvent) => {
      try {
        canvas.setPointerCapture(e.pointerId)
      } catch {
        // synthetic events have no capture
      }
    }
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return
      const p = point(e)
      const l = live.current.layout
      const touch = e.pointerType !== 'mouse'
      live.current = { ...live.current, threshold: e.pointerType === 'touch' ? TOUCH_DRAG_THRESHOLD : DRAG_THRESHOLD }
      // A press closes an open zoom, and a mouse press ends a hover's.
      if (!touch || store.get(zoomAtom).kind === 'open') zoom({ type: 'close' })
      const items = hand()
      const target = cardAt(l, items, p.x, p.y, scroll.offset)
      if (touch && target) zoom({ type: 'press', target, point: p, now: performance.now() })
      const hit = handItemAt(l, items, p.x, p.y, scroll.offset)
      if (hit) {
        press = { origin: p, onItem: true, mode: 'undecided', held: touch ? hit.item : null }
        runtime.setPickedRect(hit.rect)
        capture(e)
        if (!touch) dispatch({ type: 'pointerDown', item: hit.item, point: p })
        return
      }
      if (contains(l.hand, p.x, p.y) && handScrollMax(l, items.length) > 0) {
        // Between items: the press can only scroll the hand.
        press = { origin: p, onItem: false, mode: 'scroll', held: null }
        scroll.set(grabScroll(scroll.state, l, p))
        capture(e)
        return
      }
      const slot = slotAt(l, p.x, p.y)
      press = { origin: p, onItem: false, mode: 'undecided', held: null, slot: touch ? slot : null }
      // A touch places on lifting (a long-press on a board card only zooms it).
      if (slot != null && runtime.selection.kind === 'selected' && !touch) dispatch({ type: 'clickSlot', index: slot })
      else if (slot == null) dispatch({ type: 'cancel' })
    }
    const onMove = (e: PointerEvent) => {
      const p = point(e)
      const l = live.current.layout
      const count = hand().length
      if (press) {
        zoom({ type: 'move', point: p })
        if (press.mode === 'zoomed') return
        if (press.mode === 'undecided' && press.onItem) {
          const gesture = pressGesture(l, handScrollMax(l, count) > 0, press.origin, p, live.current.threshold)
          if (gesture === 'scroll') {
            press.mode = 'scroll'
            if (!press.held) dispatch({ type: 'cancel' })
            scroll.set(grabScroll(scroll.state, l, press.origin))
          } else if (gesture === 'drag') {
            press.mode = 'drag'
            release(press)
          }
        } else if (press.mode === 'undecided' && Math.hypot(p.x - press.origin.x, p.y - press.origin.y) > live.current.threshold) press.mode = 'drag' // no tap
        if (press.mode === 'scroll') {
          scroll.set(dragScroll(scroll.state, l, count, p))
          setCursor(canvas, 'grabbing')
          return
        }
      }
      if (active()) {
        dispatch({ type: 'pointerMove', point: p, slot: slotAt(l, p.x, p.y) })
        setCursor(canvas, runtime.selection.kind === 'dragging' ? 'grabbing' : 'grab')
        return
      }
      if (e.pointerType === 'mouse' && !press) zoom({ type: 'hover', target: cardAt(l, hand(), p.x, p.y, scroll.offset), point: p, now: performance.now() })
      // The mouse resting on a slot shows its neighbour links (NeighbourLinks reads it in its ticker).
      runtime.setHoverSlot(e.pointerType === 'mouse' && !press ? slotAt(l, p.x, p.y) : null)
      const overHand = handItemAt(l, hand(), p.x, p.y, scroll.offset) !== null
      const overSlot = runtime.selection.kind === 'selected' && slotAt(l, p.x, p.y) !== null
      setCursor(canvas, overHand ? 'grab' : overSlot ? 'pointer' : 'default')
    }
    const onUp = (e: PointerEvent) => {
      const mode = press?.mode
      const tapped = press && mode === 'undecided' ? press : null
      press = null
      if (tapped) {
        release(tapped) // a tap
        if (tapped.slot != null && runtime.selection.kind === 'selected') dispatch({ type: 'clickSlot', index: tapped.slot })
      }
      zoom({ type: 'release' })
      if (mode === 'scroll') {
        scroll.set(releaseScroll(scroll.state))
        setCursor(canvas, 'default')
        return
      }
      if (!active()) return
      const p = point(e)
      dispatch({ type: 'pointerUp', point: p, slot: slotAt(live.current.layout, p.x, p.y) })
      setCursor(canvas, 'default')
    }
    const onCancel = () => {
      press = null
      scroll.set(releaseScroll(scroll.state))
      zoom({ type: 'release' })
      if (active()) dispatch({ type: 'cancel' })
    }
    const onLeave = (e: PointerEvent) => {
      runtime.setHoverSlot(null)
      if (e.pointerType === 'mouse' && !press) zoom({ type: 'hover', target: null, point: point(e), now: performance.now() })
    }
    const onWheel = (e: WheelEvent) => {
      const l = live.current.layout
      const p = point(e)
      if (!contains(l.hand, p.x, p.y)) return
      const count = hand().length
      if (handScrollMax(l, count) <= 0) return
      e.preventDefault()
      const delta = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.deltaY
      scroll.set(wheelScroll(scroll.state, l, count, delta * (e.deltaMode === 1 ? 16 : 1)))
    }
    const onMenu = (e: MouseEvent) => {
      const p = point(e)
      const target = cardAt(live.current.layout, hand(), p.x, p.y, scroll.offset)
      if (!target) return
      e.preventDefault()
      press = null
      if (active()) dispatch({ type: 'cancel' })
      zoom({ type: 'menu', target })
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      zoom({ type: 'close' })
      if (runtime.selection.kind !== 'idle') dispatch({ type: 'cancel' })
    }
    canvas.addEventListener('pointerdown', onDown)
    canvas.addEventListener('pointermove', onMove)
    canvas.addEventListener('pointerup', onUp)
    canvas.addEventListener('pointercancel', onCancel)
    canvas.addEventListener('pointerleave', onLeave)
    canvas.addEventListener('wheel', onWheel, { passive: false })
    canvas.addEventListener('contextmenu', onMenu)
    window.addEventListener('keydown', onKey)
    return () => {
      if (zoomTimer) clearTimeout(zoomTimer)
      canvas.removeEventListener('pointerdown', onDown)
      canvas.removeEventListener('pointermove', onMove)
      canvas.removeEventListener('pointerup', onUp)
      canvas.removeEventListener('pointercancel', onCancel)
      canvas.removeEventListener('pointerleave', onLeave)
      canvas.removeEventListener('wheel', onWheel)
      canvas.removeEventListener('contextmenu', onMenu)
      window.removeEventListener('keydown', onKey)
    }
  }, [canvas, dispatch, runtime, live, hand, enabled, store])
}
