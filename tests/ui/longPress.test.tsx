// The long-press zoom of the battle's pointer input (src/scene/view/usePointerInput.ts): a browser
// timer may fire a fraction of a millisecond before performance.now() reaches the press's due time
// (its clock is coarsened); the zoom must still open, a moment later, instead of staying pending
// until the finger lifts (found in Chromium, where every long-press at a turn start failed).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'jotai'
import { computeLayout, handItemRects, handRefs, LONG_PRESS_MS } from '../../src/scene/model'
import { zoomAtom } from '../../src/state'
import { SceneRuntime } from '../../src/scene/view/runtime'
import { usePointerInput, DRAG_THRESHOLD } from '../../src/scene/view/usePointerInput'
import { game } from '../scene/fixtures'
import { createTestStore } from './helpers/store'

afterEach(() => vi.restoreAllMocks())

describe('a long-press on a hand card', () => {
  it('opens the zoom even when its timer fires just before the due time', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let clock = 10_000
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const store = createTestStore()
    const layout = computeLayout({ width: 390, height: 844 })
    const snapshot = game()
    const items = handRefs(snapshot)
    expect(items.length).toBeGreaterThan(0)
    const canvas = document.createElement('canvas')
    document.body.append(canvas)
    const live = { current: { layout, threshold: DRAG_THRESHOLD } }
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children)
    renderHook(() => usePointerInput(canvas, new SceneRuntime(), live, () => items, () => undefined), { wrapper })

    const r = handItemRects(layout, items.length, 0)[0]
    canvas.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', button: 0, clientX: r.x + r.width / 2, clientY: r.y + r.height / 3, bubbles: true }))
    expect(store.get(zoomAtom).kind).toBe('pending')

    clock += LONG_PRESS_MS - 0.4 // the timer's moment, as the page's clock reads it
    vi.advanceTimersByTime(LONG_PRESS_MS)
    clock += 1
    vi.advanceTimersByTime(1)
    expect(store.get(zoomAtom)).toMatchObject({ kind: 'open', source: 'press', target: { where: 'hand', item: items[0] } })
    canvas.remove()
  })
})
