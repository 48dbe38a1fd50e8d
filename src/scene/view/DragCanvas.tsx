// The dragged card on a canvas of its own, over the board's: while a card follows the pointer only
// this canvas (one card and the hovered slot's glow, like a bare page dragging one sprite) redraws;
// the board's canvas holds still (no React commit during a drag) and redraws once at the drop.
// It draws the scene's DragLayer with the selection and hand read from the store.
import { useMemo } from 'react'
import { useApplication } from '@pixi/react'
import { SceneApplication } from './SceneApplication'
import { handView, pickedItem } from '../model'
import type { SceneLayout } from '../model'
import { useAtomValue } from '../../state'
import { coarseSelectionAtom, gameAtom } from '../../state/game'
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
  const { layout, resolution } = props
  return (
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
  )
}

function DragStage(props: DragCanvasProps) {
  const { app, isInitialised } = useApplication()
  return isInitialised && app.renderer ? <Stage {...props} /> : null
}

function Stage({ layout, resolution, palette, runtime }: DragCanvasProps) {
  const { app } = useApplication()
  const game = useAtomValue(gameAtom)
  const selection = useAtomValue(coarseSelectionAtom)
  const picked = selection.kind === 'dragging' ? pickedItem(selection) : null
  const item = useMemo(() => {
    if (!picked || !game) return null
    // the hand's views only: the picked card's face (the board's view is not needed to start a drag)
    return handView(game).find((h) => h.kind === picked.kind && h.instanceId === picked.instanceId) ?? null
  }, [picked, game])
  useOnDemandRender(app, runtime, layout, resolution, true)
  return <DragLayer item={item} size={layout.handItemSize} slots={layout.slots} layout={layout} palette={palette} resolution={resolution} runtime={runtime} />
}
