// The card being dragged: it follows the pointer (positioned in the ticker from the runtime's
// selection, never through React state), lifted with a soft shadow.
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container } from 'pixi.js'
import { draggedRect } from '../model'
import type { ItemView, Size } from '../model'
import { CardFace } from './CardFace'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, shadowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

interface DragLayerProps {
  item: ItemView | null
  size: Size
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const LIFT = 1.08

export function DragLayer({ item, size, palette, resolution, runtime }: DragLayerProps) {
  const ref = useRef<Container>(null)
  const tick = useCallback(() => {
    const c = ref.current
    if (!c || !runtime.pickedRect) return
    const rect = draggedRect(runtime.pickedRect, runtime.selection)
    if (!rect) return
    const x = rect.x - (size.width * (LIFT - 1)) / 2
    const y = rect.y - (size.height * (LIFT - 1)) / 2 - 6
    if (c.x !== x || c.y !== y) {
      c.position.set(x, y)
      invalidateScene()
    }
  }, [runtime, size.width, size.height])
  useTick(tick)
  useInvalidateOnCommit()
  if (!item) return null
  const mx = PAINTED_MARGIN.x * size.width
  const my = PAINTED_MARGIN.y * size.height
  return (
    <pixiContainer ref={ref} label="drag" scale={LIFT} x={-1000} y={-1000}>
      <pixiSprite texture={shadowTexture()} x={-mx + 6} y={-my + 12} width={size.width + 2 * mx} height={size.height + 2 * my} alpha={0.55} />
      <CardFace item={item} width={size.width} height={size.height} owner="ally" palette={palette} resolution={resolution} />
    </pixiContainer>
  )
}
