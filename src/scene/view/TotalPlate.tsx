// A clash's total in a round plate over a card's middle, painted once per value, colour and size
// into the face atlas (like the spell tokens): no Pixi Text, so a clash makes no texture of its own.
import { useEffect } from 'react'
import { useInvalidateOn } from './frame'
import { FONT_DISPLAY } from './palette'
import { faceTexture, holdFace } from './textures'
import './pixi'

interface PlateProps {
  value: number
  colour: number
  at: { x: number; y: number }
  /** The card's width. */
  size: number
  resolution: number
}

const INK = '#fffaf0'
const OUTLINE = '#0b0818'
const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`

/** The plate on a canvas of (radius + margin) × 2 CSS px at the given density. */
function paintPlate(radius: number, value: number, colour: number, resolution: number): HTMLCanvasElement {
  const ring = Math.max(2, radius * 0.14)
  const size = (radius + ring) * 2 + 2
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil(size * resolution)
  canvas.height = Math.ceil(size * resolution)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(resolution, resolution)
  ctx.translate(size / 2, size / 2)
  ctx.beginPath()
  ctx.arc(0, 0, radius, 0, Math.PI * 2)
  ctx.fillStyle = hex(colour)
  ctx.fill()
  ctx.lineWidth = ring
  ctx.strokeStyle = INK
  ctx.stroke()
  ctx.font = `900 ${Math.round(radius * 1.15)}px ${FONT_DISPLAY}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.lineJoin = 'round'
  ctx.lineWidth = 3
  ctx.strokeStyle = OUTLINE
  ctx.strokeText(String(value), 0, 1)
  ctx.fillStyle = INK
  ctx.fillText(String(value), 0, 1)
  return canvas
}

export function TotalPlate({ value, colour, at, size, resolution }: PlateProps) {
  const radius = Math.max(14, size * 0.24)
  const key = `plate|${radius.toFixed(1)}|${value}|${colour}|${resolution}`
  const texture = faceTexture(key, () => paintPlate(radius, value, colour, resolution))
  useEffect(() => holdFace(key), [key])
  useInvalidateOn(key)
  return <pixiSprite texture={texture} x={at.x} y={at.y} anchor={0.5} scale={1 / resolution} label="total" />
}
