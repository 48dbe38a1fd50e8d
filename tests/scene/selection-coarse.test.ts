// sameCoarse: what of the selection React redraws (the store's selectionAtom holds the whole state,
// React subscribes to the coarse view of it, so a pointer move during a drag re-renders nothing).
import { describe, expect, it } from 'vitest'
import { IDLE, boardSelection, hoverGlow, sameCoarse } from '../../src/scene/model'
import type { HandItemRef, SelectionState } from '../../src/scene/model'

const CARD: HandItemRef = { kind: 'card', instanceId: 101 }
const SPELL: HandItemRef = { kind: 'spell', instanceId: 201 }
const P = (x: number, y: number) => ({ x, y })
const drag = (over: number | null, x = 10): SelectionState => ({ kind: 'dragging', item: CARD, origin: P(0, 0), pointer: P(x, 5), overTarget: over, overError: null })

describe('sameCoarse', () => {
  it('ignores the pointer and the slot under the drag, not the kind or the item', () => {
    expect(sameCoarse(IDLE, IDLE)).toBe(true)
    expect(sameCoarse(drag(3, 10), drag(3, 99))).toBe(true)
    expect(sameCoarse(drag(3), drag(4))).toBe(true)
    expect(sameCoarse(drag(3), { ...drag(3), overError: 'SLOT_TAKEN' } as SelectionState)).toBe(true)
    expect(sameCoarse(drag(null), IDLE)).toBe(false)
    expect(sameCoarse(drag(3), { ...drag(3), item: SPELL } as SelectionState)).toBe(false)
    const selected = (item: HandItemRef): SelectionState => ({ kind: 'selected', item })
    expect(sameCoarse(selected(CARD), selected(CARD))).toBe(true)
    expect(sameCoarse(selected(CARD), selected(SPELL))).toBe(false)
  })
})

describe('hoverGlow', () => {
  it('lights the slot under a dragged card, red when refused, nothing otherwise', () => {
    expect(hoverGlow(drag(3))).toEqual({ slot: 3, refused: false })
    expect(hoverGlow({ ...drag(5), overError: 'SLOT_TAKEN' } as SelectionState)).toEqual({ slot: 5, refused: true })
    expect(hoverGlow(drag(null))).toBeNull()
    expect(hoverGlow({ kind: 'selected', item: CARD })).toBeNull()
    expect(hoverGlow(IDLE)).toBeNull()
  })
})

describe('boardSelection', () => {
  it('leaves the board still through a press and a drag (the drag canvas draws them), keeps a pressed selected item selected', () => {
    const selected: SelectionState = { kind: 'selected', item: CARD }
    expect(boardSelection(drag(3))).toBe(IDLE)
    expect(boardSelection({ kind: 'pressed', item: CARD, origin: P(0, 0), wasSelected: false })).toBe(IDLE)
    expect(boardSelection({ kind: 'pressed', item: CARD, origin: P(0, 0), wasSelected: true })).toEqual(selected)
    expect(boardSelection(selected)).toBe(selected)
    expect(boardSelection(IDLE)).toBe(IDLE)
    // from a press to the drag and on, the board's view never changes
    expect(sameCoarse(boardSelection({ kind: 'pressed', item: CARD, origin: P(0, 0), wasSelected: false }), boardSelection(drag(null)))).toBe(true)
  })
})
