// The picked item's KO forecast on the board: a badge « n KO » on each free slot where laying it
// knocks cards out (model koForecast through koForecastAtom), at the slot's centre for a card, at its
// spell corner for a spell. Drawn on a pick or a new game only, never per frame.
import { memo, useEffect } from 'react'
import type { ItemKind, KoForecast, Rect, SceneLayout } from '../model'
import { spellCorner } from './paintBoard'
import { forecastBadgeHeight, paintForecastBadge } from './forecastPaint'
import type { ScenePalette } from './palette'
import { faceTexture, holdFace, ownTexture } from './textures'
import { useInvalidateOn, useInvalidateOnCommit } from './frame'
import './pixi'

interface ForecastLayerProps {
  layout: SceneLayout
  forecast: KoForecast
  /** What is picked: a card's badge sits in the slot's middle, a spell's at its spell corner. */
  kind: ItemKind | null
  palette: ScenePalette
  resolution: number
  /** Badges as textures of their own, not cells of the face atlas (the drag canvas: textures.ts ownTexture). */
  ownTextures?: boolean
}

export const ForecastLayer = memo(function ForecastLayer({ layout, forecast, kind, palette, resolution, ownTextures = false }: ForecastLayerProps) {
  useInvalidateOnCommit()
  return (
    <pixiContainer label="ko-forecast">
      {kind &&
        [...forecast].map(([slot, count]) => (
          <Badge key={slot} rect={layout.slots[slot]!} cardWidth={layout.slotSize.width} count={count} kind={kind} palette={palette} resolution={resolution} own={ownTextures} />
        ))}
    </pixiContainer>
  )
})

interface BadgeProps {
  rect: Rect
  cardWidth: number
  count: number
  kind: ItemKind
  palette: ScenePalette
  resolution: number
  own: boolean
}

const Badge = memo(function Badge({ rect, cardWidth, count, kind, palette, resolution, own }: BadgeProps) {
  const height = forecastBadgeHeight(cardWidth)
  const key = `forecast|${count}|${height.toFixed(1)}|${palette.theme}|${resolution}`
  const paint = () => paintForecastBadge(count, height, palette, resolution)
  const texture = own ? ownTexture(key, paint) : faceTexture(key, paint)
  useEffect(() => (own ? undefined : holdFace(key)), [key, own])
  useInvalidateOn(key)
  const corner = spellCorner(rect, cardWidth)
  const at = kind === 'card' ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : { x: corner.x - corner.radius * 0.6, y: corner.y - corner.radius * 1.6 }
  return <pixiSprite texture={texture} x={at.x} y={at.y} anchor={0.5} scale={1 / resolution} label={`ko-forecast-${count}`} />
})
