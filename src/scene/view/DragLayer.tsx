// What follows the pointer during a drag, on the drag canvas: the card being dragged (lifted with a
// soft shadow) and the glow of the slot under it (white, red when refused). Both are positioned in
// the ticker from the runtime's selection, never through React state, so a drag commits nothing.
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container, Sprite } from 'pixi.js'
import { draggedRect, hoverGlow } from '../model'
import type { ItemView, Rect, SceneLayout, Size } from '../model'
import { CardFace } from './CardFace'
import { DragNeighbourLinks } from './NeighbourLinks'
import { ownsChildren } from './destroyTree'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, glowTexture, shadowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

interface DragLayerProps {
  item: ItemView | null
  size: Size
  /** The board's slots (the hovered one glows). */
  slots: readonly Rect[]
  /** The layout, for the hovered slot's neighbour links. */
  layout: SceneLayout
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const LIFT = 1.08
const REFUSED = 0xff4d5e

export function DragLayer({ item, size, slots, layout, palette, resolution, runtime }: DragLayerProps) {
  const ref = useRef<Container>(null)
  const glow = useRef<Sprite>(null)
  const tick = useCallback(() => {
    const g = glow.current
    if (g) {
      const hover = hoverGlow(runtime.selection)
      const rect = hover ? slots[hover.slot] : undefined
      const visible = !!rect
      if (g.visible !== visible) {
        g.visible = visible
        invalidateScene()
      }
      if (rect && hover) {
        const mx = PAINTED_MARGIN.x * rect.width
        const my = PAINTED_MARGIN.y * rect.height
        const tint = hover.refused ? REFUSED : 0xffffff
        if (g.x !== rect.x - mx || g.y !== rect.y - my || g.tint !== tint) {
          g.position.set(rect.x - mx, rect.y - my)
          g.setSize(rect.width + 2 * mx, rect.height + 2 * my)
          g.tint = tint
          invalidateScene()
        }
      }
    }
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
  }, [runtime, slots, size.width, size.height])
  useTick(tick)
  useInvalidateOnCommit()
  const mx = PAINTED_MARGIN.x * size.width
  const my = PAINTED_MARGIN.y * size.height
  return (
    <pixiContainer label="drag">
      <pixiSprite ref={glow} label="drag-hover" texture={glowTexture()} visible={false} />
      <DragNeighbourLinks layout={layout} palette={palette} runtime={runtime} />
      {item && (
        <pixiContainer ref={(c) => void ((ref.current = c), ownsChildren(c))} scale={LIFT} x={-1000} y={-1000}>
          <pixiSprite texture={shadowTexture()} x={-mx + 6} y={-my + 12} width={size.width + 2 * mx} height={size.height + 2 * my} alpha={0.55} />
          <CardFace item={item} width={size.width} height={size.height} owner="ally" palette={palette} resolution={resolution} />
        </pixiContainer>
      )}
    </pixiContainer>
  )
}
