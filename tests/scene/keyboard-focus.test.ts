import { describe, expect, it } from 'vitest'
import { IDLE, centralSlot, clampFocus, clickEvent, computeLayout, directionOfKey, focusAfterClick, focusAfterSelectionChange, handItemRects, nearestInDirection, reduceKeyboard } from '../../src/scene/model'
import type { KeyboardContext, KeyboardFocus, SceneLayout, SelectionState } from '../../src/scene/model'

const SIZES: [number, number][] = [
  [1440, 900],
  [390, 844],
  [844, 390],
]
const contextOf = (layout: SceneLayout, handCount: number, targets: number[] | null = null): KeyboardContext => ({
  handRects: handItemRects(layout, handCount),
  slotRects: layout.slots,
  targets: targets ? new Set(targets) : null,
})
const card = (instanceId: number) => ({ kind: 'card' as const, instanceId })
const selected = (instanceId: number): SelectionState => ({ kind: 'selected', item: card(instanceId) })

describe('keyboard focus: arrows follow the board as drawn', () => {
  // The board: rows 3-5-5-5-3, centred (0 1 2 / 3 4 5 6 7 / 8 … 12 / 13 … 17 / 18 19 20).
  for (const [width, height] of SIZES) {
    const layout = computeLayout({ width, height })
    const go = (from: number, d: 'left' | 'right' | 'up' | 'down', allowed?: number[]) => nearestInDirection(layout.slots, from, d, allowed ? new Set(allowed) : null)

    it(`${width}×${height}: neighbours in the rows and columns`, () => {
      expect(go(10, 'left')).toBe(9)
      expect(go(10, 'right')).toBe(11)
      expect(go(10, 'up')).toBe(5)
      expect(go(10, 'down')).toBe(15)
      expect(go(0, 'down')).toBe(4) // the short row sits over the middle three of the long one
      expect(go(4, 'up')).toBe(0)
      expect(go(19, 'up')).toBe(15)
    })

    it(`${width}×${height}: the board's edges hold the focus`, () => {
      expect(go(2, 'right')).toBeNull()
      expect(go(0, 'left')).toBeNull()
      expect(go(1, 'up')).toBeNull()
      expect(go(20, 'down')).toBeNull()
      expect(go(3, 'up')).toBe(0) // the nearest above, half a slot aside
    })

    it(`${width}×${height}: with an item picked, only its free slots, the nearest that way`, () => {
      expect(go(10, 'right', [10, 12, 20])).toBe(12)
      expect(go(10, 'down', [10, 12, 20])).toBe(20)
      expect(go(2, 'down', [2, 18])).toBe(18) // out of the cone when nothing else lies that way
      expect(go(10, 'up', [10, 20])).toBeNull()
    })
  }

  it('the landing slot after a pick is the free one nearest the centre', () => {
    const layout = computeLayout({ width: 1440, height: 900 })
    expect(centralSlot(layout.slots, null)).toBe(10)
    expect(centralSlot(layout.slots, new Set([0, 11, 20]))).toBe(11)
    expect(centralSlot(layout.slots, new Set())).toBeNull()
  })
})

describe('keyboard focus: keys', () => {
  const layout = computeLayout({ width: 1440, height: 900 })

  it('reads only arrows and Escape (Enter and Space are the focused button’s click)', () => {
    expect(directionOfKey('ArrowUp')).toBe('up')
    expect(directionOfKey('a')).toBeNull()
    const focus: KeyboardFocus = { zone: 'hand', index: 0 }
    for (const key of ['Enter', ' ', 'Tab', 'x']) expect(reduceKeyboard(focus, key, contextOf(layout, 3))).toBeNull()
  })

  it('arrows move along the hand and stop at its ends', () => {
    const ctx = contextOf(layout, 3)
    expect(reduceKeyboard({ zone: 'hand', index: 0 }, 'ArrowRight', ctx)?.focus).toEqual({ zone: 'hand', index: 1 })
    expect(reduceKeyboard({ zone: 'hand', index: 2 }, 'ArrowRight', ctx)?.focus).toEqual({ zone: 'hand', index: 2 })
    expect(reduceKeyboard({ zone: 'hand', index: 0 }, 'ArrowLeft', ctx)?.focus).toEqual({ zone: 'hand', index: 0 })
    // a single row: up and down step through it too
    expect(reduceKeyboard({ zone: 'hand', index: 1 }, 'ArrowDown', ctx)?.focus).toEqual({ zone: 'hand', index: 2 })
  })

  it('beside the board (phone held sideways) the hand is a grid: up and down change rows', () => {
    const side = computeLayout({ width: 844, height: 390 })
    const ctx = contextOf(side, 14)
    const rects = ctx.handRects
    expect(new Set(rects.map((r) => r.y)).size).toBeGreaterThan(1)
    const next = reduceKeyboard({ zone: 'hand', index: 0 }, 'ArrowDown', ctx)?.focus
    expect(next?.zone).toBe('hand')
    const index = next?.zone === 'hand' ? next.index : -1
    expect(rects[index]!.y).toBeGreaterThan(rects[0]!.y)
    expect(rects[index]!.x).toBeCloseTo(rects[0]!.x)
  })

  it('arrows on the board visit only the targets of the picked item', () => {
    const ctx = contextOf(layout, 3, [3, 10, 11])
    expect(reduceKeyboard({ zone: 'board', slot: 10, handIndex: 1 }, 'ArrowRight', ctx)?.focus).toEqual({ zone: 'board', slot: 11, handIndex: 1 })
    expect(reduceKeyboard({ zone: 'board', slot: 10, handIndex: 1 }, 'ArrowDown', ctx)?.focus).toEqual({ zone: 'board', slot: 10, handIndex: 1 })
  })

  it('Escape cancels and brings the focus back to the item in hand', () => {
    const step = reduceKeyboard({ zone: 'board', slot: 10, handIndex: 2 }, 'Escape', contextOf(layout, 3))
    expect(step).toEqual({ focus: { zone: 'hand', index: 2 }, event: { type: 'cancel' } })
    expect(reduceKeyboard({ zone: 'hand', index: 1 }, 'Escape', contextOf(layout, 3))).toEqual({ focus: { zone: 'hand', index: 1 }, event: { type: 'cancel' } })
  })

  it('a click is the same selection event as the pointer’s', () => {
    const hand = [card(101), card(102)]
    expect(clickEvent({ zone: 'hand', index: 1 }, hand)).toEqual({ type: 'clickItem', item: card(102) })
    expect(clickEvent({ zone: 'hand', index: 5 }, hand)).toBeNull()
    expect(clickEvent({ zone: 'board', slot: 7, handIndex: 0 }, hand)).toEqual({ type: 'clickSlot', index: 7 })
  })

  it('after a pick the focus goes to the board; after a placement, back to the hand', () => {
    const ctx = contextOf(layout, 3, [0, 11, 20])
    expect(focusAfterClick({ zone: 'hand', index: 1 }, IDLE, selected(102), ctx)).toEqual({ zone: 'board', slot: 11, handIndex: 1 })
    // a refused pick (not your turn) leaves it in the hand
    expect(focusAfterClick({ zone: 'hand', index: 1 }, IDLE, IDLE, ctx)).toEqual({ zone: 'hand', index: 1 })
    // unpicking the same item (a second Enter) leaves it in the hand
    expect(focusAfterClick({ zone: 'hand', index: 1 }, selected(102), IDLE, ctx)).toEqual({ zone: 'hand', index: 1 })
    expect(focusAfterClick({ zone: 'board', slot: 11, handIndex: 1 }, selected(102), IDLE, ctx)).toEqual({ zone: 'hand', index: 1 })
    // a refused placement (taken slot) keeps the board
    expect(focusAfterClick({ zone: 'board', slot: 4, handIndex: 1 }, selected(102), selected(102), ctx)).toEqual({ zone: 'board', slot: 4, handIndex: 1 })
  })

  it('a pick dropped from outside (the turn ran out, the game changed) sends a board focus back to its hand item', () => {
    expect(focusAfterSelectionChange({ zone: 'board', slot: 11, handIndex: 2 }, selected(102), IDLE)).toEqual({ zone: 'hand', index: 2 })
    // browsing the board with nothing picked: the focus stays
    expect(focusAfterSelectionChange({ zone: 'board', slot: 11, handIndex: 2 }, IDLE, IDLE)).toEqual({ zone: 'board', slot: 11, handIndex: 2 })
    // a pick while on the board, or a focus in the hand: unchanged
    expect(focusAfterSelectionChange({ zone: 'board', slot: 11, handIndex: 2 }, IDLE, selected(102))).toEqual({ zone: 'board', slot: 11, handIndex: 2 })
    expect(focusAfterSelectionChange({ zone: 'hand', index: 1 }, selected(102), IDLE)).toEqual({ zone: 'hand', index: 1 })
  })

  it('the focus stays inside a shrinking hand', () => {
    expect(clampFocus({ zone: 'hand', index: 4 }, 3)).toEqual({ zone: 'hand', index: 2 })
    expect(clampFocus({ zone: 'board', slot: 3, handIndex: 4 }, 2)).toEqual({ zone: 'board', slot: 3, handIndex: 1 })
    expect(clampFocus({ zone: 'hand', index: 0 }, 0)).toEqual({ zone: 'hand', index: 0 })
  })
})
