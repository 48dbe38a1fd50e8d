// The board and hand as visually hidden buttons, in sync with the scene: the keyboard's and the
// screen reader's way to play. Its buttons hold the real focus (Tab reaches the hand, then the board;
// one tab stop each, arrows inside); the canvas draws a ring where the focused button is
// (keyboardFocusAtom, scene/view FocusLayer). A click on a button — Enter, Space, a screen reader's
// activation — sends the same selection event as a click on the canvas.
import { memo, useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { ROWS } from '../../../game'
import { boardView, clampFocus, clickEvent, focusAfterClick, focusAfterSelectionChange, pickedItem, reduceKeyboard, sameFocus, sameItem } from '../../../scene/model'
import type { KeyboardFocus, SceneLayout } from '../../../scene/model'
import { koForecastAtom } from '../../../scene/view/koForecast'
import { keyboardContext, keyboardFocusAtom, selectionEventAtom } from '../../../scene/view/useKeyboardInput'
import { useAtom, useAtomValue, useSetAtom, useStore } from '../../../state'
import { coarseSelectionAtom, gameAtom, selectionAtom } from '../../../state/game'
import { accessibilityText as t } from '../../../text/accessibility'
import { mirrorLabels, slotNeighbours } from './BoardMirrorLabels'

const keyOf = (f: KeyboardFocus): string => (f.zone === 'hand' ? `h${f.index}` : `b${f.slot}`)

/** The board's positions by row (3-5-5-5-3), for the grid's rows. */
const ROW_SLOTS: number[][] = ROWS.reduce<number[][]>((rows, length) => {
  const start = rows.flat().length
  return [...rows, Array.from({ length }, (_, k) => start + k)]
}, [])

// Memoised: the screen around it re-renders every second (the clock).
export const BoardMirror = memo(function BoardMirror({ layout }: { layout: SceneLayout | null }) {
  const store = useStore()
  const game = useAtomValue(gameAtom)
  const selection = useAtomValue(coarseSelectionAtom)
  const [focus, setFocus] = useAtom(keyboardFocusAtom)
  const send = useSetAtom(selectionEventAtom)
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const view = useMemo(() => (game ? boardView(game) : null), [game])
  const forecast = useAtomValue(koForecastAtom)
  const labels = useMemo(() => (view ? mirrorLabels(view, forecast) : null), [view, forecast])
  const idPrefix = useId()
  const previousSelection = useRef(selection)
  const lastHand = useRef(0)
  // A pick dropped from outside the mirror (the turn ran out, the game changed): a focus left on the
  // board, where Enter would do nothing, goes back to the hand.
  useEffect(() => {
    const before = previousSelection.current
    previousSelection.current = selection
    const current = store.get(keyboardFocusAtom)
    if (!current) return
    const next = clampFocus(focusAfterSelectionChange(current, before, selection), view?.hand.length ?? 0)
    if (sameFocus(current, next)) return
    setFocus(next)
    buttons.current.get(keyOf(next))?.focus()
  }, [selection, store, setFocus, view])
  if (!game || !view || !labels || game.you == null) return null

  const picked = pickedItem(selection)
  const pickedIndex = picked ? view.hand.findIndex((item) => sameItem(item, picked)) : -1
  // The hand's tab stop: the focused item, else the picked one, else the one last focused (Tab away and back).
  const handIndex = focus ? (focus.zone === 'hand' ? focus.index : focus.handIndex) : pickedIndex >= 0 ? pickedIndex : lastHand.current
  lastHand.current = handIndex
  const handStop = Math.min(handIndex, Math.max(0, view.hand.length - 1))
  const boardStop = focus?.zone === 'board' ? focus.slot : 0

  const context = () => keyboardContext(store.get(gameAtom), store.get(selectionAtom), layout)
  const move = (next: KeyboardFocus) => {
    const target = clampFocus(next, context().hand.length)
    setFocus(target)
    buttons.current.get(keyOf(target))?.focus()
  }
  const activate = (target: KeyboardFocus) => {
    const event = clickEvent(target, context().hand)
    if (!event) return
    const { before, after } = send(event)
    move(focusAfterClick(target, before, after, keyboardContext(store.get(gameAtom), after, layout)))
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (!focus || e.altKey || e.ctrlKey || e.metaKey) return
    const step = reduceKeyboard(clampFocus(focus, context().hand.length), e.key, context())
    if (!step) return
    e.preventDefault()
    if (step.event) send(step.event)
    move(step.focus)
  }
  const onFocus = (target: KeyboardFocus) => {
    if (!sameFocus(focus, target)) setFocus(target)
  }
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(null)
  }
  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element)
    else buttons.current.delete(key)
  }
  const slotTarget = (slot: number): KeyboardFocus => ({ zone: 'board', slot, handIndex: pickedIndex >= 0 ? pickedIndex : handStop })

  return (
    <section className="game-sr-only" aria-label={t.mirror} data-testid="board-mirror" onKeyDown={onKeyDown} onBlur={onBlur}>
      <div role="group" aria-label={t.hand}>
        {labels.hand.length === 0 && <p>{t.emptyHand}</p>}
        {labels.hand.map((label, i) => {
          const target: KeyboardFocus = { zone: 'hand', index: i }
          return (
            // Keyed by position: the button of a placed card stays and takes the next item's label, so the focus stays in the hand.
            <button
              key={i}
              ref={ref(keyOf(target))}
              type="button"
              tabIndex={i === handStop ? 0 : -1}
              aria-pressed={i === pickedIndex}
              onFocus={() => onFocus(target)}
              onClick={() => activate(target)}
            >
              {label}
            </button>
          )
        })}
      </div>
      <div role="grid" aria-label={t.board}>
        {ROW_SLOTS.map((row) => (
          <div role="row" key={row[0]}>
            {row.map((slot) => (
              <div role="gridcell" key={slot}>
                <button
                  ref={ref(`b${slot}`)}
                  type="button"
                  tabIndex={slot === boardStop ? 0 : -1}
                  onFocus={() => onFocus(slotTarget(slot))}
                  onClick={() => activate(focus?.zone === 'board' && focus.slot === slot ? focus : slotTarget(slot))}
                  aria-describedby={`${idPrefix}n${slot}`}
                >
                  {labels.slots[slot]}
                </button>
                <span id={`${idPrefix}n${slot}`} hidden>
                  {slotNeighbours(slot)}
                </span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </section>
  )
})
