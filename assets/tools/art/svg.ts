// Small SVG helpers shared by the art generators: game-icons glyphs, number formatting, a seeded
// generator for decorations (so the output is byte-for-byte deterministic) and the file writer.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { icons } from '@iconify-json/game-icons'

/** Every icon name drawn by the generators, in first-use order (for the credits). */
export const usedIcons = new Set<string>()

/** The path data of a game-icons glyph (512×512 viewBox); throws for an unknown name. */
export const iconPath = (name: string): string => {
  const entry = icons.icons[name]
  if (!entry) throw new Error(`Icône game-icons inconnue : ${name}`)
  if ((entry.width ?? icons.width ?? 512) !== 512 || (entry.height ?? icons.height ?? 512) !== 512) {
    throw new Error(`Icône ${name} : taille inattendue`)
  }
  const d = /\sd="([^"]+)"/.exec(entry.body)
  if (!d || (entry.body.match(/<path/g) ?? []).length !== 1) throw new Error(`Icône ${name} : corps inattendu`)
  usedIcons.add(name)
  return d[1]
}

/** `<path id>` definition of a glyph, to be drawn with `useIcon`. */
export const iconDef = (id: string, name: string): string => `<path id="${id}" d="${iconPath(name)}"/>`

const boxes = new Map<string, [number, number, number, number]>()

/** The transform that fits a glyph's drawn shape into a w×h box centred on (cx, cy). */
export const fitIcon = (name: string, cx: number, cy: number, w: number, h = w): string => {
  let box = boxes.get(name)
  if (!box) {
    box = pathBBox(iconPath(name))
    boxes.set(name, box)
  }
  const [x0, y0, x1, y1] = box
  const s = Math.min(w / (x1 - x0), h / (y1 - y0))
  return `translate(${n(cx - ((x0 + x1) / 2) * s)} ${n(cy - ((y0 + y1) / 2) * s)}) scale(${n(s, 5)})`
}

/** Draws a glyph defined by `iconDef(id, name)`, fitted into a w×h box centred on (cx, cy). */
export const useIcon = (id: string, name: string, cx: number, cy: number, w: number, h = w, attrs = ''): string =>
  `<use href="#${id}" transform="${fitIcon(name, cx, cy, w, h)}"${attrs ? ' ' + attrs : ''}/>`

/** A glyph inline (no definition), for files that draw it once. */
export const inlineIcon = (name: string, cx: number, cy: number, w: number, h = w, attrs = ''): string =>
  `<path transform="${fitIcon(name, cx, cy, w, h)}" d="${iconPath(name)}"${attrs ? ' ' + attrs : ''}/>`

/** Compact number: at most `digits` decimals, no trailing zeros. */
export const n = (value: number, digits = 2): string => {
  const s = value.toFixed(digits).replace(/\.?0+$/, '')
  return s === '-0' ? '0' : s
}

/** FNV-1a hash of a string, the seed of a slug's decorations. */
export const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** mulberry32: a tiny seeded generator returning numbers in [0, 1). */
export const rng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A linear gradient from (x1,y1) to (x2,y2) in bounding-box units with evenly given stops. */
export const linear = (id: string, stops: readonly (string | readonly [string, number])[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string => {
  const body = stops
    .map((s, i) => {
      const [color, opacity] = typeof s === 'string' ? [s, 1] : s
      const offset = stops.length === 1 ? 0 : i / (stops.length - 1)
      return `<stop offset="${n(offset, 3)}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${n(opacity)}"`}/>`
    })
    .join('')
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`
}

/** A radial gradient centred on (cx, cy) (bounding-box units) with evenly given stops. */
export const radial = (id: string, stops: readonly (string | readonly [string, number])[], cx = 0.5, cy = 0.5, r = 0.5): string => {
  const body = stops
    .map((s, i) => {
      const [color, opacity] = typeof s === 'string' ? [s, 1] : s
      const offset = stops.length === 1 ? 0 : i / (stops.length - 1)
      return `<stop offset="${n(offset, 3)}" stop-color="${color}"${opacity === 1 ? '' : ` stop-opacity="${n(opacity)}"`}/>`
    })
    .join('')
  return `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${body}</radialGradient>`
}

/** The document wrapper: fixed size, viewBox, defs. */
export const svgDoc = (width: number, height: number, defs: string, body: string, title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>\n`

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Regular star polygon points (outer radius r, inner radius ri), first point up. */
export const starPoints = (cx: number, cy: number, r: number, ri: number, points: number, rotation = 0): string => {
  const out: string[] = []
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : ri
    const a = rotation + (Math.PI * i) / points - Math.PI / 2
    out.push(`${n(cx + radius * Math.cos(a), 1)},${n(cy + radius * Math.sin(a), 1)}`)
  }
  return out.join(' ')
}

export const written: { file: string; bytes: number }[] = []

/** Writes a file (creating folders) and records its size. */
export const writeAsset = (file: string, content: string): void => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.push({ file, bytes: Buffer.byteLength(content) })
}

/** Bounding box [minX, minY, maxX, maxY] of SVG path data (curves and arcs sampled). */
export const pathBBox = (d: string): [number, number, number, number] => {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity]
  const add = (px: number, py: number) => {
    box[0] = Math.min(box[0], px)
    box[1] = Math.min(box[1], py)
    box[2] = Math.max(box[2], px)
    box[3] = Math.max(box[3], py)
  }
  let i = 0
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i++
  }
  const num = (): number => {
    skip()
    const m = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(d.slice(i, i + 40))
    if (!m) throw new Error(`Chemin illisible près de « ${d.slice(i, i + 20)} »`)
    i += m[0].length
    return Number(m[0])
  }
  const flag = (): boolean => {
    skip()
    return d[i++] === '1'
  }
  const SAMPLES = 12
  const cubic = (x0: number, y0: number, x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) => {
    for (let k = 1; k <= SAMPLES; k++) {
      const t = k / SAMPLES
      const u = 1 - t
      add(u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3, u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3)
    }
  }
  const arc = (x1: number, y1: number, rx: number, ry: number, phiDeg: number, large: boolean, sweep: boolean, x2: number, y2: number) => {
    if (rx === 0 || ry === 0) return add(x2, y2)
    const phi = (phiDeg * Math.PI) / 180
    const cos = Math.cos(phi)
    const sin = Math.sin(phi)
    const dx = (x1 - x2) / 2
    const dy = (y1 - y2) / 2
    const xp = cos * dx + sin * dy
    const yp = -sin * dx + cos * dy
    const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry)
    if (lambda > 1) {
      rx *= Math.sqrt(lambda)
      ry *= Math.sqrt(lambda)
    }
    const num2 = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp
    const den = rx * rx * yp * yp + ry * ry * xp * xp
    const coef = (large !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, num2 / den))
    const cxp = (coef * rx * yp) / ry
    const cyp = (-coef * ry * xp) / rx
    const cx = cos * cxp - sin * cyp + (x1 + x2) / 2
    const cy = sin * cxp + cos * cyp + (y1 + y2) / 2
    const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    const t1 = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry)
    let dt = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry)
    if (!sweep && dt > 0) dt -= 2 * Math.PI
    if (sweep && dt < 0) dt += 2 * Math.PI
    for (let k = 1; k <= SAMPLES * 2; k++) {
      const t = t1 + (dt * k) / (SAMPLES * 2)
      add(cx + rx * cos * Math.cos(t) - ry * sin * Math.sin(t), cy + rx * sin * Math.cos(t) + ry * cos * Math.sin(t))
    }
  }
  let x = 0
  let y = 0
  let sx = 0
  let sy = 0
  let cx2 = 0 // last control point, for S and T
  let cy2 = 0
  let prev = ''
  let cmd = ''
  for (;;) {
    skip()
    if (i >= d.length) break
    if (/[a-zA-Z]/.test(d[i])) cmd = d[i++]
    else if (!cmd) throw new Error('Chemin sans commande')
    const rel = cmd === cmd.toLowerCase()
    const ox = rel ? x : 0
    const oy = rel ? y : 0
    const up = cmd.toUpperCase()
    if (up === 'Z') {
      x = sx
      y = sy
      prev = up
      continue
    }
    if (up === 'M' || up === 'L') {
      x = ox + num()
      y = oy + num()
      if (up === 'M') {
        sx = x
        sy = y
        cmd = rel ? 'l' : 'L'
      }
      add(x, y)
    } else if (up === 'H') {
      x = ox + num()
      add(x, y)
    } else if (up === 'V') {
      y = oy + num()
      add(x, y)
    } else if (up === 'C' || up === 'S') {
      let x1 = x
      let y1 = y
      if (up === 'C') {
        x1 = ox + num()
        y1 = oy + num()
      } else if (prev === 'C' || prev === 'S') {
        x1 = 2 * x - cx2
        y1 = 2 * y - cy2
      }
      const x2 = ox + num()
      const y2 = oy + num()
      const x3 = ox + num()
      const y3 = oy + num()
      cubic(x, y, x1, y1, x2, y2, x3, y3)
      cx2 = x2
      cy2 = y2
      x = x3
      y = y3
    } else if (up === 'Q' || up === 'T') {
      let qx = x
      let qy = y
      if (up === 'Q') {
        qx = ox + num()
        qy = oy + num()
      } else if (prev === 'Q' || prev === 'T') {
        qx = 2 * x - cx2
        qy = 2 * y - cy2
      }
      const ex = ox + num()
      const ey = oy + num()
      cubic(x, y, x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), ex + (2 / 3) * (qx - ex), ey + (2 / 3) * (qy - ey), ex, ey)
      cx2 = qx
      cy2 = qy
      x = ex
      y = ey
    } else if (up === 'A') {
      const rx = Math.abs(num())
      const ry = Math.abs(num())
      const phi = num()
      const large = flag()
      const sweep = flag()
      const ex = ox + num()
      const ey = oy + num()
      arc(x, y, rx, ry, phi, large, sweep, ex, ey)
      x = ex
      y = ey
    } else {
      throw new Error(`Commande de chemin inconnue : ${cmd}`)
    }
    prev = up
  }
  return box
}
