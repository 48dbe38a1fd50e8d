// The drag canvas's part of a drag: the glow of the slot under the dragged card (white, red when
// refused) and that slot's neighbour links, read in the ticker from the runtime's selection (never
// through React state, so a drag commits nothing) and redrawn only when the slot changes. The card
// itself is a DOM element (DraggedCard).
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Sprite } from 'pixi.js'
import { hoverGlow } from '../model'
import type { Rect, SceneLayout } from '../model'
import { DragNeighbourLinks } from './NeighbourLinks'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, glowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

interface DragLayerProps {
  /** The board's slots (the hovered one glows). */
  slots: readonly Rect[]
  /** The layout, for the hovered slot's neighbour links. */
  layout: SceneLayout
  palette: ScenePalette
  runtime: SceneRuntime
}

const REFUSED = 0xff4d5e

export function DragLayer({ slots, layout, palette, runtime }: DragLayerProps) {
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
  }, [runtime, slots])
  useTick(tick)
  useInvalidateOnCommit()
  return (
    <pixiContainer label="drag">
      <pixiSprite ref={glow} label="drag-hover" texture={glowTexture()} visible={false} />
      <DragNeighbourLinks layout={layout} palette={palette} runtime={runtime} />
    </pixiContainer>
  )
}
