// A clash's caption (« 12 > 11 », « Néant ») in a dark pill, painted once per text and size into the
// face atlas like the totals (TotalPlate): no Pixi Text, so a clash makes no texture of its own.
import { useEffect } from 'react'
import { useInvalidateOn } from './frame'
import { FONT_DISPLAY } from './palette'
import { faceTexture, holdFace } from './textures'
import './pixi'

interface CaptionProps {
  text: string
  at: { x: number; y: number }
  /** The caption's font size, CSS px. */
  fontPx: number
  /** The pill's ring: the attacker's side colour. */
  ring: number
  resolution: number
}

const INK = '#fffaf0'
const FILL = '#0b0818'
const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`

/** The pill on a canvas sized to the text at the given density. */
function paintCaption(text: string, fontPx: number, ring: number, resolution: number): HTMLCanvasElement {
  const font = `900 ${fontPx}px ${FONT_DISPLAY}`
  const measure = document.createElement('canvas').getContext('2d')
  if (measure) measure.font = font
  const textWidth = measure ? measure.measureText(text).width : text.length * fontPx * 0.6
  const padX = fontPx * 0.6
  const height = fontPx * 1.6
  const width = textWidth + padX * 2
  const border = Math.max(2, fontPx * 0.12)
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil((width + border * 2) * resolution)
  canvas.height = Math.ceil((height + border * 2) * resolution)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(resolution, resolution)
  ctx.translate(border, border)
  ctx.beginPath()
  ctx.roundRect(0, 0, width, height, height / 2)
  ctx.fillStyle = FILL
  ctx.globalAlpha = 0.88
  ctx.fill()
  ctx.globalAlpha = 1
  ctx.lineWidth = border
  ctx.strokeStyle = hex(ring)
  ctx.stroke()
  ctx.font = font
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = INK
  ctx.fillText(text, width / 2, height / 2 + 1)
  return canvas
}

export function CaptionPlate({ text, at, fontPx, ring, resolution }: CaptionProps) {
  const key = `caption|${fontPx.toFixed(1)}|${text}|${ring}|${resolution}`
  const texture = faceTexture(key, () => paintCaption(text, fontPx, ring, resolution))
  useEffect(() => holdFace(key), [key])
  useInvalidateOn(key)
  return <pixiSprite texture={texture} x={at.x} y={at.y} anchor={0.5} scale={1 / resolution} label="caption" />
}
