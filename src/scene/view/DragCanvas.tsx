// What a drag draws over the board's canvas, which holds still from the press to the drop (no React
// commit there: boardSelectionAtom): on a canvas of its own, where the item may go (steady glows,
// the others dimmed), its KO badges, the hovered slot's glow and neighbour links — drawn at the
// pick-up and when the slot under the card changes —; as DOM elements, the item's ghost in the hand
// (HandGhost) and the card itself, moved by a CSS transform (DraggedCard). Following the pointer
// redraws no WebGL canvas.
import { useMemo } from 'react'
import { useApplication } from '@pixi/react'
import { SceneApplication } from './SceneApplication'
import { clipRect, faceLayout, handClip, handView, pickedItem, placeTargets } from '../model'
import type { ItemView, SceneLayout } from '../model'
import { useAtomValue } from '../../state'
import { coarseSelectionAtom, gameAtom } from '../../state/game'
import { DraggedCard } from './DraggedCard'
import { ForecastLayer } from './ForecastLayer'
import { HandGhost } from './HandGhost'
import { HighlightLayer } from './HighlightLayer'
import { koForecastAtom } from './koForecast'
import { contextOf } from './selectionContext'
import { DragLayer } from './DragLayer'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { useOnDemandRender } from './useOnDemandRender'
import './pixi'
import './dragCanvas.css'

interface DragCanvasProps {
  layout: SceneLayout
  resolution: number
  palette: ScenePalette
  runtime: SceneRuntime
}

export function DragCanvas(props: DragCanvasProps) {
  const { layout, resolution, palette, runtime } = props
  const item = useDraggedItem()
  const from = item && runtime.pickedRect
  const ghost = from && clipRect(from, handClip(layout, 0, true) ?? layout.hand)
  return (
    <>
      <SceneApplication
        width={layout.width}
        height={layout.height}
        resolution={resolution}
        autoDensity
        // No multisampling (as the board's canvas): software renderers pay for every sample of every pixel.
        antialias={false}
        backgroundAlpha={0}
        eventMode="none"
        eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
        className="battle-drag-canvas"
      >
        <DragStage {...props} />
      </SceneApplication>
      {ghost && <HandGhost rect={ghost} radius={faceLayout(layout.handItemSize.width, layout.handItemSize.height).radius} />}
      {item && <DraggedCard item={item} size={layout.handItemSize} palette={palette} resolution={resolution} runtime={runtime} />}
    </>
  )
}

/** The hand item being dragged (its face), null when no drag runs. */
function useDraggedItem(): ItemView | null {
  const game = useAtomValue(gameAtom)
  const selection = useAtomValue(coarseSelectionAtom)
  const picked = selection.kind === 'dragging' ? pickedItem(selection) : null
  // the hand's views only: the picked card's face (the board's view is not needed to start a drag)
  return useMemo(() => (picked && game ? (handView(game).find((h) => h.kind === picked.kind && h.instanceId === picked.instanceId) ?? null) : null), [picked, game])
}

function DragStage(props: DragCanvasProps) {
  const { app, isInitialised } = useApplication()
  return isInitialised && app.renderer ? <Stage {...props} /> : null
}

/** During a drag: where the item may go (steady glows, the others dimmed), its KO badges, the hovered slot's glow and links. */
function Stage({ layout, resolution, palette, runtime }: DragCanvasProps) {
  const { app } = useApplication()
  const game = useAtomValue(gameAtom)
  const selection = useAtomValue(coarseSelectionAtom)
  const picked = selection.kind === 'dragging' ? pickedItem(selection) : null
  const targets = useMemo(() => (picked && game ? new Set(placeTargets(contextOf(game), picked)) : null), [picked, game])
  const forecast = useAtomValue(koForecastAtom)
  useOnDemandRender(app, runtime, layout, resolution, true)
  return (
    <pixiContainer label="drag-stage">
      <HighlightLayer layout={layout} targets={targets} palette={palette} runtime={runtime} steady turnGlows={false} />
      <ForecastLayer layout={layout} forecast={forecast} kind={picked?.kind ?? null} palette={palette} resolution={resolution} ownTextures />
      <DragLayer slots={layout.slots} layout={layout} palette={palette} runtime={runtime} />
    </pixiContainer>
  )
}
