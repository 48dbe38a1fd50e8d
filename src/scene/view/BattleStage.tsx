// The scene's root inside the Pixi application: draws the model of the current snapshot (board,
// hand, highlights, drag layer, timer bar), turns pointer events on the canvas into selection
// events (hit-tested with the model), emits intents, and plays the snapshot diffs (placements,
// KOs, turn start) as short tweens and sound cues.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useApplication } from '@pixi/react'
import { UPDATE_PRIORITY } from 'pixi.js'
import {
  IDLE,
  boardView,
  diffSnapshots,
  handItemAt,
  handRefs,
  isStale,
  isYourTurn,
  pickedItem,
  placeTargets,
  reduceSelection,
  slotAt,
  startHighlights,
  toMatchState,
  turnHighlights,
  turnStarted,
  sameItem,
} from '../model'
import type { HandItemRef, Point, SceneLayout, SelectionContext, SelectionEvent, SelectionState } from '../model'
import { useAtomValue, useSetAtom, useStore } from '../../state'
import { cueAtom, gameAtom, gameErrorAtom, selectionAtom } from '../../state/game'
import { placeItemAtom } from '../../state/gameIntents'
import type { Game } from '../../api/games'
import { BoardLayer } from './BoardLayer'
import { DragLayer } from './DragLayer'
import { HandLayer } from './HandLayer'
import { HighlightLayer } from './HighlightLayer'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { TimerBar } from './TimerBar'
import { flushAtlas } from './atlas'
import { invalidateScene, takeDirty, useInvalidateOnCommit } from './frame'
import './pixi'

interface BattleStageProps {
  layout: SceneLayout
  resolution: number
  palette: ScenePalette
  runtime: SceneRuntime
}

/** Touch presses move more before they count as a drag. */
const TOUCH_DRAG_THRESHOLD = 10

/** The canvas's cursor (grab over the hand, grabbing while dragging, pointer over a slot when selected). */
function setCursor(canvas: HTMLCanvasElement, cursor: string): void {
  if (canvas.style.cursor !== cursor) canvas.style.cursor = cursor
}

/**
 * Mirrors what the scene shows on the canvas element (data-cards: '.' or 'x' per position, K for a
 * KO card; data-hand: items in hand), for assistive tooling and the browser tests.
 */
function markBoard(canvas: HTMLCanvasElement, game: Game): void {
  canvas.dataset.cards = game.plateau.map((id, i) => (id == null ? '.' : game.satutscard[i] === 'KO' ? 'K' : 'x')).join('')
  canvas.dataset.spells = game.plateauspell.map((id) => (id == null ? '.' : 's')).join('')
  canvas.dataset.hand = String((game.hand?.cartes.length ?? 0) + (game.hand?.spells.length ?? 0))
  canvas.dataset.version = String(game.version)
  canvas.dataset.turn = isYourTurn(game) ? 'mine' : 'theirs'
}

/** The selection context of a snapshot (cached per snapshot: pointer moves ask for it often). */
const contexts = new WeakMap<Game, SelectionContext>()
function contextOf(game: Game): SelectionContext {
  let ctx = contexts.get(game)
  if (!ctx) {
    ctx = { match: toMatchState(game), you: game.you }
    contexts.set(game, ctx)
  }
  return ctx
}

/** Only what React must redraw: the kind, the item, and the slot under a dragged card. */
const sameCoarse = (a: SelectionState, b: SelectionState): boolean => {
  if (a.kind !== b.kind) return false
  if (a.kind === 'idle' || b.kind === 'idle') return true
  if (!sameItem(a.item, b.item)) return false
  if (a.kind === 'dragging' && b.kind === 'dragging') return a.overTarget === b.overTarget && a.overError === b.overError
  return true
}

/** Renders the stage once the Pixi application is initialised (@pixi/react may render children while it initialises). */
export function BattleStage(props: BattleStageProps) {
  const { app, isInitialised } = useApplication()
  return isInitialised && app.renderer ? <Stage {...props} /> : null
}

function Stage({ layout, resolution, palette, runtime }: BattleStageProps) {
  const { app } = useApplication()
  const game = useAtomValue(gameAtom)
  const selection = useAtomValue(selectionAtom)
  const setSelection = useSetAtom(selectionAtom)
  const place = useSetAtom(placeItemAtom)
  const showError = useSetAtom(gameErrorAtom)
  const cue = useSetAtom(cueAtom)

  const view = useMemo(() => (game ? boardView(game) : null), [game])
  const ctx = useMemo<SelectionContext | null>(() => (game ? contextOf(game) : null), [game])
  const picked = pickedItem(selection)
  const targets = useMemo(() => (picked && ctx ? new Set(placeTargets(ctx, picked)) : null), [picked, ctx])
  const pickedView = useMemo(
    () => (picked && view ? (view.hand.find((h) => h.kind === picked.kind && h.instanceId === picked.instanceId) ?? null) : null),
    [picked, view],
  )

  // The DOM listeners are bound once and read the store at event time (a render started before a
  // pointer event may commit after it, so rendered values can be one snapshot late).
  const store = useStore()
  const live = useRef({ layout, threshold: 6 })
  useEffect(() => {
    live.current = { ...live.current, layout }
  }, [layout])
  const current = useCallback((): { game: Game | null; ctx: SelectionContext | null; hand: HandItemRef[] } => {
    const g = store.get(gameAtom)
    return { game: g, ctx: g ? contextOf(g) : null, hand: g ? handRefs(g) : [] }
  }, [store])

  const dispatch = useCallback(
    (event: SelectionEvent) => {
      const { ctx: now } = current()
      if (!now) return
      const step = reduceSelection(runtime.selection, event, { ...now, dragThreshold: live.current.threshold })
      const before = runtime.selection
      runtime.setSelection(step.state)
      if (!sameCoarse(before, step.state)) setSelection(step.state)
      if (step.rejection) showError(step.rejection.message)
      if (step.intent) void place(step.intent)
    },
    [runtime, current, setSelection, showError, place],
  )

  // The atom went back to idle elsewhere (a move sent, the timeout): follow it. The store is read
  // now, not the rendered value: a render started before a pointer event may commit after it.
  useEffect(() => {
    if (store.get(selectionAtom).kind === 'idle' && runtime.selection.kind !== 'idle') runtime.setSelection(IDLE)
  }, [selection, runtime, store])

  // Pointer input on the canvas element.
  useEffect(() => {
    const canvas = app.canvas as HTMLCanvasElement
    const point = (e: PointerEvent): Point => {
      const r = canvas.getBoundingClientRect()
      return { x: e.clientX - r.left, y: e.clientY - r.top }
    }
    const active = () => runtime.selection.kind === 'pressed' || runtime.selection.kind === 'dragging'
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return
      const p = point(e)
      const l = live.current.layout
      const h = current().hand
      live.current = { ...live.current, threshold: e.pointerType === 'touch' ? TOUCH_DRAG_THRESHOLD : 6 }
      const hit = handItemAt(l, h, p.x, p.y)
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
      const overHand = handItemAt(l, current().hand, p.x, p.y) !== null
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
  }, [app, dispatch, runtime, current])

  // The canvas follows the host's size and the device pixel ratio.
  useEffect(() => {
    app.renderer.resize(layout.width, layout.height, resolution)
    runtime.animator.clear()
    invalidateScene()
  }, [app, layout.width, layout.height, resolution, runtime])

  // Snapshot diffs: animations and cues.
  const prevGame = useRef<Game | null>(null)
  useEffect(() => {
    if (!game) return
    const prev = prevGame.current
    prevGame.current = game
    markBoard(app.canvas as HTMLCanvasElement, game)
    const now = performance.now()
    const diff = diffSnapshots(prev, game)
    for (const p of diff.placements) {
      if (p.kind !== 'card') continue
      if (p.by === game.you) runtime.animateLand(p.index, now)
      else runtime.animateDrop(p.index, now)
    }
    if (diff.opponentPlacements.length > 0) cue('place')
    if (diff.newKo.length > 0) {
      for (const i of diff.newKo) runtime.animateKo(i, now)
      cue('ko')
    }
    if (turnStarted(prev, game)) {
      runtime.setHighlights(startHighlights(turnHighlights(game), now))
      cue('turn')
    }
    const fresh = store.get(gameAtom)
    if (fresh && isStale(runtime.selection, contextOf(fresh))) dispatch({ type: 'cancel' })
  }, [app, game, store, runtime, cue, dispatch])

  // On-demand rendering: the application's own per-frame render is replaced by one that draws only
  // when a layer invalidated the scene or a tween runs; a failing frame never stops the ticker.
  useEffect(() => {
    const ticker = app.ticker
    ticker.remove(app.render, app)
    const renderIfDirty = () => {
      const animating = runtime.animator.running > 0
      runtime.animator.update(performance.now())
      if (!takeDirty() && !animating) return
      try {
        flushAtlas()
        app.render()
      } catch (error) {
        console.error(error)
      }
    }
    ticker.add(renderIfDirty, null, UPDATE_PRIORITY.LOW)
    invalidateScene()
    return () => {
      // The application may already be destroyed (leaving the screen): then there is nothing to restore.
      if (!app.renderer) return
      try {
        ticker.remove(renderIfDirty)
        ticker.add(app.render, app, UPDATE_PRIORITY.LOW)
      } catch {
        // ticker already torn down
      }
    }
  }, [app, runtime])
  useInvalidateOnCommit()

  return (
    <pixiContainer label="stage">
      <TimerBar rect={layout.timerBar} palette={palette} active={!!game && game.open && game.status === 'PLAYING'} />
      <BoardLayer layout={layout} view={view} palette={palette} resolution={resolution} runtime={runtime} />
      <HighlightLayer layout={layout} targets={targets} palette={palette} runtime={runtime} />
      <HandLayer
        layout={layout}
        items={view?.hand ?? []}
        selection={selection}
        palette={palette}
        resolution={resolution}
        runtime={runtime}
      />
      <DragLayer
        item={selection.kind === 'dragging' ? pickedView : null}
        size={layout.handItemSize}
        palette={palette}
        resolution={resolution}
        runtime={runtime}
      />
    </pixiContainer>
  )
}
