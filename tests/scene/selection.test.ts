import { describe, expect, it } from 'vitest'
import { DRAG_THRESHOLD_PX, IDLE, draggedRect, isStale, pickedItem, placeTargets, reduceSelection, toMatchState } from '../../src/scene/model'
import type { GameSnapshot, HandItemRef, SelectionContext, SelectionEvent, SelectionState, SelectionStep } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell } from './fixtures'

const CARD: HandItemRef = { kind: 'card', instanceId: 101 }
const OTHER: HandItemRef = { kind: 'card', instanceId: 102 }
const SPELL: HandItemRef = { kind: 'spell', instanceId: 201 }
const ctxOf = (g: GameSnapshot = game(), extra: Partial<SelectionContext> = {}): SelectionContext => ({ match: toMatchState(g), you: g.you, ...extra })

/** Runs events from state, returning every step. */
function run(ctx: SelectionContext, events: SelectionEvent[], from: SelectionState = IDLE): SelectionStep[] {
  const steps: SelectionStep[] = []
  let state = from
  for (const e of events) {
    const step = reduceSelection(state, e, ctx)
    steps.push(step)
    state = step.state
  }
  return steps
}
const last = <T>(a: T[]): T => a[a.length - 1]
const P = (x: number, y: number) => ({ x, y })

// A board where position 4 holds an enemy card, 5 an enemy spell, 6 a card and a spell.
const busy = (): GameSnapshot => {
  let g = game()
  g = withCard(g, 4, card(301), 2)
  g = withSpell(g, 5, spell(401), 2)
  g = withCard(g, 6, card(302), 2)
  g = withSpell(g, 6, spell(402), 2)
  return g
}

describe('click selection', () => {
  const ctx = ctxOf()

  it('selects an item on click and unselects it on a second click', () => {
    const [a, b] = run(ctx, [{ type: 'clickItem', item: CARD }, { type: 'clickItem', item: CARD }])
    expect(a.state).toEqual({ kind: 'selected', item: CARD })
    expect(b.state).toEqual(IDLE)
    expect(a.intent ?? a.rejection ?? b.intent ?? b.rejection).toBeUndefined()
  })

  it('switches the selection to another item', () => {
    const steps = run(ctx, [{ type: 'clickItem', item: CARD }, { type: 'clickItem', item: SPELL }])
    expect(last(steps).state).toEqual({ kind: 'selected', item: SPELL })
    expect(pickedItem(last(steps).state)).toEqual(SPELL)
  })

  it('places the selected item with a click on a free slot', () => {
    const steps = run(ctx, [{ type: 'clickItem', item: CARD }, { type: 'clickSlot', index: 10 }])
    expect(last(steps)).toEqual({ state: IDLE, intent: { kind: 'place', item: CARD, index: 10 } })
  })

  it('ignores a slot click with nothing selected', () => {
    expect(reduceSelection(IDLE, { type: 'clickSlot', index: 3 }, ctx)).toEqual({ state: IDLE })
  })

  it('a pointer press and release without moving is a click (toggle)', () => {
    const steps = run(ctx, [
      { type: 'pointerDown', item: CARD, point: P(100, 100) },
      { type: 'pointerMove', point: P(102, 101), slot: null },
      { type: 'pointerUp', point: P(102, 101), slot: null },
    ])
    expect(steps[0].state.kind).toBe('pressed')
    expect(steps[1].state.kind).toBe('pressed')
    expect(last(steps).state).toEqual({ kind: 'selected', item: CARD })
    const again = run(ctx, [{ type: 'pointerDown', item: CARD, point: P(100, 100) }, { type: 'pointerUp', point: P(100, 100), slot: null }], last(steps).state)
    expect(last(again).state).toEqual(IDLE)
  })
})

describe('refusals with the spec messages', () => {
  it("click on a taken card slot → 'Position occupée', the selection stays", () => {
    const ctx = ctxOf(busy())
    const steps = run(ctx, [{ type: 'clickItem', item: CARD }, { type: 'clickSlot', index: 4 }])
    expect(last(steps).rejection).toEqual({ code: 'SLOT_TAKEN', message: 'Position occupée' })
    expect(last(steps).intent).toBeUndefined()
    expect(last(steps).state).toEqual({ kind: 'selected', item: CARD })
  })

  it("a spell on a taken spell slot → 'Position occupée'; a card there is fine", () => {
    const ctx = ctxOf(busy())
    const spellStep = last(run(ctx, [{ type: 'clickItem', item: SPELL }, { type: 'clickSlot', index: 5 }]))
    expect(spellStep.rejection?.message).toBe('Position occupée')
    const cardStep = last(run(ctx, [{ type: 'clickItem', item: CARD }, { type: 'clickSlot', index: 5 }]))
    expect(cardStep.intent).toEqual({ kind: 'place', item: CARD, index: 5 })
    const spellOnCard = last(run(ctx, [{ type: 'clickItem', item: SPELL }, { type: 'clickSlot', index: 4 }]))
    expect(spellOnCard.intent).toEqual({ kind: 'place', item: SPELL, index: 4 })
  })

  it("a position with a card and a spell → 'Poste déjà occupé' for either", () => {
    const ctx = ctxOf(busy())
    for (const item of [CARD, SPELL]) {
      const step = last(run(ctx, [{ type: 'clickItem', item }, { type: 'clickSlot', index: 6 }]))
      expect(step.rejection).toEqual({ code: 'POST_FULL', message: 'Poste déjà occupé' })
    }
  })

  it("picking out of turn → \"C'est le tour de l'adversaire\", nothing picked", () => {
    const ctx = ctxOf(game({ roundTo: 2 }))
    for (const event of [
      { type: 'clickItem', item: CARD },
      { type: 'pointerDown', item: CARD, point: P(0, 0) },
    ] as SelectionEvent[]) {
      const step = reduceSelection(IDLE, event, ctx)
      expect(step.state).toEqual(IDLE)
      expect(step.rejection).toEqual({ code: 'NOT_YOUR_TURN', message: "C'est le tour de l'adversaire" })
    }
  })

  it('placing a selection once the turn has passed is refused and unselects', () => {
    const ctx = ctxOf(game({ roundTo: 2 }))
    const step = reduceSelection({ kind: 'selected', item: CARD }, { type: 'clickSlot', index: 0 }, ctx)
    expect(step.rejection?.message).toBe("C'est le tour de l'adversaire")
    expect(step.state).toEqual(IDLE)
  })

  it('a finished game refuses with its message', () => {
    const step = reduceSelection(IDLE, { type: 'clickItem', item: CARD }, ctxOf(game({ open: false })))
    expect(step.rejection).toEqual({ code: 'FINISHED', message: 'La partie est terminée.' })
  })

  it("only the player's own hand items can be picked; someone looking on picks nothing", () => {
    const ctx = ctxOf()
    const foreign: HandItemRef = { kind: 'card', instanceId: 999 }
    expect(reduceSelection(IDLE, { type: 'clickItem', item: foreign }, ctx)).toEqual({ state: IDLE })
    expect(reduceSelection(IDLE, { type: 'pointerDown', item: foreign, point: P(0, 0) }, ctx)).toEqual({ state: IDLE })
    const wrongKind: HandItemRef = { kind: 'spell', instanceId: 101 }
    expect(reduceSelection(IDLE, { type: 'clickItem', item: wrongKind }, ctx)).toEqual({ state: IDLE })
    const spectator = ctxOf(game({ you: null }))
    expect(reduceSelection(IDLE, { type: 'clickItem', item: CARD }, spectator)).toEqual({ state: IDLE })
  })
})

describe('drag and drop', () => {
  const ctx = ctxOf(busy())
  const start: SelectionEvent = { type: 'pointerDown', item: CARD, point: P(100, 600) }

  it('separates a click from a drag by the movement threshold', () => {
    const within = run(ctx, [start, { type: 'pointerMove', point: P(100 + DRAG_THRESHOLD_PX, 600), slot: null }])
    expect(last(within).state.kind).toBe('pressed')
    const beyond = run(ctx, [start, { type: 'pointerMove', point: P(100 + DRAG_THRESHOLD_PX + 1, 600), slot: null }])
    expect(last(beyond).state.kind).toBe('dragging')
    const diagonal = run(ctx, [start, { type: 'pointerMove', point: P(105, 605), slot: null }])
    expect(last(diagonal).state.kind).toBe('dragging') // √50 ≈ 7.07 > 6
    const touch = run({ ...ctx, dragThreshold: 10 }, [start, { type: 'pointerMove', point: P(108, 600), slot: null }])
    expect(last(touch).state.kind).toBe('pressed')
  })

  it('follows the pointer and reports the slot under it and whether it may go there', () => {
    const steps = run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 10 }, { type: 'pointerMove', point: P(160, 200), slot: 4 }])
    expect(steps[1].state).toEqual({ kind: 'dragging', item: CARD, origin: P(100, 600), pointer: P(150, 300), overTarget: 10, overError: null })
    expect(steps[2].state).toMatchObject({ pointer: P(160, 200), overTarget: 4, overError: 'SLOT_TAKEN' })
    expect(draggedRect({ x: 90, y: 580, width: 60, height: 90 }, steps[2].state)).toEqual({ x: 150, y: 180, width: 60, height: 90 })
    expect(draggedRect({ x: 0, y: 0, width: 1, height: 1 }, IDLE)).toBeNull()
  })

  it('dropping on a free slot places the item', () => {
    const steps = run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 10 }, { type: 'pointerUp', point: P(150, 300), slot: 10 }])
    expect(last(steps)).toEqual({ state: IDLE, intent: { kind: 'place', item: CARD, index: 10 } })
  })

  it('a drag released beyond the threshold without move events is still a drop', () => {
    const steps = run(ctx, [start, { type: 'pointerUp', point: P(150, 300), slot: 10 }])
    expect(last(steps).intent).toEqual({ kind: 'place', item: CARD, index: 10 })
  })

  it('dropping on no slot cancels silently: the item returns to the hand', () => {
    const steps = run(ctx, [start, { type: 'pointerMove', point: P(10, 10), slot: null }, { type: 'pointerUp', point: P(10, 10), slot: null }])
    expect(last(steps)).toEqual({ state: IDLE })
  })

  it('dropping on a taken slot cancels with its message', () => {
    const taken = last(run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 4 }, { type: 'pointerUp', point: P(150, 300), slot: 4 }]))
    expect(taken).toEqual({ state: IDLE, rejection: { code: 'SLOT_TAKEN', message: 'Position occupée' } })
    const full = last(run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 6 }, { type: 'pointerUp', point: P(150, 300), slot: 6 }]))
    expect(full).toEqual({ state: IDLE, rejection: { code: 'POST_FULL', message: 'Poste déjà occupé' } })
  })

  it('cancel (Escape, turn ended, game changed) drops any selection or drag', () => {
    const dragging = last(run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 10 }])).state
    expect(reduceSelection(dragging, { type: 'cancel' }, ctx)).toEqual({ state: IDLE })
    expect(reduceSelection({ kind: 'selected', item: CARD }, { type: 'cancel' }, ctx)).toEqual({ state: IDLE })
    expect(reduceSelection(IDLE, { type: 'cancel' }, ctx).state).toBe(IDLE)
  })

  it('ignores a second press or a click while dragging, and moves or releases with nothing pressed', () => {
    const dragging = last(run(ctx, [start, { type: 'pointerMove', point: P(150, 300), slot: 10 }])).state
    expect(reduceSelection(dragging, { type: 'pointerDown', item: OTHER, point: P(0, 0) }, ctx).state).toBe(dragging)
    expect(reduceSelection(dragging, { type: 'clickItem', item: OTHER }, ctx).state).toBe(dragging)
    const selected: SelectionState = { kind: 'selected', item: CARD }
    expect(reduceSelection(selected, { type: 'pointerMove', point: P(1, 1), slot: 3 }, ctx).state).toBe(selected)
    expect(reduceSelection(selected, { type: 'pointerUp', point: P(1, 1), slot: 3 }, ctx).state).toBe(selected)
  })

  it('dragging the selected item and dropping it places it', () => {
    const steps = run(
      ctx,
      [
        { type: 'pointerDown', item: CARD, point: P(0, 0) },
        { type: 'pointerMove', point: P(50, 50), slot: 0 },
        { type: 'pointerUp', point: P(50, 50), slot: 0 },
      ],
      { kind: 'selected', item: CARD },
    )
    expect(last(steps).intent).toEqual({ kind: 'place', item: CARD, index: 0 })
  })
})

describe('the opening under rules 2: two cards before the first spell', () => {
  const opening = (): GameSnapshot => ({ ...game(), rules: 2 })

  it('refuses a spell with its message until two of your cards are on the board, and shows it no target', () => {
    const ctx = ctxOf(opening())
    const step = last(run(ctx, [{ type: 'clickItem', item: SPELL }, { type: 'clickSlot', index: 10 }]))
    expect(step.rejection).toEqual({ code: 'CARDS_FIRST', message: 'Posez d’abord deux cartes : un sort ne vient qu’après vos deux premières cartes.' })
    expect(step.intent).toBeUndefined()
    expect(placeTargets(ctx, SPELL)).toEqual([])
    expect(placeTargets(ctx, CARD)).toHaveLength(21)
    const one = ctxOf(withCard(opening(), 0, card(311), 1))
    expect(placeTargets(one, SPELL)).toEqual([])
  })

  it('lets the spell go once two of your cards are down (KO or not); a game of rules 1 never asked', () => {
    const two = ctxOf(withCard(withCard(opening(), 0, card(311), 1, 'KO'), 20, card(312), 1))
    expect(last(run(two, [{ type: 'clickItem', item: SPELL }, { type: 'clickSlot', index: 10 }])).intent).toEqual({ kind: 'place', item: SPELL, index: 10 })
    const old = ctxOf(game())
    expect(last(run(old, [{ type: 'clickItem', item: SPELL }, { type: 'clickSlot', index: 10 }])).intent).toEqual({ kind: 'place', item: SPELL, index: 10 })
  })
})

describe('placeTargets', () => {
  it('lists the positions where the item may go', () => {
    const ctx = ctxOf(busy())
    const cardTargets = placeTargets(ctx, CARD)
    expect(cardTargets).toHaveLength(21 - 2) // 4 and 6 hold cards
    expect(cardTargets).not.toContain(4)
    expect(cardTargets).not.toContain(6)
    expect(placeTargets(ctx, SPELL)).toEqual([...Array(21).keys()].filter((i) => i !== 5 && i !== 6))
    expect(placeTargets(ctxOf(game({ roundTo: 2 })), CARD)).toEqual([])
  })
})

describe('isStale', () => {
  it('tells the view to cancel when the turn ended or the item left the hand', () => {
    const selected: SelectionState = { kind: 'selected', item: CARD }
    expect(isStale(selected, ctxOf())).toBe(false)
    expect(isStale(IDLE, ctxOf(game({ roundTo: 2 })))).toBe(false)
    expect(isStale(selected, ctxOf(game({ roundTo: 2 })))).toBe(true)
    expect(isStale(selected, ctxOf(game({ hand: { cartes: [card(102)], spells: [] } })))).toBe(true)
  })
})
