// The hand: the remaining cards and spells in a grid that never overlaps, scrolled along the hand's
// axis when it holds more than its area shows (cut to the area then, sprite by sprite: spriteCrop.ts;
// a stencil mask cost a whole frame in software renderers). The selected item is raised with a glow
// and drawn over its neighbours. A press or a drag leaves the hand as it is (boardSelectionAtom):
// the drag canvas draws the ghost and the card under the pointer. Items ease to their place in the
// ticker when the hand changes (together along their rows, or all at once when the grid reflows:
// model/hand-motion.ts); the scroll moves the whole strip at once.
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container, Sprite } from 'pixi.js'
import { handClip, handItemRects, handScrollMax, handStep, sameItem } from '../model'
import type { HandItemRef, ItemView, Rect, SceneLayout, SelectionState } from '../model'
import { CardFace } from './CardFace'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, glowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import { handScrollOf } from './handScroll'
import { cropTree, cutsStale } from './spriteCrop'
import './pixi'

interface HandLayerProps {
  layout: SceneLayout
  items: ItemView[]
  selection: SelectionState
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const handKey = (item: HandItemRef): string => `${item.kind}:${item.instanceId}`

export function HandLayer({ layout, items, selection, palette, resolution, runtime }: HandLayerProps) {
  // Rectangles unscrolled: the strip container carries the scroll.
  const rects = useMemo(() => handItemRects(layout, items.length), [layout, items.length])
  const scrolls = handScrollMax(layout, items.length) > 0
  const picked = selection.kind === 'idle' ? null : selection.item
  // Raised towards the board; a hand scrolling down its column has no room above an item.
  const lift = layout.handAxis === 'x' ? layout.handItemSize.height * 0.12 : 0
  const scroll = handScrollOf(runtime)
  const strip = useRef<Container>(null)
  // The clip of a scrolling hand (its area, with room for the raised card and the glow), applied in the ticker.
  const clip = useMemo(() => handClip(layout, lift, scrolls), [layout, lift, scrolls])
  /** Where the strip was when the hand was last cut to the clip; null: cut again (a commit, a step, a scroll). */
  const cutAt = useRef<number | null>(null)
  useLayoutEffect(() => {
    cutAt.current = null // each commit may bring new items, faces or a new clip
  })

  // Ease every item towards its target (its rectangle, raised when selected); the strip follows the
  // scroll; the items are cut to the clip when any of it moved.
  const tick = useCallback(() => {
    scroll.clamp(layout, items.length)
    const s = strip.current
    if (!s || s.destroyed) return
    const x = layout.handAxis === 'x' ? -scroll.offset : 0
    const y = layout.handAxis === 'y' ? -scroll.offset : 0
    if (s.x !== x || s.y !== y) {
      s.position.set(x, y)
      invalidateScene()
    }
    if (handMoving(runtime) && stepHand(runtime, layout)) cutAt.current = null
    if (cutAt.current === x + y && !cutsStale()) return
    cutAt.current = x + y
    for (const { container } of runtime.handCards.values()) {
      if (container.destroyed) continue
      const local = clip && { ...clip, x: clip.x - x - container.x, y: clip.y - y - container.y }
      if (cropTree(container, local)) invalidateScene()
    }
  }, [runtime, scroll, layout, items.length, clip])
  useTick(tick)
  useInvalidateOnCommit()

  return (
    <pixiContainer label="hand">
      <pixiContainer ref={strip} label="hand-strip" sortableChildren>
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
              onTop={isPicked}
              glow={isPicked}
              palette={palette}
              resolution={resolution}
              runtime={runtime}
            />
          )
        })}
      </pixiContainer>
    </pixiContainer>
  )
}

/** One step of the hand towards its targets (model/hand-motion.ts: together along the rows, else at once); whether an item moved. */
function stepHand(runtime: SceneRuntime, layout: SceneLayout): boolean {
  const sprites = [...runtime.handCards.values()].filter((sprite) => !sprite.container.destroyed)
  const at = sprites.map((sprite) => ({ x: sprite.container.x, y: sprite.container.y }))
  const next = handStep(
    at,
    sprites.map((sprite) => sprite.target),
    runtime.reducedMotion ? 1 : 0.25,
    layout.handItemSize.height,
  )
  let moved = false
  sprites.forEach((sprite, k) => {
    if (next[k].x === at[k].x && next[k].y === at[k].y) return
    sprite.container.position.set(next[k].x, next[k].y)
    moved = true
  })
  if (moved) invalidateScene()
  return moved
}

/** Whether an item of the hand is away from its target (nothing to step, nothing allocated, on most frames). */
function handMoving(runtime: SceneRuntime): boolean {
  for (const { container: c, target } of runtime.handCards.values()) if (!c.destroyed && (c.x !== target.x || c.y !== target.y)) return true
  return false
}

interface HandCardProps {
  id: string
  item: ItemView
  rect: Rect
  raised: number
  /** Drawn over its neighbours (the picked item). */
  onTop: boolean
  glow: boolean
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const HandCard = memo(function HandCard({ id, item, rect, raised, onTop, glow, palette, resolution, runtime }: HandCardProps) {
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
    <pixiContainer ref={ref} zIndex={onTop ? 1 : 0} label={`hand-${id}`}>
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
