// The board's cards placed on the 21 slots and the spell tokens in their corners (the arena itself
// is the backdrop canvas under the scene).
import { memo, useEffect, useLayoutEffect, useRef } from 'react'
import type { Container } from 'pixi.js'
import type { BoardSpellView, BoardView, Rect, SceneLayout } from '../model'
import { CardFace } from './CardFace'
import { ownsChildren } from './destroyTree'
import { spellCorner } from './paintBoard'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { paintToken } from './facePaint'
import { faceTexture, holdFace } from './textures'
import { useInvalidateOn, useInvalidateOnCommit } from './frame'
import './pixi'

interface BoardLayerProps {
  layout: SceneLayout
  view: BoardView | null
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

export const BoardLayer = memo(function BoardLayer({ layout, view, palette, resolution, runtime }: BoardLayerProps) {
  useInvalidateOnCommit()
  return (
    <pixiContainer label="board">
      {view?.slots.map((slot) =>
        slot.card ? (
          <SlotCard
            key={`${slot.index}:${slot.card.instanceId}`}
            index={slot.index}
            rect={layout.slots[slot.index]}
            runtime={runtime}
            palette={palette}
            resolution={resolution}
            card={slot.card}
          />
        ) : null,
      )}
      {view?.slots.map((slot) =>
        slot.spell ? (
          <SpellToken
            key={`${slot.index}:s${slot.spell.instanceId}`}
            spell={slot.spell}
            rect={layout.slots[slot.index]}
            cardWidth={layout.slotSize.width}
            palette={palette}
            resolution={resolution}
          />
        ) : null,
      )}
    </pixiContainer>
  )
})

interface SlotCardProps {
  index: number
  rect: Rect
  card: NonNullable<BoardView['slots'][number]['card']>
  runtime: SceneRuntime
  palette: ScenePalette
  resolution: number
}

const SlotCard = memo(function SlotCard({ index, rect, card, runtime, palette, resolution }: SlotCardProps) {
  const ref = useRef<Container>(null)
  useLayoutEffect(() => {
    const c = ref.current
    if (!c) return
    runtime.slotCards.set(index, c)
    return () => {
      if (runtime.slotCards.get(index) === c) runtime.slotCards.delete(index)
    }
  }, [index, runtime])
  return (
    <pixiContainer ref={(c) => void ((ref.current = c), ownsChildren(c))} x={rect.x} y={rect.y} label={`slot-${index}`}>
      <CardFace
        item={card}
        width={rect.width}
        height={rect.height}
        owner={card.owner}
        ko={card.ko}
        stronger={card.stronger}
        palette={palette}
        resolution={resolution}
      />
    </pixiContainer>
  )
})

interface SpellTokenProps {
  spell: BoardSpellView
  rect: Rect
  cardWidth: number
  palette: ScenePalette
  resolution: number
}

/** A spell on the board: a small rune token in the slot's spell corner (its total, blessing or curse). */
const SpellToken = memo(function SpellToken({ spell, rect, cardWidth, palette, resolution }: SpellTokenProps) {
  const { x, y, radius } = spellCorner(rect, cardWidth)
  const total = spell.face ? spell.face.power : null
  const key = `token|${radius.toFixed(1)}|${total}|${spell.owner}|${palette.theme}|${resolution}`
  const texture = faceTexture(key, () => paintToken(radius, total, spell.owner, palette, resolution))
  useEffect(() => holdFace(key), [key])
  useInvalidateOn(key)
  return <pixiSprite texture={texture} x={x} y={y} anchor={0.5} scale={1 / resolution} label="spell" />
})
