// sameCoarse: what of the selection React redraws (the store's selectionAtom holds the whole state,
// React subscribes to the coarse view of it, so a pointer move during a drag re-renders nothing).
import { describe, expect, it } from 'vitest'
import { IDLE, sameCoarse } from '../../src/scene/model'
import type { HandItemRef, SelectionState } from '../../src/scene/model'

const CARD: HandItemRef = { kind: 'card', instanceId: 101 }
const SPELL: HandItemRef = { kind: 'spell', instanceId: 201 }
const P = (x: number, y: number) => ({ x, y })
const drag = (over: number | null, x = 10): SelectionState => ({ kind: 'dragging', item: CARD, origin: P(0, 0), pointer: P(x, 5), overTarget: over, overError: null })

describe('sameCoarse', () => {
  it('ignores the pointer, not the kind, the item or the slot under the drag', () => {
    expect(sameCoarse(IDLE, IDLE)).toBe(true)
    expect(sameCoarse(drag(3, 10), drag(3, 99))).toBe(true)
    expect(sameCoarse(drag(3), drag(4))).toBe(false)
    expect(sameCoarse(drag(3), { ...drag(3), overError: 'SLOT_TAKEN' } as SelectionState)).toBe(false)
    expect(sameCoarse(drag(null), IDLE)).toBe(false)
    const selected = (item: HandItemRef): SelectionState => ({ kind: 'selected', item })
    expect(sameCoarse(selected(CARD), selected(CARD))).toBe(true)
    expect(sameCoarse(selected(CARD), selected(SPELL))).toBe(false)
  })
})
