// Paints a card or spell face on a 2D canvas (drawn once per distinct face, then one sprite per
// frame): the art (skin when set) in an owner frame — ally gold with a shield, enemy crimson with a
// swallowtail banner, both top left —, the name, the total (the power that decides fights, spell
// included) large in the middle, the four side values smaller on plates as base plus bonus (« 5+2 »,
// bonus in an accent colour, curses in red; where the plate has no room, the side's total in that
// colour with a small mark), the glowing 'stronger' chevron top right, the skull over greyed art when
// KO, or the display message ('Loading...', 'Invalid card data', …). Geometry: model/card-metrics.ts.
import { isBoardCard } from '../model'
import type { Corner, ItemView, Owner } from '../model'
import { FONT_BODY, FONT_DISPLAY, type ScenePalette } from './palette'
import { faceLayout, labelFits, platePlacement } from '../model/card-metrics'
import type { FaceLayout } from '../model/card-metrics'

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
  const m = faceLayout(w, h)
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
  if (m.name) {
    const band = m.name
    ctx.fillStyle = 'rgba(11,8,24,0.72)'
    ctx.fillRect(band.x, band.y, band.width, band.height)
    ctx.fillStyle = frame
    ctx.fillRect(band.x, band.y, band.width, 1)
    ctx.fillRect(band.x, band.y + band.height - 1, band.width, 1)
    ctx.fillStyle = '#fdf3dc'
    ctx.font = `700 ${Math.max(7.5, band.height * 0.62)}px ${FONT_DISPLAY}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.save()
    ctx.translate(w / 2, band.y + band.height / 2 + 0.5)
    fitText(ctx, face.name, band.width - 6)
    ctx.fillText(face.name, 0, 0)
    ctx.restore()
  }

  // Owner markers, told apart by shape and place as well as colour.
  const s = m.marker * 0.8
  ctx.lineWidth = 1
  if (o.owner === 'ally') {
    const x = m.border * 0.5 + s * 0.2
    const y = m.border * 0.5 + s * 0.1
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
    const x = m.border * 0.5 + s * 0.2
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
    const cs = m.marker * 0.85
    const cx = w - m.border * 0.5 - cs * 0.7
    const cy = m.border * 0.5 + cs * 0.3
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

  paintTotal(ctx, m, o.item.kind === 'spell' ? signed(face.power) : String(face.power), o.ko, frame)
  for (const c of CORNERS) paintValue(ctx, m, c, face.values[c], frame, palette, o.ko)

  // The skull of a KO card, over its dimmed total.
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

  return canvas
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** The total, the face's main number, large in its box on a dark plate (dimmed when KO). */
function paintTotal(ctx: CanvasRenderingContext2D, m: FaceLayout, text: string, ko: boolean, frame: string): void {
  const box = m.totalBox
  ctx.save()
  ctx.font = `900 ${m.totalFont}px ${FONT_DISPLAY}`
  const digitH = m.totalFont * 0.7
  const pad = Math.max(2, m.totalFont * 0.14)
  const textW = ctx.measureText(text).width
  const squeeze = Math.min(1, (box.width - 2 * pad) / Math.max(1, textW))
  const pw = textW * squeeze + 2 * pad
  const ph = digitH + 2 * pad
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  ctx.globalAlpha = ko ? 0.5 : 1
  ctx.fillStyle = 'rgba(21,17,43,0.88)'
  ctx.strokeStyle = frame
  ctx.lineWidth = Math.max(1, m.totalFont * 0.06)
  ctx.beginPath()
  ctx.roundRect(cx - pw / 2, cy - ph / 2, pw, ph, ph * 0.3)
  ctx.fill()
  ctx.stroke()
  ctx.fillStyle = TOTAL_INK
  ctx.textAlign = 'center'
  ctx.textBaseline = 'alphabetic'
  ctx.translate(cx, cy + digitH / 2)
  ctx.scale(squeeze, 1)
  ctx.fillText(text, 0, 0)
  ctx.restore()
}

const TOTAL_INK = '#fffaf0'

/** One side value on its plate: « 5+2 » (base, then the bonus in its colour), or where that does not fit the side's total in the bonus colour with a mark. */
function paintValue(ctx: CanvasRenderingContext2D, m: FaceLayout, corner: Corner, v: { base: number; bonus: number; total: number }, frame: string, palette: ScenePalette, ko: boolean): void {
  ctx.save()
  ctx.font = `800 ${m.valueFont}px ${FONT_DISPLAY}`
  const base = String(v.base)
  const bonus = v.bonus === 0 ? '' : v.bonus > 0 ? `+${v.bonus}` : `−${-v.bonus}`
  const bonusColour = v.bonus > 0 ? palette.bonus : palette.curse
  const inline = bonus !== '' && labelFits(m, corner, ctx.measureText(base + bonus).width)
  const parts: [string, string][] = bonus === '' ? [[base, palette.value]] : inline ? [[base, palette.value], [bonus, bonusColour]] : [[String(v.total), bonusColour]]
  const widths = parts.map(([t]) => ctx.measureText(t).width)
  const textW = widths.reduce((a, b) => a + b, 0)
  const { rect, squeeze } = platePlacement(m, corner, textW)
  ctx.globalAlpha = ko ? 0.6 : 1
  ctx.fillStyle = 'rgba(21,17,43,0.94)'
  ctx.strokeStyle = frame
  ctx.lineWidth = 1
  ctx.beginPath()
  ctx.roundRect(rect.x, rect.y, rect.width, rect.height, Math.min(rect.height * 0.3, rect.width / 2))
  ctx.fill()
  ctx.stroke()
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  let x = rect.x + (rect.width - textW * squeeze) / 2
  const y = rect.y + rect.height - m.platePad
  parts.forEach(([t, colour], k) => {
    ctx.save()
    ctx.translate(x, y)
    ctx.scale(squeeze, 1)
    ctx.fillStyle = colour
    ctx.fillText(t, 0, 0)
    ctx.restore()
    x += widths[k] * squeeze
  })
  if (bonus !== '' && !inline) {
    // The mark: a small triangle in the plate's top-right corner, up for a bonus, down for a curse.
    const t = Math.max(3, m.platePad * 1.6)
    const tx = rect.x + rect.width - t * 0.4
    const ty = rect.y + t * 0.4
    ctx.fillStyle = bonusColour
    ctx.beginPath()
    if (v.bonus > 0) {
      ctx.moveTo(tx - t, ty + t * 0.8)
      ctx.lineTo(tx, ty + t * 0.8)
      ctx.lineTo(tx - t / 2, ty - t * 0.1)
    } else {
      ctx.moveTo(tx - t, ty)
      ctx.lineTo(tx, ty)
      ctx.lineTo(tx - t / 2, ty + t * 0.9)
    }
    ctx.closePath()
    ctx.fill()
  }
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
