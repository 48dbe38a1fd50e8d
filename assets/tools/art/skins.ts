// Skin art (200×300): the linked card's or spell's glyph in a richer alternate frame and colouring.
// Same layout as the base art (glyph centred, edges clear) so the game's values stay readable.
import { arcaneCircle, GLYPH_H, GLYPH_W, H, SPELL_GLYPH, W } from './cards'
import { hash, iconDef, linear, n, radial, rng, starPoints, svgDoc, useIcon } from './svg'

export type SkinStyle = 'brasier' | 'obsidienne' | 'givre' | 'or' | 'astrale' | 'lune-de-sang' | 'spectrale' | 'sylvestre'

interface Theme {
  frame: string[]
  edge: string
  bevel: string
  panel: [string, string]
  glyph: string[] // vertical gradient, top to bottom
  glow: string // wide soft outline around the glyph
  /** decorations inside the panel, behind the glyph */
  behind: (r: () => number, k: string) => { defs: string; body: string }
  /** decorations over the frame (corners, gems) */
  frameDeco?: (k: string) => string
  /** glyph echoes or overlays */
  glyphExtra?: (k: string, icon: string, box: readonly [number, number]) => string
}

const PANEL = { x: 12, y: 12, w: 176, h: 276 }

const leaf = (x: number, y: number, len: number, angle: number, fill: string, opacity: number): string =>
  `<path transform="translate(${n(x, 1)} ${n(y, 1)}) rotate(${n(angle, 1)})" d="M0 0Q${n(len / 2, 1)} ${n(-len / 3, 1)} ${n(len, 1)} 0Q${n(len / 2, 1)} ${n(len / 3, 1)} 0 0Z" fill="${fill}" fill-opacity="${n(opacity)}"/>`

const snowflake = (x: number, y: number, r: number, color: string, opacity: number): string => {
  const arms: string[] = []
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI * i) / 3
    const ex = x + r * Math.cos(a)
    const ey = y + r * Math.sin(a)
    const mx = x + r * 0.55 * Math.cos(a)
    const my = y + r * 0.55 * Math.sin(a)
    arms.push(`M${n(x, 1)} ${n(y, 1)}L${n(ex, 1)} ${n(ey, 1)}`)
    for (const s of [-1, 1]) {
      const b = a + (s * Math.PI) / 4
      arms.push(`M${n(mx, 1)} ${n(my, 1)}L${n(mx + r * 0.3 * Math.cos(b), 1)} ${n(my + r * 0.3 * Math.sin(b), 1)}`)
    }
  }
  return `<path d="${arms.join('')}" stroke="${color}" stroke-opacity="${n(opacity)}" stroke-width="1.2" stroke-linecap="round" fill="none"/>`
}

const cornerFlourish = (color: string, opacity = 0.9): string => {
  const one = (x: number, y: number, sx: number, sy: number) =>
    `<path transform="translate(${x} ${y}) scale(${sx} ${sy})" d="M0 22C0 9 9 0 22 0M6 30C6 15 15 6 30 6" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2" stroke-linecap="round"/>` +
    `<circle transform="translate(${x} ${y}) scale(${sx} ${sy})" cx="9" cy="9" r="3" fill="${color}" fill-opacity="${opacity}"/>`
  return one(17, 17, 1, 1) + one(183, 17, -1, 1) + one(17, 283, 1, -1) + one(183, 283, -1, -1)
}

const THEMES: Record<SkinStyle, Theme> = {
  brasier: {
    frame: ['#fff3b0', '#ffb703', '#fb5607', '#9d0208', '#370617'],
    edge: '#1a0303',
    bevel: '#ffd166',
    panel: ['#6b1a05', '#120202'],
    glyph: ['#fffbe6', '#ffd166', '#ff8c42'],
    glow: '#ff6b00',
    behind: (r, k) => {
      const defs = linear(`${k}fl`, [['#ff4d00', 0], ['#ff7b00', 0.55], ['#ffd166', 0.85]], 0, 0, 0, 1)
      const flames: string[] = []
      for (let i = 0; i < 9; i++) {
        const x = 20 + i * 20 + (r() - 0.5) * 8
        const h = 60 + r() * 90
        const w = 22 + r() * 16
        const bend = (r() - 0.5) * 30
        flames.push(`M${n(x - w / 2, 1)} 288Q${n(x - w / 2 + bend / 2, 1)} ${n(288 - h * 0.55, 1)} ${n(x + bend, 1)} ${n(288 - h, 1)}Q${n(x + w / 2, 1)} ${n(288 - h * 0.45, 1)} ${n(x + w / 2, 1)} 288Z`)
      }
      const embers: string[] = []
      for (let i = 0; i < 14; i++) {
        embers.push(`<circle cx="${n(20 + r() * 160, 1)}" cy="${n(30 + r() * 200, 1)}" r="${n(0.8 + r() * 1.8, 1)}" fill="#ffb347" fill-opacity="${n(0.4 + r() * 0.5)}"/>`)
      }
      return { defs, body: `<path d="${flames.join('')}" fill="url(#${k}fl)"/>${embers.join('')}` }
    },
    frameDeco: () => cornerFlourish('#fff3b0', 0.85),
  },
  obsidienne: {
    frame: ['#6b6880', '#1b1b24', '#07070b', '#34304a', '#0b0b10'],
    edge: '#000000',
    bevel: '#a78bfa',
    panel: ['#21182f', '#040308'],
    glyph: ['#faf5ff', '#d8b4fe', '#8b5cf6'],
    glow: '#7c3aed',
    behind: (r) => {
      const shards: string[] = []
      for (let i = 0; i < 12; i++) {
        const side = i % 4
        const t = r()
        const [bx, by] = side === 0 ? [12 + t * 176, 12] : side === 1 ? [188, 12 + t * 276] : side === 2 ? [12 + t * 176, 288] : [12, 12 + t * 276]
        const dx = 100 - bx
        const dy = 150 - by
        const len = 0.25 + r() * 0.2
        const tip = [bx + dx * len, by + dy * len]
        const spread = 14 + r() * 18
        const nx = -dy / Math.hypot(dx, dy)
        const ny = dx / Math.hypot(dx, dy)
        const pts = [bx + nx * spread, by + ny * spread, tip[0], tip[1], bx - nx * spread, by - ny * spread]
        const shade = ['#1c1a26', '#2a2638', '#14121c'][i % 3]
        shards.push(`<polygon points="${pts.map((v) => n(v, 1)).join(' ')}" fill="${shade}" stroke="#a78bfa" stroke-opacity=".35" stroke-width=".8"/>`)
      }
      const veins = `<path d="M24 60Q60 90 52 140T80 250M176 40Q150 100 160 160T130 270" fill="none" stroke="#8b5cf6" stroke-opacity=".35" stroke-width="1.2"/>`
      return { defs: '', body: shards.join('') + veins }
    },
    frameDeco: () =>
      cornerFlourish('#c4b5fd', 0.7) +
      `<polygon points="${starPoints(100, 12, 8, 3, 4)}" fill="#a78bfa" stroke="#000" stroke-width=".8"/><polygon points="${starPoints(100, 288, 8, 3, 4)}" fill="#a78bfa" stroke="#000" stroke-width=".8"/>`,
  },
  givre: {
    frame: ['#ffffff', '#bae6fd', '#38bdf8', '#0369a1', '#e0f2fe'],
    edge: '#082f49',
    bevel: '#f0f9ff',
    panel: ['#12507a', '#031322'],
    glyph: ['#ffffff', '#e0f7ff', '#7dd3fc'],
    glow: '#67e8f9',
    behind: (r) => {
      const parts: string[] = []
      const icicles: string[] = []
      for (let x = 16; x < 184; x += 8 + r() * 6) {
        const w = 5 + r() * 5
        icicles.push(`M${n(x, 1)} 13L${n(x + w / 2, 1)} ${n(13 + 10 + r() * 26, 1)}L${n(x + w, 1)} 13Z`)
      }
      parts.push(`<path d="${icicles.join('')}" fill="#e0f2fe" fill-opacity=".55"/>`)
      for (let i = 0; i < 9; i++) {
        const x = 24 + r() * 152
        const y = 60 + r() * 210
        if (Math.hypot(x - 100, y - 150) < 62) continue
        parts.push(snowflake(x, y, 4 + r() * 7, '#e0f7ff', 0.35 + r() * 0.4))
      }
      parts.push(`<path d="M12 250L60 288H12ZM188 250L140 288H188Z" fill="#bae6fd" fill-opacity=".18"/>`)
      return { defs: '', body: parts.join('') }
    },
    frameDeco: () => snowflake(100, 12, 7, '#082f49', 0.9) + snowflake(100, 288, 7, '#082f49', 0.9),
  },
  or: {
    frame: ['#fffbe0', '#f2c14e', '#a8740f', '#ffe58a', '#c8901a', '#6e4a06'],
    edge: '#2b1c02',
    bevel: '#fff6d6',
    panel: ['#6b1024', '#1b0309'],
    glyph: ['#fff8dc', '#f5cd5b', '#b8860b'],
    glow: '#ffd66b',
    behind: () => {
      const rays: string[] = []
      for (let i = 0; i < 24; i++) {
        const a = (Math.PI * 2 * i) / 24
        rays.push(`M${n(100 + 40 * Math.cos(a), 1)} ${n(150 + 40 * Math.sin(a), 1)}L${n(100 + 130 * Math.cos(a), 1)} ${n(150 + 130 * Math.sin(a), 1)}`)
      }
      const body =
        `<path d="${rays.join('')}" stroke="#f2c14e" stroke-opacity=".16" stroke-width="3"/>` +
        `<rect x="20" y="20" width="160" height="260" rx="6" fill="none" stroke="#f2c14e" stroke-opacity=".7" stroke-width="1.5"/>` +
        `<rect x="25" y="25" width="150" height="250" rx="4" fill="none" stroke="#f2c14e" stroke-opacity=".35" stroke-dasharray="1 4"/>` +
        `<circle cx="100" cy="150" r="76" fill="none" stroke="#f2c14e" stroke-opacity=".55" stroke-width="1.5"/>`
      return { defs: '', body }
    },
    frameDeco: () =>
      cornerFlourish('#fff3c4', 0.9) +
      `<circle cx="100" cy="12" r="6" fill="#b91c1c" stroke="#3d2a05" stroke-width="1.5"/><circle cx="100" cy="288" r="6" fill="#b91c1c" stroke="#3d2a05" stroke-width="1.5"/>` +
      `<circle cx="12" cy="150" r="5" fill="#b91c1c" stroke="#3d2a05" stroke-width="1.5"/><circle cx="188" cy="150" r="5" fill="#b91c1c" stroke="#3d2a05" stroke-width="1.5"/>`,
  },
  astrale: {
    frame: ['#e0e7ff', '#818cf8', '#3730a3', '#1e1b4b', '#c4b5fd'],
    edge: '#0b0a24',
    bevel: '#e0e7ff',
    panel: ['#2a2170', '#04041a'],
    glyph: ['#ffffff', '#fbcfe8', '#e879f9'],
    glow: '#e879f9',
    behind: (r, k) => {
      const defs = radial(`${k}nb`, [['#f472b6', 0.35], ['#a855f7', 0.15], ['#a855f7', 0]]) + radial(`${k}nc`, [['#38bdf8', 0.3], ['#38bdf8', 0]])
      const stars: string[] = []
      for (let i = 0; i < 46; i++) {
        stars.push(`<circle cx="${n(16 + r() * 168, 1)}" cy="${n(16 + r() * 268, 1)}" r="${n(0.4 + r() * 1.1, 1)}" fill="#fff" fill-opacity="${n(0.35 + r() * 0.65)}"/>`)
      }
      const constellation = [
        [34, 52],
        [58, 40],
        [80, 58],
        [70, 84],
      ]
      const c2 = [
        [150, 232],
        [168, 250],
        [142, 262],
        [124, 248],
      ]
      const line = (pts: number[][]) => `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#c7d2fe" stroke-opacity=".5" stroke-width=".8"/>` + pts.map(([x, y]) => `<polygon points="${starPoints(x, y, 3.2, 1, 4)}" fill="#fff"/>`).join('')
      const body =
        `<ellipse cx="60" cy="90" rx="70" ry="48" fill="url(#${k}nb)"/><ellipse cx="145" cy="215" rx="60" ry="50" fill="url(#${k}nc)"/>` +
        stars.join('') +
        line(constellation) +
        line(c2) +
        arcaneCircle('#c7d2fe', k)
      return { defs, body }
    },
    frameDeco: () =>
      `<polygon points="${starPoints(100, 13, 9, 3.5, 5)}" fill="#fde68a" stroke="#0b0a24"/><polygon points="${starPoints(100, 287, 9, 3.5, 5)}" fill="#fde68a" stroke="#0b0a24"/>` +
      `<polygon points="${starPoints(13, 150, 6, 2.5, 4)}" fill="#e0e7ff"/><polygon points="${starPoints(187, 150, 6, 2.5, 4)}" fill="#e0e7ff"/>`,
  },
  'lune-de-sang': {
    frame: ['#fca5a5', '#b91c1c', '#450a0a', '#7f1d1d', '#1c0606'],
    edge: '#0c0202',
    bevel: '#fecaca',
    panel: ['#2e0b12', '#070103'],
    glyph: ['#2a070d', '#14030a', '#050103'],
    glow: '#ff8a8a',
    behind: (r, k) => {
      const defs = radial(`${k}mo`, ['#ffd2c2', '#ef4444', '#991b1b', '#5c0a0a'], 0.42, 0.38, 0.65)
      const craters = [
        [72, 118, 9],
        [128, 176, 12],
        [118, 104, 6],
        [80, 190, 7],
      ]
        .map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="#7f1d1d" fill-opacity=".35"/>`)
        .join('')
      const bats: string[] = []
      for (let i = 0; i < 4; i++) {
        const x = 30 + r() * 140
        const y = 34 + r() * 36
        const s = 0.6 + r() * 0.5
        bats.push(`<path transform="translate(${n(x, 1)} ${n(y, 1)}) scale(${n(s)})" d="M0 0Q-6-6-14-4Q-10 0-12 4Q-6 2 0 6Q6 2 12 4Q10 0 14-4Q6-6 0 0Z" fill="#0c0204"/>`)
      }
      const body =
        `<circle cx="100" cy="150" r="80" fill="#ef4444" fill-opacity=".12"/>` +
        `<circle cx="100" cy="150" r="68" fill="url(#${k}mo)"/>` +
        craters +
        `<path d="M12 236Q60 220 100 238T188 232V288H12Z" fill="#0c0204" fill-opacity=".85"/>` +
        bats.join('')
      return { defs, body }
    },
    frameDeco: () => cornerFlourish('#fecaca', 0.6),
  },
  spectrale: {
    frame: ['#f0fdfa', '#99f6e4', '#2dd4bf', '#115e59', '#042f2e'],
    edge: '#011716',
    bevel: '#ccfbf1',
    panel: ['#0e4a47', '#010b0b'],
    glyph: ['#f0fffd', '#c8fff4', '#7ef5df'],
    glow: '#5eead4',
    behind: (r) => {
      const wisps: string[] = []
      for (let i = 0; i < 7; i++) {
        const x = 20 + r() * 160
        const y = 40 + r() * 220
        const dx = (r() - 0.5) * 120
        const dy = (r() - 0.5) * 60
        wisps.push(`<path d="M${n(x, 1)} ${n(y, 1)}q${n(dx / 2, 1)} ${n(-30 + dy, 1)} ${n(dx, 1)} ${n(dy / 2, 1)}t${n(dx, 1)} ${n(dy, 1)}" fill="none" stroke="#99f6e4" stroke-opacity="${n(0.12 + r() * 0.2)}" stroke-width="${n(1.5 + r() * 4, 1)}" stroke-linecap="round"/>`)
      }
      return { defs: '', body: wisps.join('') }
    },
    glyphExtra: (k, icon, box) =>
      useIcon(`${k}i`, icon, 92, 144, box[0], box[1], 'fill="#99f6e4" fill-opacity=".18"') + useIcon(`${k}i`, icon, 108, 156, box[0], box[1], 'fill="#99f6e4" fill-opacity=".12"'),
    frameDeco: () => cornerFlourish('#ccfbf1', 0.7),
  },
  sylvestre: {
    frame: ['#ecfccb', '#84cc16', '#3f6212', '#854d0e', '#422006'],
    edge: '#1a0f02',
    bevel: '#d9f99d',
    panel: ['#24451d', '#050d05'],
    glyph: ['#fefce8', '#ecfccb', '#bef264'],
    glow: '#a3e635',
    behind: (r) => {
      const parts: string[] = []
      parts.push(`<path d="M18 280C40 230 20 180 36 140S30 60 22 20M182 20C160 70 180 120 166 160S172 240 178 280" fill="none" stroke="#65a30d" stroke-opacity=".55" stroke-width="2.2"/>`)
      const greens = ['#4d7c0f', '#65a30d', '#84cc16', '#3f6212']
      for (let i = 0; i < 16; i++) {
        const left = i % 2 === 0
        const y = 28 + r() * 250
        const x = left ? 18 + r() * 24 : 182 - r() * 24
        parts.push(leaf(x, y, 12 + r() * 12, (left ? -40 : 220) + r() * 80, greens[i % 4], 0.55 + r() * 0.35))
      }
      return { defs: '', body: parts.join('') }
    },
    frameDeco: () => leaf(88, 12, 12, 180, '#d9f99d', 0.9) + leaf(112, 12, 12, 0, '#d9f99d', 0.9) + leaf(88, 288, 12, 180, '#d9f99d', 0.9) + leaf(112, 288, 12, 0, '#d9f99d', 0.9),
  },
}

export const skinArt = (p: { slug: string; nom: string; style: SkinStyle; icon: string; spell: boolean }): string => {
  const t = THEMES[p.style]
  const k = 'k'
  const r = rng(hash(p.slug))
  const radius = p.spell ? 30 : 14
  const box = p.spell ? SPELL_GLYPH : ([GLYPH_W, GLYPH_H] as const)
  const behind = t.behind(r, k)
  const defs =
    linear(`${k}f`, t.frame) +
    radial(`${k}p`, t.panel, 0.5, 0.45, 0.75) +
    linear(`${k}g`, t.glyph, 0, 0, 0, 1) +
    radial(`${k}h`, [[t.glow, 0.5], [t.glow, 0.15], [t.glow, 0]]) +
    iconDef(`${k}i`, p.icon) +
    behind.defs
  const body =
    `<rect x="1.5" y="1.5" width="197" height="297" rx="${radius}" fill="url(#${k}f)" stroke="${t.edge}" stroke-width="3"/>` +
    `<rect x="5.5" y="5.5" width="189" height="289" rx="${n(radius * 0.8)}" fill="none" stroke="${t.bevel}" stroke-opacity=".7"/>` +
    `<rect x="9" y="9" width="182" height="282" rx="${n(radius * 0.65)}" fill="none" stroke="${t.edge}" stroke-opacity=".6" stroke-width="1.5"/>` +
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.w}" height="${PANEL.h}" rx="${n(radius * 0.55)}" fill="url(#${k}p)" stroke="${t.edge}" stroke-width="2"/>` +
    `<g clip-path="url(#${k}c)">${behind.body}</g>` +
    `<circle cx="100" cy="150" r="72" fill="url(#${k}h)"/>` +
    (t.glyphExtra?.(k, p.icon, box) ?? '') +
    useIcon(`${k}i`, p.icon, 100, 150, box[0], box[1], `fill="none" stroke="${t.glow}" stroke-opacity=".45" stroke-width="26" stroke-linejoin="round"`) +
    useIcon(`${k}i`, p.icon, 100, 150, box[0], box[1], `fill="url(#${k}g)" stroke="${t.edge}" stroke-width="6" stroke-opacity=".5"`) +
    (t.frameDeco?.(k) ?? '')
  const clip = `<clipPath id="${k}c"><rect x="${PANEL.x + 1}" y="${PANEL.y + 1}" width="${PANEL.w - 2}" height="${PANEL.h - 2}" rx="${n(radius * 0.55)}"/></clipPath>`
  return svgDoc(W, H, defs + clip, body, p.nom)
}
