// One card or spell face, drawn from the model's ItemView (see facePaint.ts for what it shows). Each
// distinct face is painted once into a shared texture, so a frame costs one sprite per card.
import { memo, useEffect } from 'react'
import type { ItemView, Owner } from '../model'
import { faceKey, paintFace } from './facePaint'
import { useInvalidateOn } from './frame'
import type { ScenePalette } from './palette'
import { faceTexture, holdFace } from './textures'
import { useArtImage } from './useArtTexture'
import './pixi'

interface CardFaceProps {
  item: ItemView
  width: number
  height: number
  owner: Owner
  ko?: boolean
  stronger?: boolean
  palette: ScenePalette
  /** Device pixel ratio the face is painted at. */
  resolution: number
}

export const CardFace = memo(function CardFace({ item, width, height, owner, ko = false, stronger = false, palette, resolution }: CardFaceProps) {
  const art = useArtImage(item.face?.art ?? null)
  const options = { item, width, height, owner, ko, stronger, palette, resolution }
  const key = faceKey(options, !!art)
  const texture = faceTexture(key, () => paintFace(options, art))
  useEffect(() => holdFace(key), [key])
  useInvalidateOn(key)
  return <pixiSprite texture={texture} scale={1 / resolution} />
})
