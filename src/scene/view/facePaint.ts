// Paints a card or spell face on a 2D canvas (drawn once per distinct face, then one sprite per
// frame): the art (skin when set) in an owner frame — ally gold with a shield at the bottom, enemy
// crimson with a swallowtail banner at the top —, the name, the four side values as base plus bonus
// (bonus in an accent colour, curses in red), the glowing 'stronger' chevron, the skull over greyed
// art when KO, on the board the card's total (the power that decides its fights, spell included), or
// the display message ('Loading...', 'Invalid card data', …).
import { isBoardCard } from '../model'
import type { Corner, ItemView, Owner } from '../model'
import { FONT_BODY, FONT_DISPLAY, type ScenePalette } from './palette'
import { valueBadgeRadius } from '../model/card-metrics'

interface FaceOptions {
  item: ItemView
  width: number
  height: number
  owner: Owner
  ko: boolean
  stronger: boolean
  palette: ScenePalette
  resolution: number
}

const CORNERS: Corner[] = ['top', 'left', 'right', 'bottom']
const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`

/** Geometry of a face of width w and height h (CSS px). */
function faceMetrics(w: number, h: number) {
  const border = Math.max(2, w * 0.04)
  const radius = Math.max(3, w * 0.08)
  const badge = valueBadgeRadius(w) // values never under 11 px (scene/model/card-metrics)
  const inset = badge + border * 0.6
  const centres: Record<Corner, { x: number; y: number }> = {
    top: { x: w / 2, y: inset },
    bottom: { x: w / 2, y: h - inset },
    left: { x: inset, y: h / 2 },
    right: { x: w - inset, y: h / 2 },
  }
  /** The total's plate, top right: at least 11 CSS px of text. */
  const total = { height: Math.max(14, w * 0.2), font: Math.max(11, w * 0.15) }
  return { border, radius, badge, centres, total, showName: w >= 70, showBonus: badge >= 9 }
}

/** A stable key of everything the painted face depends on. */
export function faceKey(o: FaceOptions, artReady: boolean): string {
  const f = o.item.face
  const values = f ? CORNERS.map((c) => `${f.values[c].base}${f.values[c].bonus >= 0 ? '+' : ''}${f.values[c].bonus}`).join(',') : ''
  return [
    o.item.kind,
    o.item.instanceId,
    o.item.display,
    f?.name ?? o.item.message ?? '',
    f?.art ?? '',
    artReady ? 1 : 0,
    values,
    o.width.toFixed(1),
    o.height.toFixed(1),
    o.owner,
    o.ko ? 1 : 0,
    o.stronger ? 1 : 0,
    o.resolution,
    o.palette.theme,
    isBoardCard(o.item) ? 'board' : 'hand',
  ].join('|')
}

/** Squeezes the text horizontally when wider than max (inside a save/restore of the caller). */
function fitText(ctx: CanvasRenderingContext2D, text: string, max: number): void {
  const width = ctx.measureText(text).width
  if (width > max) ctx.scale(max / width, 1)
}

/** Paints the face on a new canvas of (width × height) × resolution device pixels. */
export function paintFace(o: FaceOptions, art: CanvasImageSource | null): HTMLCanvasElement {
  const { width: w, height: h, resolution, palette } = o
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.ceil(w * resolution))
  canvas.height = Math.max(1, Math.ceil(h * resolution))
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(resolution, resolution)
  const m = faceMetrics(w, h)
  const face = o.item.face
  const frame = hex(o.owner === 'enemy' ? palette.enemy : palette.ally)
  const frameDark = hex(o.owner === 'enemy' ? palette.enemyDark : palette.allyDark)

  // Frame and the panel behind the art.
  ctx.fillStyle = frame
  ctx.beginPath()
  ctx.roundRect(0, 0, w, h, m.radius)
  ctx.fill()
  ctx.strokeStyle = frameDark
  ctx.lineWidth = 1
  ctx.beginPath()
  ctx.roundRect(0.5, 0.5, w - 1, h - 1, m.radius)
  ctx.stroke()
  const inner = { x: m.border, y: m.border, w: w - 2 * m.border, h: h - 2 * m.border, r: Math.max(2, m.radius - m.border) }
  ctx.fillStyle = '#120e26'
  ctx.beginPath()
  ctx.roundRect(inner.x, inner.y, inner.w, inner.h, inner.r)
  ctx.fill()

  if (!face) {
    if (o.item.message) {
      ctx.fillStyle = '#f3e9ff'
      ctx.font = `700 ${Math.max(7, w * 0.1)}px ${FONT_BODY}`
      ctx.textAlign = 'center'
      ctx.textBaseline = 'middle'
      const words = o.item.message.split(' ')
      const lines: string[] = []
      for (const word of words) {
        const last = lines[lines.length - 1]
        if (last && ctx.measureText(`${last} ${word}`).width <= inner.w - 6) lines[lines.length - 1] = `${last} ${word}`
        else lines.push(word)
      }
      const lh = Math.max(8, w * 0.12)
      lines.forEach((line, i) => ctx.fillText(line, w / 2, h / 2 + (i - (lines.length - 1) / 2) * lh))
    }
    return canvas
  }

  // Art (greyed when KO).
  if (art) {
    ctx.save()
    ctx.beginPath()
    ctx.roundRect(inner.x, inner.y, inner.w, inner.h, inner.r)
    ctx.clip()
    if (o.ko) ctx.filter = 'grayscale(1) brightness(0.7)'
    ctx.drawImage(art, inner.x, inner.y, inner.w, inner.h)
    ctx.restore()
  }
  if (o.ko) {
    ctx.fillStyle = 'rgba(0,0,0,0.42)'
    ctx.beginPath()
    ctx.roundRect(inner.x, inner.y, inner.w, inner.h, inner.r)
    ctx.fill()
  }

  // Name band.
  if (m.showName) {
    const bandH = Math.max(11, h * 0.105)
    const y = h * 0.655
    ctx.fillStyle = 'rgba(11,8,24,0.72)'
    ctx.fillRect(inner.x, y, inner.w, bandH)
    ctx.fillStyle = frame
    ctx.fillRect(inner.x, y, inner.w, 1)
    ctx.fillRect(inner.x, y + bandH - 1, inner.w, 1)
    ctx.fillStyle = '#fdf3dc'
    ctx.font = `700 ${Math.max(7.5, h * 0.062)}px ${FONT_DISPLAY}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.save()
    ctx.translate(w / 2, y + bandH / 2 + 0.5)
    fitText(ctx, face.name, inner.w - 6)
    ctx.fillText(face.name, 0, 0)
    ctx.restore()
  }

  // Owner markers, told apart by shape and place as well as colour.
  const s = Math.max(7, w * 0.17)
  ctx.lineWidth = 1
  if (o.owner === 'ally') {
    const x = m.border + s * 0.35
    const y = h - m.border - s * 1.3
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x + s, y)
    ctx.lineTo(x + s, y + s * 0.6)
    ctx.quadraticCurveTo(x + s, y + s * 1.05, x + s / 2, y + s * 1.25)
    ctx.quadraticCurveTo(x, y + s * 1.05, x, y + s * 0.6)
    ctx.closePath()
    ctx.fillStyle = hex(palette.ally)
    ctx.fill()
    ctx.strokeStyle = hex(palette.allyDark)
    ctx.stroke()
    ctx.fillStyle = hex(palette.allyDark)
    ctx.fillRect(x + s / 2 - s * 0.08, y + s * 0.15, s * 0.16, s * 0.85)
  } else {
    const x = m.border + s * 0.3
    const y = m.border * 0.5
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x + s, y)
    ctx.lineTo(x + s, y + s * 1.35)
    ctx.lineTo(x + s / 2, y + s * 0.95)
    ctx.lineTo(x, y + s * 1.35)
    ctx.closePath()
    ctx.fillStyle = hex(palette.enemy)
    ctx.fill()
    ctx.strokeStyle = 'rgba(255,255,255,0.7)'
    ctx.stroke()
    ctx.strokeStyle = '#ffffff'
    ctx.lineWidth = Math.max(1, s * 0.12)
    ctx.beginPath()
    ctx.moveTo(x + s * 0.25, y + s * 0.25)
    ctx.lineTo(x + s * 0.75, y + s * 0.75)
    ctx.moveTo(x + s * 0.75, y + s * 0.25)
    ctx.lineTo(x + s * 0.25, y + s * 0.75)
    ctx.stroke()
  }

  // The 'stronger' chevron, glowing, in the top-right corner.
  if (o.stronger && !o.ko) {
    const cs = Math.max(7, w * 0.16)
    const cx = w - m.border - cs * 0.9
    const cy = m.border + cs * 0.35 + (isBoardCard(o.item) ? m.total.height + 1 : 0)
    const green = hex(palette.stronger)
    ctx.fillStyle = 'rgba(116,242,176,0.18)'
    ctx.beginPath()
    ctx.arc(cx, cy + cs * 0.45, cs * 0.95, 0, Math.PI * 2)
    ctx.fill()
    ctx.save()
    ctx.shadowColor = green
    ctx.shadowBlur = cs * 0.6
    ctx.strokeStyle = green
    ctx.lineCap = 'round'
    ctx.lineJoin = 'round'
    ctx.lineWidth = Math.max(1.5, cs * 0.2)
    for (const dy of [0, cs * 0.42]) {
      ctx.beginPath()
      ctx.moveTo(cx - cs / 2, cy + cs * 0.55 + dy)
      ctx.lineTo(cx, cy + dy)
      ctx.lineTo(cx + cs / 2, cy + cs * 0.55 + dy)
      ctx.stroke()
    }
    ctx.restore()
  }

  // The skull of a KO card.
  if (o.ko) {
    const k = w * 0.46
    const cx = w / 2
    const cy = h * 0.42
    ctx.fillStyle = '#f4ece4'
    ctx.beginPath()
    ctx.ellipse(cx, cy, k * 0.5, k * 0.44, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.beginPath()
    ctx.roundRect(cx - k * 0.28, cy + k * 0.2, k * 0.56, k * 0.34, k * 0.08)
    ctx.fill()
    ctx.fillStyle = '#2a0610'
    for (const dx of [-0.19, 0.19]) {
      ctx.beginPath()
      ctx.ellipse(cx + k * dx, cy + k * 0.02, k * 0.12, k * 0.14, 0, 0, Math.PI * 2)
      ctx.fill()
    }
    ctx.beginPath()
    ctx.moveTo(cx, cy + k * 0.14)
    ctx.lineTo(cx - k * 0.06, cy + k * 0.26)
    ctx.lineTo(cx + k * 0.06, cy + k * 0.26)
    ctx.closePath()
    ctx.fill()
    for (const dx of [-0.15, 0, 0.15]) ctx.fillRect(cx + k * dx - k * 0.018, cy + k * 0.38, k * 0.036, k * 0.16)
    ctx.strokeStyle = hex(palette.enemy)
    ctx.lineWidth = Math.max(1.5, k * 0.05)
    ctx.beginPath()
    ctx.arc(cx, cy + k * 0.12, k * 0.62, 0, Math.PI * 2)
    ctx.stroke()
  }

  if (isBoardCard(o.item)) paintTotal(ctx, w, m, face.power, o.ko, frame, palette)

  // Value badges: base in one weight, bonus ('+2') in an accent colour, curses in red.
  for (const c of CORNERS) {
    const { x, y } = m.centres[c]
    const v = face.values[c]
    ctx.fillStyle = 'rgba(21,17,43,0.92)'
    ctx.strokeStyle = frame
    ctx.lineWidth = Math.max(1, m.badge * 0.14)
    ctx.beginPath()
    ctx.arc(x, y, m.badge, 0, Math.PI * 2)
    ctx.fill()
    ctx.stroke()
    const shown = m.showBonus ? v.base : v.total
    ctx.fillStyle = !m.showBonus && v.bonus !== 0 ? (v.bonus > 0 ? palette.bonus : palette.curse) : palette.value
    ctx.font = `800 ${m.badge * 1.2}px ${FONT_DISPLAY}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(String(shown), x, y + m.badge * 0.08)
    if (m.showBonus && v.bonus !== 0) {
      const text = v.bonus > 0 ? `+${v.bonus}` : `−${-v.bonus}`
      ctx.font = `900 ${Math.max(7, m.badge * 0.8)}px ${FONT_BODY}`
      ctx.textAlign = c === 'right' ? 'right' : 'left'
      const bx = x + m.badge * (c === 'right' ? -0.55 : 0.55)
      const by = y - m.badge * 0.8
      ctx.lineJoin = 'round'
      ctx.lineWidth = Math.max(2, m.badge * 0.28)
      ctx.strokeStyle = '#0b0818'
      ctx.strokeText(text, bx, by)
      ctx.fillStyle = v.bonus > 0 ? palette.bonus : palette.curse
      ctx.fillText(text, bx, by)
    }
  }
  return canvas
}

/** The total of a board card on a plate in its top-right corner (greyed when KO). */
function paintTotal(ctx: CanvasRenderingContext2D, w: number, m: ReturnType<typeof faceMetrics>, total: number, ko: boolean, frame: string, palette: ScenePalette): void {
  const text = String(total)
  ctx.save()
  ctx.font = `900 ${m.total.font}px ${FONT_DISPLAY}`
  const width = Math.max(m.total.height * 1.25, ctx.measureText(text).width + m.total.height * 0.55)
  const x = w - m.border * 0.5 - width
  const y = m.border * 0.5
  ctx.fillStyle = ko ? 'rgba(40,36,52,0.9)' : 'rgba(21,17,43,0.94)'
  ctx.strokeStyle = frame
  ctx.lineWidth = Math.max(1, m.total.height * 0.09)
  ctx.beginPath()
  ctx.roundRect(x, y, width, m.total.height, m.total.height * 0.32)
  ctx.fill()
  ctx.stroke()
  ctx.fillStyle = ko ? 'rgba(255,250,240,0.55)' : palette.value
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(text, x + width / 2, y + m.total.height / 2 + m.total.font * 0.06)
  ctx.restore()
}

/** Paints a spell token (the rune in a slot's spell corner): its total, blessing or curse. */
export function paintToken(radius: number, total: number | null, owner: Owner, palette: ScenePalette, resolution: number): HTMLCanvasElement {
  const size = (radius + 5) * 2
  const canvas = document.createElement('canvas')
  canvas.width = Math.ceil(size * resolution)
  canvas.height = Math.ceil(size * resolution)
  const ctx = canvas.getContext('2d')
  if (!ctx) return canvas
  ctx.scale(resolution, resolution)
  ctx.translate(size / 2, size / 2)
  const curse = (total ?? 0) < 0
  ctx.fillStyle = 'rgba(0,0,0,0.35)'
  ctx.beginPath()
  ctx.arc(0, 1, radius + 2, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = curse ? '#7a1028' : '#0f6b5c'
  ctx.beginPath()
  ctx.arc(0, 0, radius, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = hex(owner === 'enemy' ? palette.enemy : palette.ally)
  ctx.lineWidth = Math.max(1.5, radius * 0.18)
  ctx.stroke()
  ctx.strokeStyle = 'rgba(255,255,255,0.45)'
  ctx.lineWidth = 1
  ctx.beginPath()
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3
    ctx.moveTo(Math.cos(a) * radius * 0.59, Math.sin(a) * radius * 0.59)
    ctx.lineTo(Math.cos(a) * radius * 0.72, Math.sin(a) * radius * 0.72)
  }
  ctx.stroke()
  if (owner === 'enemy') {
    ctx.fillStyle = hex(palette.enemy)
    ctx.beginPath()
    ctx.moveTo(0, -radius - 4)
    ctx.lineTo(-3.5, -radius + 1.5)
    ctx.lineTo(3.5, -radius + 1.5)
    ctx.closePath()
    ctx.fill()
  }
  ctx.fillStyle = '#fffaf0'
  ctx.font = `800 ${Math.max(7, radius * 0.85)}px ${FONT_DISPLAY}`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  const label = total == null ? '?' : `${total > 0 ? '+' : total < 0 ? '−' : ''}${Math.abs(total)}`
  ctx.fillText(label, 0, radius * 0.08)
  return canvas
}
