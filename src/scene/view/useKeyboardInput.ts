// Keyboard play's shared state: the keyboard focus (one for the DOM mirror's buttons, which hold the
// real focus, and the canvas's ring, which follows it), the geometry the arrows follow (the layout's
// slot rects), and the selection events the mirror sends, reduced exactly like the pointer's
// (same reducer, same intents). No Pixi here: the chrome imports this module without the canvas chunk.
import { handItemRects, handRefs, pickedItem, placeTargets, reduceSelection } from '../model'
import type { HandItemRef, KeyboardContext, KeyboardFocus, SceneLayout, SelectionEvent, SelectionState } from '../model'
import { atom } from '../../state'
import { gameAtom, gameErrorAtom, selectionAtom } from '../../state/game'
import type { Game } from '../../state/game'
import { placeItemAtom } from '../../state/gameIntents'
import { contextOf } from './selectionContext'

/** The hand item or slot focused from the keyboard or a screen reader; null when the focus is elsewhere. */
export const keyboardFocusAtom = atom<KeyboardFocus | null>(null)

/** Sends one selection event (a click on a hand item or a slot, a cancel); returns the selection before and after. */
export const selectionEventAtom = atom(null, (get, set, event: SelectionEvent): { before: SelectionState; after: SelectionState } => {
  const before = get(selectionAtom)
  const game = get(gameAtom)
  if (!game) return { before, after: before }
  const step = reduceSelection(before, event, contextOf(game))
  set(selectionAtom, step.state)
  if (step.rejection) set(gameErrorAtom, step.rejection.message)
  if (step.intent) void set(placeItemAtom, step.intent)
  return { before, after: step.state }
})

/** The geometry and targets the arrows follow, for the game, selection and layout shown. */
export function keyboardContext(game: Game | null, selection: SelectionState, layout: SceneLayout | null): KeyboardContext & { hand: HandItemRef[] } {
  const hand = game ? handRefs(game) : []
  const picked = pickedItem(selection)
  return {
    hand,
    handRects: layout ? handItemRects(layout, hand.length) : [],
    slotRects: layout?.slots ?? [],
    targets: picked && game ? new Set(placeTargets(contextOf(game), picked)) : null,
  }
}
