// The KO forecast badge painted once per count, size, theme and density on a 2D canvas (the face
// atlas holds it; no Pixi Text): a red pill « 2 KO » with a dark outline, readable on either theme.
import type { ScenePalette } from './palette'
import { FONT_BODY } from './palette'

/** The badge's height for a slot width (CSS px): never under 20, so its text stays at least 12 px. */
export const forecastBadgeHeight = (slotWidth: number): number => Math.max(20, Math.min(34, slotWidth * 0.3))

/** A pill « n KO » of the given height. */
export function paintForecastBadge(count: number, height: number, palette: ScenePalette, resolution: number): HTMLCanvasElement {
  const text = `${count} KO`
  const font = `900 ${Math.round(height * 0.6)}px ${FONT_BODY}`
  const canvas = document.createElement('canvas')
  const measure = canvas.getContext('2d')
  if (!measure) return canvas
  measure.font = font
  const pad = 3
  const width = Math.ceil(measure.measureText(text).width + height * 0.9)
  canvas.width = Math.ceil((width + 2 * pad) * resolution)
  canvas.height = Math.ceil((height + 2 * pad) * resolution)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(resolution, resolution)
  ctx.translate(pad, pad)
  ctx.shadowColor = 'rgba(0,0,0,0.4)'
  ctx.shadowBlur = 3
  ctx.shadowOffsetY = 1
  ctx.fillStyle = palette.forecastFill
  ctx.beginPath()
  ctx.roundRect(0, 0, width, height, height / 2)
  ctx.fill()
  ctx.shadowColor = 'transparent'
  ctx.lineWidth = 2
  ctx.strokeStyle = palette.forecastOutline
  ctx.stroke()
  ctx.lineWidth = 1
  ctx.strokeStyle = 'rgba(255,255,255,0.55)'
  ctx.beginPath()
  ctx.roundRect(2, 2, width - 4, height - 4, height / 2 - 2)
  ctx.stroke()
  ctx.fillStyle = palette.forecastText
  ctx.font = font
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, width / 2, height / 2 + 1)
  return canvas
}
