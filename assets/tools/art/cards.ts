// Card and spell art (200×300): a frame coloured by rarity, a dark panel and the game-icons glyph.
// The game draws the name and the four values over this art, so none of them is drawn here.
import type { Rarete } from '../../../src/game/rarity'
import { iconDef, linear, n, radial, rng, hash, starPoints, svgDoc, useIcon } from './svg'

export const W = 200
export const H = 300
/** The box the glyph is fitted into, centred on the art. */
export const GLYPH_W = 124
export const GLYPH_H = 132
/** Spells keep their glyph inside the arcane circle. */
export const SPELL_GLYPH = [106, 106] as const

export interface RarityPalette {
  frame: string[] // frame gradient, top-left to bottom-right
  edge: string // outer stroke
  light: string // bevel and ornaments
  panel: [string, string] // panel radial gradient, centre to edge
  halo: string // glow behind the glyph
  glyph: string // glyph colour
}

export const RARITY_PALETTES: Record<Rarete, RarityPalette> = {
  commune: {
    frame: ['#b3b8bf', '#7d838c', '#5a5f67', '#8c929a'],
    edge: '#2e3136',
    light: '#d9dde2',
    panel: ['#30343b', '#121418'],
    halo: '#aeb6c2',
    glyph: '#eef1f4',
  },
  rare: {
    frame: ['#8ec5ff', '#3b82f6', '#1d4ed8', '#1e3a8a'],
    edge: '#0b1a40',
    light: '#cfe5ff',
    panel: ['#1c2f57', '#0a1122'],
    halo: '#60a5fa',
    glyph: '#eaf3ff',
  },
  épique: {
    frame: ['#e2c2ff', '#a855f7', '#7e22ce', '#4c1d95'],
    edge: '#220a3d',
    light: '#ecdcff',
    panel: ['#33184f', '#120820'],
    halo: '#c084fc',
    glyph: '#f7efff',
  },
  légendaire: {
    frame: ['#fff4c2', '#f7c948', '#c8901a', '#f3d36b', '#9a6b0c'],
    edge: '#3d2a05',
    light: '#fff6d6',
    panel: ['#3f2e0c', '#140e04'],
    halo: '#fcd34d',
    glyph: '#fff8e6',
  },
}

/** Frame, panel and glyph with the given colours; `extra` is drawn between the panel and the glyph. */
export const framedArt = (p: {
  key: string
  title: string
  icon: string
  frame: readonly string[]
  edge: string
  light: string
  panel: readonly [string, string]
  halo: string
  glyph: string
  radius: number
  glyphBox?: readonly [number, number]
  extraDefs?: string
  extra?: string
  front?: string
}): string => {
  const k = p.key
  const defs =
    linear(`${k}f`, p.frame) +
    radial(`${k}p`, p.panel, 0.5, 0.45, 0.75) +
    radial(`${k}h`, [[p.halo, 0.55], [p.halo, 0.18], [p.halo, 0]], 0.5, 0.5, 0.5) +
    iconDef(`${k}i`, p.icon) +
    (p.extraDefs ?? '')
  const r = p.radius
  const [gw, gh] = p.glyphBox ?? [GLYPH_W, GLYPH_H]
  const body =
    `<rect x="1.5" y="1.5" width="197" height="297" rx="${r}" fill="url(#${k}f)" stroke="${p.edge}" stroke-width="3"/>` +
    `<rect x="7" y="7" width="186" height="286" rx="${n(r * 0.72)}" fill="none" stroke="${p.light}" stroke-opacity=".45"/>` +
    `<rect x="12" y="12" width="176" height="276" rx="${n(r * 0.55)}" fill="url(#${k}p)" stroke="${p.edge}" stroke-width="2"/>` +
    `<circle cx="100" cy="150" r="74" fill="url(#${k}h)"/>` +
    (p.extra ?? '') +
    useIcon(`${k}i`, p.icon, 101.5, 152.5, gw, gh, `fill="#000" fill-opacity=".45"`) +
    useIcon(`${k}i`, p.icon, 100, 150, gw, gh, `fill="${p.glyph}"`) +
    (p.front ?? '')
  return svgDoc(W, H, defs, body, p.title)
}

/** Small diamond, used as a gem on frames. */
export const diamond = (cx: number, cy: number, r: number, fill: string, stroke: string): string =>
  `<path d="M${n(cx)} ${n(cy - r)}L${n(cx + r * 0.7)} ${n(cy)}L${n(cx)} ${n(cy + r)}L${n(cx - r * 0.7)} ${n(cy)}Z" fill="${fill}" stroke="${stroke}" stroke-width="1"/>`

/** Rarity ornaments: corner marks for all, gems from rare, a rune ring from épique, rays for légendaire. */
const ornaments = (rarete: Rarete, pal: RarityPalette, seed: string): string => {
  const parts: string[] = []
  // corner brackets inside the panel
  const c = (x: number, y: number, dx: number, dy: number) =>
    `<path d="M${x} ${y + dy * 16}V${y}H${x + dx * 16}" fill="none" stroke="${pal.light}" stroke-opacity=".55" stroke-width="2" stroke-linecap="round"/>`
  parts.push(c(20, 20, 1, 1), c(180, 20, -1, 1), c(20, 280, 1, -1), c(180, 280, -1, -1))
  if (rarete === 'légendaire') {
    const rays: string[] = []
    for (let i = 0; i < 16; i++) {
      const a = (Math.PI * 2 * i) / 16
      const a2 = a + Math.PI / 40
      const a3 = a - Math.PI / 40
      rays.push(`M100 150L${n(100 + 96 * Math.cos(a2), 1)} ${n(150 + 96 * Math.sin(a2), 1)}L${n(100 + 96 * Math.cos(a3), 1)} ${n(150 + 96 * Math.sin(a3), 1)}Z`)
    }
    parts.push(`<path d="${rays.join('')}" fill="${pal.halo}" fill-opacity=".13"/>`)
    const r = rng(hash(seed))
    for (let i = 0; i < 7; i++) {
      const x = 30 + r() * 140
      const y = 40 + r() * 220
      if (Math.hypot(x - 100, y - 150) < 70) continue
      parts.push(`<polygon points="${starPoints(x, y, 4 + r() * 3, 1.2, 4)}" fill="${pal.light}" fill-opacity=".7"/>`)
    }
  }
  if (rarete === 'épique' || rarete === 'légendaire') {
    parts.push(
      `<circle cx="100" cy="150" r="80" fill="none" stroke="${pal.light}" stroke-opacity=".35" stroke-width="1.5"/>`,
      `<circle cx="100" cy="150" r="74" fill="none" stroke="${pal.light}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="2 7"/>`,
    )
  }
  if (rarete !== 'commune') {
    parts.push(diamond(100, 12, 6, pal.frame[1], pal.edge), diamond(100, 288, 6, pal.frame[1], pal.edge))
  }
  return parts.join('')
}

export const cardArt = (card: { slug: string; nom: string; rarete: Rarete; icon: string }): string => {
  const pal = RARITY_PALETTES[card.rarete]
  return framedArt({
    key: 'c',
    title: card.nom,
    icon: card.icon,
    ...pal,
    radius: 14,
    extra: ornaments(card.rarete, pal, card.slug),
  })
}

/** Spell frames: blessings teal/green, curses crimson; the rarity shows in the gems. */
export const SPELL_PALETTES = {
  blessing: {
    frame: ['#a7f3d0', '#14b8a6', '#0f766e', '#15803d'],
    edge: '#052e26',
    light: '#ccfbf1',
    panel: ['#0f3b36', '#04110f'] as [string, string],
    halo: '#2dd4bf',
    glyph: '#ecfdf5',
  },
  curse: {
    frame: ['#fca5a5', '#dc2626', '#991b1b', '#4c0519'],
    edge: '#2a0509',
    light: '#fecdd3',
    panel: ['#4a0f17', '#12040a'] as [string, string],
    halo: '#f43f5e',
    glyph: '#fff1f2',
  },
}

/** Rarity colour of the gems on spell frames. */
export const GEM: Record<Rarete, string> = {
  commune: '#c9ced6',
  rare: '#3b82f6',
  épique: '#a855f7',
  légendaire: '#f7c948',
}

/** The arcane circle behind a spell's glyph: rings, ticks and a star. */
export const arcaneCircle = (light: string, seed: string): string => {
  const r = rng(hash(seed))
  const ticks: string[] = []
  for (let i = 0; i < 24; i++) {
    const a = (Math.PI * 2 * i) / 24
    const len = i % 3 === 0 ? 8 : 4
    ticks.push(`M${n(100 + 70 * Math.cos(a), 1)} ${n(150 + 70 * Math.sin(a), 1)}L${n(100 + (70 + len) * Math.cos(a), 1)} ${n(150 + (70 + len) * Math.sin(a), 1)}`)
  }
  const rot = r() * Math.PI
  return (
    `<circle cx="100" cy="150" r="82" fill="none" stroke="${light}" stroke-opacity=".5" stroke-width="1.5"/>` +
    `<circle cx="100" cy="150" r="70" fill="none" stroke="${light}" stroke-opacity=".45" stroke-width="1.5"/>` +
    `<path d="${ticks.join('')}" stroke="${light}" stroke-opacity=".55" stroke-width="1.5"/>` +
    `<polygon points="${starPoints(100, 150, 66, 38, 6, rot)}" fill="none" stroke="${light}" stroke-opacity=".18" stroke-width="1.2"/>`
  )
}

export const spellArt = (spell: { slug: string; nom: string; rarete: Rarete; icon: string; curse: boolean }): string => {
  const pal = spell.curse ? SPELL_PALETTES.curse : SPELL_PALETTES.blessing
  const gem = GEM[spell.rarete]
  const gems =
    `<circle cx="100" cy="13" r="7" fill="${gem}" stroke="${pal.edge}" stroke-width="1.5"/>` +
    `<circle cx="100" cy="287" r="7" fill="${gem}" stroke="${pal.edge}" stroke-width="1.5"/>` +
    `<circle cx="13" cy="150" r="4" fill="${gem}" stroke="${pal.edge}"/><circle cx="187" cy="150" r="4" fill="${gem}" stroke="${pal.edge}"/>`
  return framedArt({
    key: 's',
    title: spell.nom,
    icon: spell.icon,
    ...pal,
    radius: 30,
    glyphBox: SPELL_GLYPH,
    extra: arcaneCircle(pal.light, spell.slug),
    front: gems,
  })
}
