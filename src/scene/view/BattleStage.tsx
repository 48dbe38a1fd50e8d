// The scene's root inside the Pixi application: draws the model of the current snapshot (board,
// hand, highlights, drag layer, timer bar) and feeds the selection reducer (its state has one owner,
// src/state selectionAtom), whose intents it emits.
// One concern per file, as chessground splits events, drag and render: input binding and
// hit-testing (usePointerInput), animation triggers from snapshot diffs (useSnapshotAnimations),
// on-demand rendering (useOnDemandRender), the test mirror (boardMirror), the selection context
// (selectionContext). Sounds are cued by src/state (showGameAtom), not here.
// Read-only (a spectator): no input is bound and no hand, highlight or drag layer is drawn.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useApplication } from '@pixi/react'
import { boardView, handRefs, pickedItem, placeTargets, reduceSelection } from '../model'
import type { SceneLayout, SelectionContext, SelectionEvent } from '../model'
import { useAtomValue, useSetAtom, useStore } from '../../state'
import { boardSelectionAtom, gameAtom, gameErrorAtom, selectionAtom } from '../../state/game'
import { placeItemAtom } from '../../state/gameIntents'
import { BoardLayer } from './BoardLayer'
import { CelebrationLayer } from './CelebrationLayer'
import { FocusLayer } from './FocusLayer'
import { ForecastLayer } from './ForecastLayer'
import { boardForecastAtom } from './koForecast'
import { BoardNeighbourLinks } from './NeighbourLinks'
import { ClashLayer } from './ClashLayer'
import { HandLayer } from './HandLayer'
import { HighlightLayer } from './HighlightLayer'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { contextOf } from './selectionContext'
import { DRAG_THRESHOLD, usePointerInput, type LiveInput } from './usePointerInput'
import { useOnDemandRender } from './useOnDemandRender'
import { useSnapshotAnimations } from './useSnapshotAnimations'
import './pixi'

interface BattleStageProps {
  layout: SceneLayout
  resolution: number
  palette: ScenePalette
  runtime: SceneRuntime
  /** A spectator's board: drawn, never touched. */
  readOnly?: boolean
}

/** Renders the stage once the Pixi application is initialised (@pixi/react may render children while it initialises). */
export function BattleStage(props: BattleStageProps) {
  const { app, isInitialised } = useApplication()
  return isInitialised && app.renderer ? <Stage {...props} /> : null
}

function Stage({ layout, resolution, palette, runtime, readOnly = false }: BattleStageProps) {
  const { app } = useApplication()
  const canvas = app.canvas as HTMLCanvasElement
  const game = useAtomValue(gameAtom)
  // React redraws on coarse changes only; the pointer's moves are read per frame from the store. A
  // press or a drag leaves the board still (boardSelectionAtom): the drag canvas draws over it.
  const selection = useAtomValue(boardSelectionAtom)
  const setSelection = useSetAtom(selectionAtom)
  const place = useSetAtom(placeItemAtom)
  const showError = useSetAtom(gameErrorAtom)

  const view = useMemo(() => (game ? boardView(game) : null), [game])
  const ctx = useMemo<SelectionContext | null>(() => (game ? contextOf(game) : null), [game])
  const picked = pickedItem(selection)
  const targets = useMemo(() => (picked && ctx ? new Set(placeTargets(ctx, picked)) : null), [picked, ctx])
  const forecast = useAtomValue(boardForecastAtom)

  // The DOM listeners are bound once and read the store at event time (a render started before a
  // pointer event may commit after it, so rendered values can be one snapshot late).
  const store = useStore()
  useEffect(() => runtime.bindSelection(() => store.get(selectionAtom)), [runtime, store])
  const live = useRef<LiveInput>({ layout, threshold: DRAG_THRESHOLD })
  useEffect(() => {
    live.current = { ...live.current, layout }
  }, [layout])
  const latest = useCallback(() => store.get(gameAtom), [store])
  const hand = useCallback(() => {
    const g = latest()
    return g ? handRefs(g) : []
  }, [latest])

  const dispatch = useCallback(
    (event: SelectionEvent) => {
      const g = latest()
      if (!g) return
      const step = reduceSelection(store.get(selectionAtom), event, { ...contextOf(g), dragThreshold: live.current.threshold })
      setSelection(step.state)
      if (step.rejection) showError(step.rejection.message)
      if (step.intent) void place(step.intent)
    },
    [store, latest, setSelection, showError, place],
  )

  usePointerInput(canvas, runtime, live, hand, dispatch, !readOnly)
  useSnapshotAnimations(canvas, game, latest, runtime, dispatch)
  useOnDemandRender(app, runtime, layout, resolution)

  return (
    <pixiContainer label="stage">
      <BoardLayer layout={layout} view={view} palette={palette} resolution={resolution} runtime={runtime} />
      <ClashLayer layout={layout} view={view} palette={palette} resolution={resolution} runtime={runtime} />
      {!readOnly && <HighlightLayer layout={layout} targets={targets} palette={palette} runtime={runtime} />}
      {!readOnly && <ForecastLayer layout={layout} forecast={forecast} kind={picked?.kind ?? null} palette={palette} resolution={resolution} />}
      {!readOnly && <BoardNeighbourLinks layout={layout} palette={palette} runtime={runtime} />}
      {!readOnly && (
        <HandLayer
          layout={layout}
          items={view?.hand ?? []}
          selection={selection}
          palette={palette}
          resolution={resolution}
          runtime={runtime}
        />
      )}
      {!readOnly && <FocusLayer layout={layout} handCount={view?.hand.length ?? 0} runtime={runtime} />}
      {!readOnly && <CelebrationLayer layout={layout} runtime={runtime} />}
      {/* The dragged card and the timer bar are drawn outside this canvas (DragCanvas, TimerBar in BattleCanvas). */}
    </pixiContainer>
  )
}
