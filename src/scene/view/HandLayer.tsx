// The hand: the remaining cards and spells, wrapped (and overlapping when they must) in the hand
// area. The selected item is raised with a glow; the dragged one is left as a faint ghost (the drag
// layer draws it under the pointer). Items ease to their place in the ticker when the hand changes.
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container, Sprite } from 'pixi.js'
import { handItemRects, sameItem } from '../model'
import type { HandItemRef, ItemView, Rect, SceneLayout, SelectionState } from '../model'
import { CardFace } from './CardFace'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, glowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

interface HandLayerProps {
  layout: SceneLayout
  items: ItemView[]
  selection: SelectionState
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

export const handKey = (item: HandItemRef): string => `${item.kind}:${item.instanceId}`

export function HandLayer({ layout, items, selection, palette, resolution, runtime }: HandLayerProps) {
  const rects = useMemo(() => handItemRects(layout, items.length), [layout, items.length])
  const picked = selection.kind === 'idle' ? null : selection.item
  const lift = layout.handItemSize.height * 0.12

  // Ease every item towards its target (its rectangle, raised when selected).
  const tick = useCallback(() => {
    const k = runtime.reducedMotion ? 1 : 0.25
    for (const sprite of runtime.handCards.values()) {
      const c = sprite.container
      if (c.destroyed) continue
      const dx = sprite.target.x - c.x
      const dy = sprite.target.y - c.y
      if (dx === 0 && dy === 0) continue
      if (Math.abs(dx) < 0.3 && Math.abs(dy) < 0.3) c.position.set(sprite.target.x, sprite.target.y)
      else c.position.set(c.x + dx * k, c.y + dy * k)
      invalidateScene()
    }
  }, [runtime])
  useTick(tick)
  useInvalidateOnCommit()

  return (
    <pixiContainer label="hand">
      {items.map((item, k) => {
        const rect = rects[k]
        if (!rect) return null
        const ref = { kind: item.kind, instanceId: item.instanceId }
        const isPicked = sameItem(picked, ref)
        return (
          <HandCard
            key={handKey(ref)}
            id={handKey(ref)}
            item={item}
            rect={rect}
            raised={isPicked && selection.kind === 'selected' ? lift : 0}
            ghost={isPicked && selection.kind === 'dragging'}
            glow={isPicked && selection.kind !== 'dragging'}
            palette={palette}
            resolution={resolution}
            runtime={runtime}
          />
        )
      })}
    </pixiContainer>
  )
}

interface HandCardProps {
  id: string
  item: ItemView
  rect: Rect
  raised: number
  ghost: boolean
  glow: boolean
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const HandCard = memo(function HandCard({ id, item, rect, raised, ghost, glow, palette, resolution, runtime }: HandCardProps) {
  const ref = useRef<Container>(null)
  const glowRef = useRef<Sprite>(null)
  // Register with the runtime; the first time, start at the target.
  useLayoutEffect(() => {
    const c = ref.current
    if (!c) return
    const existing = runtime.handCards.get(id)
    const target = { x: rect.x, y: rect.y - raised }
    if (!existing || existing.container !== c) {
      c.position.set(target.x, target.y)
      runtime.handCards.set(id, { container: c, target })
    } else existing.target = target
  }, [id, rect.x, rect.y, raised, runtime])
  useLayoutEffect(() => {
    const c = ref.current
    return () => {
      if (runtime.handCards.get(id)?.container === c) runtime.handCards.delete(id)
    }
  }, [id, runtime])
  const mx = PAINTED_MARGIN.x * rect.width
  const my = PAINTED_MARGIN.y * rect.height
  return (
    <pixiContainer ref={ref} alpha={ghost ? 0.28 : 1} label={`hand-${id}`}>
      {glow && (
        <pixiSprite
          ref={glowRef}
          texture={glowTexture()}
          x={-mx}
          y={-my}
          width={rect.width + 2 * mx}
          height={rect.height + 2 * my}
          tint={palette.selected}
        />
      )}
      <CardFace item={item} width={rect.width} height={rect.height} owner="ally" palette={palette} resolution={resolution} />
    </pixiContainer>
  )
})
