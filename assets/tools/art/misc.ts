// Booster wrappers (240×320), news banners (800×400) and the interface images: logo, card back and
// the skin shop's default image. No text is drawn: the app writes names in its own font.
import type { Rarete } from '../../../src/game/rarity'
import { arcaneCircle, RARITY_PALETTES, SPELL_PALETTES } from './cards'
import { hash, inlineIcon, linear, n, radial, rng, starPoints, svgDoc } from './svg'

const RKEY: Record<Rarete, string> = { commune: 'c', rare: 'r', épique: 'e', légendaire: 'l' }

/** Frame gradients of the mini cards (one per rarity, plus the two spell kinds). */
const miniDefs = (): string =>
  (Object.keys(RKEY) as Rarete[]).map((r) => linear(`m${RKEY[r]}`, RARITY_PALETTES[r].frame)).join('') +
  linear('msb', SPELL_PALETTES.blessing.frame) +
  linear('msc', SPELL_PALETTES.curse.frame)

/** A small card (or spell, with kind) drawn at (cx, cy), rotated, with its glyph. */
const miniCard = (cx: number, cy: number, w: number, h: number, rot: number, rarete: Rarete, icon: string, kind: 'card' | 'blessing' | 'curse' = 'card', outline = ''): string => {
  const pal = kind === 'card' ? RARITY_PALETTES[rarete] : SPELL_PALETTES[kind]
  const grad = kind === 'card' ? `m${RKEY[rarete]}` : kind === 'blessing' ? 'msb' : 'msc'
  const r = kind === 'card' ? w * 0.08 : w * 0.16
  const inset = w * 0.07
  return (
    `<g transform="translate(${n(cx, 1)} ${n(cy, 1)}) rotate(${n(rot, 1)})">` +
    `<rect x="${n(-w / 2 + 3, 1)}" y="${n(-h / 2 + 5, 1)}" width="${n(w, 1)}" height="${n(h, 1)}" rx="${n(r, 1)}" fill="#000" fill-opacity=".35"/>` +
    `<rect x="${n(-w / 2, 1)}" y="${n(-h / 2, 1)}" width="${n(w, 1)}" height="${n(h, 1)}" rx="${n(r, 1)}" fill="url(#${grad})" stroke="${outline || pal.edge}" stroke-width="${outline ? 3 : 2}"/>` +
    `<rect x="${n(-w / 2 + inset, 1)}" y="${n(-h / 2 + inset, 1)}" width="${n(w - 2 * inset, 1)}" height="${n(h - 2 * inset, 1)}" rx="${n(r * 0.6, 1)}" fill="${pal.panel[0]}" stroke="${pal.edge}"/>` +
    inlineIcon(icon, 0, 0, w * 0.62, h * 0.5, `fill="${pal.glyph}"`) +
    `</g>`
  )
}

// ─── Boosters ──────────────────────────────────────────────────────────────────────────────────────

export type PackStyle = 'classique' | 'sorts' | 'premium'

const PACK_THEMES: Record<PackStyle, { body: string[]; accent: string; dark: string; badgeIcon: string }> = {
  classique: { body: ['#4f86e8', '#2450a8', '#14306b', '#0c1d45'], accent: '#d5e2f7', dark: '#07112b', badgeIcon: 'card-random' },
  sorts: { body: ['#2cc7a9', '#108a74', '#0a5a4d', '#053a32'], accent: '#c6fbe9', dark: '#022420', badgeIcon: 'spell-book' },
  premium: { body: ['#9d5cf5', '#5b21b6', '#33106b', '#1a0838'], accent: '#f7c948', dark: '#0f0424', badgeIcon: 'crown' },
}

export const packArt = (p: { slug: string; nom: string; style: PackStyle; size: number }): string => {
  const t = PACK_THEMES[p.style]
  let top = 'M12 18'
  for (let x = 12; x < 228; x += 8) top += `L${x + 4} 10L${x + 8} 18`
  let bottom = 'L228 302'
  for (let x = 228; x > 12; x -= 8) bottom += `L${x - 4} 310L${x - 8} 302`
  const shape = `${top}${bottom}Z`
  const ridges: string[] = []
  for (let y = 22; y <= 38; y += 4) ridges.push(`M12 ${y}H228`)
  for (let y = 282; y <= 298; y += 4) ridges.push(`M12 ${y}H228`)
  const defs =
    linear('pb', t.body, 0, 0, 1, 1) +
    radial('pg', [[t.accent, 0.45], [t.accent, 0]]) +
    linear('ps', [['#ffffff', 0], ['#ffffff', 0.28], ['#ffffff', 0]], 0, 0, 1, 0) +
    miniDefs() +
    `<clipPath id="pc"><path d="${shape}"/></clipPath>`
  const fan =
    p.style === 'classique'
      ? miniCard(82, 160, 64, 96, -16, 'commune', 'wolf-head') + miniCard(158, 160, 64, 96, 16, 'commune', 'fox-head') + miniCard(120, 150, 70, 105, 0, 'rare', 'black-knight-helm')
      : p.style === 'premium'
        ? miniCard(82, 160, 64, 96, -16, 'épique', 'griffin-symbol') + miniCard(158, 160, 64, 96, 16, 'épique', 'hydra') + miniCard(120, 150, 70, 105, 0, 'légendaire', 'spiked-dragon-head')
        : `<g transform="translate(20 5)">${arcaneCircle(t.accent, p.slug)}</g>` +
          miniCard(84, 162, 62, 93, -16, 'commune', 'sunbeams', 'blessing') +
          miniCard(156, 162, 62, 93, 16, 'commune', 'sparkles', 'blessing') +
          miniCard(120, 152, 68, 102, 0, 'rare', 'cursed-star', 'curse')
  const pips: string[] = []
  for (let i = 0; i < p.size; i++) {
    const x = 120 + (i - (p.size - 1) / 2) * 18
    pips.push(p.style === 'premium' ? `<polygon points="${starPoints(x, 256, 6.5, 2.8, 5)}" fill="${t.accent}"/>` : `<circle cx="${x}" cy="256" r="4.5" fill="${t.accent}"/>`)
  }
  const sparkle = rng(hash(p.slug))
  const glints: string[] = []
  for (let i = 0; i < 8; i++) {
    glints.push(`<polygon points="${starPoints(24 + sparkle() * 192, 50 + sparkle() * 220, 3 + sparkle() * 4, 1, 4)}" fill="#fff" fill-opacity="${n(0.35 + sparkle() * 0.5)}"/>`)
  }
  const body =
    `<path d="${shape}" fill="url(#pb)" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<g clip-path="url(#pc)">` +
    `<rect x="0" y="0" width="240" height="40" fill="${t.accent}" fill-opacity=".22"/><rect x="0" y="280" width="240" height="40" fill="${t.accent}" fill-opacity=".22"/>` +
    `<path d="${ridges.join('')}" stroke="${t.dark}" stroke-opacity=".35"/>` +
    `<circle cx="120" cy="150" r="110" fill="url(#pg)"/>` +
    glints.join('') +
    `<polygon points="150,0 196,0 86,320 40,320" fill="url(#ps)"/><polygon points="204,0 216,0 106,320 94,320" fill="url(#ps)"/>` +
    `</g>` +
    `<path d="M22 42H218M22 278H218" stroke="${t.accent}" stroke-opacity=".8" stroke-width="2"/>` +
    `<rect x="22" y="48" width="196" height="224" rx="10" fill="none" stroke="${t.accent}" stroke-opacity=".35" stroke-dasharray="2 5"/>` +
    fan +
    `<circle cx="120" cy="72" r="22" fill="${t.dark}" stroke="${t.accent}" stroke-width="2.5"/>` +
    inlineIcon(t.badgeIcon, 120, 72, 30, 30, `fill="${t.accent}"`) +
    `<path d="M44 244H196L188 256L196 268H44L52 256Z" fill="${t.dark}" stroke="${t.accent}" stroke-width="1.5"/>` +
    pips.join('')
  return svgDoc(240, 320, defs, body, p.nom)
}

// ─── News banners ──────────────────────────────────────────────────────────────────────────────────

export type NewsStyle = 'launch' | 'guide' | 'solo'

const stars = (seed: string, count: number, x0: number, y0: number, w: number, h: number): string => {
  const r = rng(hash(seed))
  const out: string[] = []
  for (let i = 0; i < count; i++) out.push(`<circle cx="${n(x0 + r() * w, 1)}" cy="${n(y0 + r() * h, 1)}" r="${n(0.5 + r() * 1.4, 1)}" fill="#fff" fill-opacity="${n(0.3 + r() * 0.6)}"/>`)
  return out.join('')
}

const launchBanner = (slug: string): { defs: string; body: string } => {
  const rays: string[] = []
  for (let i = 0; i < 18; i++) {
    const a = Math.PI + (Math.PI * i) / 17
    const a1 = a - 0.03
    const a2 = a + 0.03
    rays.push(`M580 300L${n(580 + 700 * Math.cos(a1), 1)} ${n(300 + 700 * Math.sin(a1), 1)}L${n(580 + 700 * Math.cos(a2), 1)} ${n(300 + 700 * Math.sin(a2), 1)}Z`)
  }
  const defs = linear('bg', ['#0b1030', '#33205a', '#9b3f6a', '#f29f58'], 0, 0, 0, 1) + radial('sun', [['#ffd28a', 0.9], ['#ff9a5a', 0.4], ['#ff9a5a', 0]]) + miniDefs()
  const body =
    `<rect width="800" height="400" fill="url(#bg)"/>` +
    stars(slug, 70, 0, 0, 800, 190) +
    `<circle cx="580" cy="300" r="240" fill="url(#sun)"/>` +
    `<path d="${rays.join('')}" fill="#fff3d6" fill-opacity=".07"/>` +
    `<path d="M0 330Q120 290 240 318T480 300T800 310V400H0Z" fill="#2a1540"/>` +
    inlineIcon('castle', 590, 250, 300, 230, 'fill="#170b2a"') +
    `<path d="M0 360Q200 330 400 356T800 350V400H0Z" fill="#12081f"/>` +
    miniCard(150, 250, 100, 150, -24, 'commune', 'wolf-head') +
    miniCard(200, 232, 100, 150, -12, 'rare', 'black-knight-helm') +
    miniCard(350, 250, 100, 150, 24, 'rare', 'werewolf') +
    miniCard(300, 232, 100, 150, 12, 'épique', 'griffin-symbol') +
    miniCard(250, 225, 108, 162, 0, 'légendaire', 'spiked-dragon-head') +
    inlineIcon('crossed-swords', 250, 70, 86, 86, 'fill="#f7c948" stroke="#3d2a05" stroke-width="10"')
  return { defs, body }
}

const guideBanner = (): { defs: string; body: string } => {
  const defs = radial('bg', ['#24634b', '#123a2c', '#081a14'], 0.4, 0.5, 0.8) + miniDefs()
  const rows = [3, 5, 5, 5, 3]
  const sw = 44
  const sh = 62
  const gap = 8
  const slots: string[] = []
  const centres: [number, number][] = []
  rows.forEach((count, row) => {
    const x0 = 250 - (count * sw + (count - 1) * gap) / 2
    for (let c = 0; c < count; c++) {
      const x = x0 + c * (sw + gap)
      const y = 22 + row * (sh + 10)
      centres.push([x + sw / 2, y + sh / 2])
      slots.push(`<rect x="${n(x, 1)}" y="${y}" width="${sw}" height="${sh}" rx="5" fill="#000" fill-opacity=".22" stroke="#d9f5e8" stroke-opacity=".35" stroke-dasharray="3 3"/>`)
    }
  })
  const ally = '#38bdf8'
  const enemy = '#f43f5e'
  const placed: [number, Rarete, string, string][] = [
    [1, 'commune', 'owl', enemy],
    [4, 'rare', 'black-knight-helm', ally],
    [6, 'commune', 'goblin-head', enemy],
    [9, 'rare', 'werewolf', enemy],
    [10, 'épique', 'griffin-symbol', ally],
    [14, 'commune', 'fox-head', ally],
    [16, 'commune', 'raven', enemy],
    [19, 'commune', 'bowman', ally],
  ]
  const cards = placed.map(([i, r, icon, color]) => miniCard(centres[i][0], centres[i][1], sw - 4, sh - 4, 0, r, icon, 'card', color)).join('')
  const [kx, ky] = centres[11]
  const ko =
    miniCard(kx, ky, sw - 4, sh - 4, 0, 'commune', 'snake', 'card', enemy) +
    `<rect x="${kx - sw / 2 + 2}" y="${ky - sh / 2 + 2}" width="${sw - 4}" height="${sh - 4}" rx="4" fill="#000" fill-opacity=".55"/>` +
    inlineIcon('skull-crossed-bones', kx, ky, 30, 30, 'fill="#f1f5f9"')
  const [tx, ty] = centres[12]
  const hand =
    miniCard(530, 300, 96, 144, -18, 'commune', 'scarecrow', 'card', ally) +
    miniCard(590, 284, 96, 144, -6, 'commune', 'swordman', 'card', ally) +
    miniCard(650, 284, 96, 144, 6, 'rare', 'troll', 'card', ally) +
    miniCard(710, 300, 96, 144, 18, 'commune', 'sunbeams', 'blessing', ally)
  const arrow =
    `<path d="M630 200C615 110 510 90 ${tx + 30} ${ty - 6}" fill="none" stroke="#fde68a" stroke-width="4" stroke-dasharray="10 8" stroke-linecap="round"/>` +
    `<path d="M${tx + 24} ${ty - 18}L${tx + 30} ${ty - 6}L${tx + 42} ${ty - 10}" fill="none" stroke="#fde68a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${tx - sw / 2}" y="${ty - sh / 2}" width="${sw}" height="${sh}" rx="5" fill="#fde68a" fill-opacity=".18" stroke="#fde68a" stroke-width="2"/>`
  const timer = `<rect x="480" y="40" width="280" height="12" rx="6" fill="#000" fill-opacity=".35"/><rect x="480" y="40" width="190" height="12" rx="6" fill="#4ade80"/>`
  return { defs, body: `<rect width="800" height="400" fill="url(#bg)"/>${slots.join('')}${cards}${ko}${arrow}${timer}${hand}` }
}

const soloBanner = (slug: string): { defs: string; body: string } => {
  const defs = linear('bg', ['#120a24', '#3a1a3a', '#8a3520'], 0, 0, 0, 1) + radial('moon', ['#fff1cf', '#ffc977', ['#ff9d4d', 0.2]]) + miniDefs()
  const path = [
    [70, 372],
    [150, 346],
    [230, 352],
    [300, 318],
    [250, 282],
    [330, 254],
    [420, 262],
    [470, 224],
    [430, 186],
    [520, 160],
  ]
  const trail = `<path d="M${path.map((p) => p.join(' ')).join('L')}" fill="none" stroke="#fde68a" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 7"/>`
  const markers = path
    .map(([x, y], i) => (i < 3 ? `<circle cx="${x}" cy="${y}" r="9" fill="#f7c948" stroke="#3d2a05" stroke-width="2"/>` : `<circle cx="${x}" cy="${y}" r="8" fill="#1b0f24" stroke="#fde68a" stroke-width="2"/>`))
    .join('')
  const body =
    `<rect width="800" height="400" fill="url(#bg)"/>` +
    stars(slug, 60, 0, 0, 800, 220) +
    `<circle cx="560" cy="120" r="100" fill="url(#moon)"/>` +
    `<path d="M0 300L120 220L200 270L320 170L420 240L540 110L640 230L720 180L800 240V400H0Z" fill="#2b1530"/>` +
    `<path d="M0 350L100 300L220 330L340 280L470 320L600 290L800 330V400H0Z" fill="#1a0d1f"/>` +
    inlineIcon('dragon-head', 566, 110, 150, 130, 'fill="#240a12"') +
    trail +
    markers +
    inlineIcon('open-treasure-chest', 690, 330, 120, 100, 'fill="#f7c948" stroke="#3d2a05" stroke-width="8"') +
    miniCard(650, 250, 60, 90, -20, 'épique', 'minotaur') +
    miniCard(730, 244, 60, 90, 16, 'légendaire', 'unicorn')
  return { defs, body }
}

export const newsArt = (p: { slug: string; title: string; style: NewsStyle }): string => {
  const b = p.style === 'launch' ? launchBanner(p.slug) : p.style === 'guide' ? guideBanner() : soloBanner(p.slug)
  return svgDoc(800, 400, b.defs, b.body, p.title)
}

// ─── Interface ─────────────────────────────────────────────────────────────────────────────────────

/** The emblem: two crossed cards and a medallion with crossed swords, centred on (0, 0), ~230 wide. */
const emblem = (prefix: string): { defs: string; body: string } => {
  const blue = RARITY_PALETTES.rare
  const gold = RARITY_PALETTES.légendaire
  const card = (rot: number, grad: string, edge: string, panel: string, light: string) =>
    `<g transform="rotate(${rot})">` +
    `<rect x="-38" y="-86" width="76" height="170" rx="9" fill="#000" fill-opacity=".3" transform="translate(4 6)"/>` +
    `<rect x="-38" y="-86" width="76" height="170" rx="9" fill="url(#${grad})" stroke="${edge}" stroke-width="3"/>` +
    `<rect x="-31" y="-79" width="62" height="156" rx="5" fill="${panel}" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="-26" y="-74" width="52" height="146" rx="3" fill="none" stroke="${light}" stroke-opacity=".45"/>` +
    `</g>`
  const defs =
    linear(`${prefix}b`, blue.frame) +
    linear(`${prefix}g`, gold.frame) +
    radial(`${prefix}m`, ['#3a2360', '#130a24'], 0.5, 0.4, 0.6) +
    linear(`${prefix}s`, ['#fffbe8', '#f7d56b', '#c8901a'], 0, 0, 0, 1)
  const body =
    card(-34, `${prefix}b`, blue.edge, '#0f1d3d', blue.light) +
    card(34, `${prefix}g`, gold.edge, '#2a1d07', gold.light) +
    `<circle r="50" fill="#000" fill-opacity=".35" transform="translate(2 4)"/>` +
    `<circle r="50" fill="url(#${prefix}m)" stroke="url(#${prefix}s)" stroke-width="5"/>` +
    `<circle r="42" fill="none" stroke="#f7d56b" stroke-opacity=".5" stroke-dasharray="2 5" stroke-width="2"/>` +
    inlineIcon('crossed-swords', 0, 0, 60, 60, `fill="url(#${prefix}s)"`) +
    `<polygon points="${starPoints(0, -50, 8, 3.2, 4)}" fill="#fff6d6" stroke="#3d2a05"/>` +
    `<polygon points="${starPoints(0, 50, 8, 3.2, 4)}" fill="#fff6d6" stroke="#3d2a05"/>`
  return { defs, body }
}

export const logoArt = (): string => {
  const e = emblem('l')
  return svgDoc(256, 256, e.defs, `<g transform="translate(128 130)">${e.body}</g>`, 'Arène des Cartes')
}

export const cardBackArt = (): string => {
  const e = emblem('e')
  const defs =
    linear('bf', ['#e9c86b', '#b8862b', '#f3dc8c', '#8a6414']) +
    radial('bp', ['#26346e', '#101a40', '#080d24'], 0.5, 0.5, 0.75) +
    `<pattern id="bl" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M0 10L10 0L20 10L10 20Z" fill="none" stroke="#e9c86b" stroke-opacity=".16"/><circle cx="10" cy="10" r="1.2" fill="#e9c86b" fill-opacity=".25"/></pattern>` +
    e.defs
  const body =
    `<rect x="1.5" y="1.5" width="197" height="297" rx="14" fill="url(#bf)" stroke="#2b1c02" stroke-width="3"/>` +
    `<rect x="9" y="9" width="182" height="282" rx="9" fill="url(#bp)" stroke="#2b1c02" stroke-width="2"/>` +
    `<rect x="9" y="9" width="182" height="282" rx="9" fill="url(#bl)"/>` +
    `<rect x="17" y="17" width="166" height="266" rx="6" fill="none" stroke="#e9c86b" stroke-opacity=".7" stroke-width="1.5"/>` +
    `<rect x="22" y="22" width="156" height="256" rx="4" fill="none" stroke="#e9c86b" stroke-opacity=".35"/>` +
    `<circle cx="100" cy="150" r="72" fill="#080d24" fill-opacity=".7" stroke="#e9c86b" stroke-opacity=".6" stroke-width="1.5"/>` +
    `<g transform="translate(100 152) scale(.52)">${e.body}</g>` +
    [
      [30, 30],
      [170, 30],
      [30, 270],
      [170, 270],
    ]
      .map(([x, y]) => `<polygon points="${starPoints(x, y, 7, 2.5, 4)}" fill="#e9c86b"/>`)
      .join('')
  return svgDoc(200, 300, defs, body, 'Dos de carte')
}

export const defaultSkinArt = (): string => {
  const defs = linear('df', ['#e2e8f0', '#94a3b8', '#64748b', '#cbd5e1']) + radial('dp', ['#334155', '#0f172a'], 0.5, 0.45, 0.75)
  const body =
    `<rect x="1.5" y="1.5" width="197" height="297" rx="14" fill="url(#df)" stroke="#1e293b" stroke-width="3"/>` +
    `<rect x="12" y="12" width="176" height="276" rx="8" fill="url(#dp)" stroke="#1e293b" stroke-width="2"/>` +
    `<rect x="22" y="22" width="156" height="256" rx="6" fill="none" stroke="#e2e8f0" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="6 6"/>` +
    `<circle cx="100" cy="150" r="60" fill="#e2e8f0" fill-opacity=".06" stroke="#e2e8f0" stroke-opacity=".2"/>` +
    inlineIcon('palette', 100, 150, 84, 84, 'fill="#e2e8f0" fill-opacity=".85"') +
    `<polygon points="${starPoints(146, 100, 8, 2.5, 4)}" fill="#e2e8f0" fill-opacity=".7"/><polygon points="${starPoints(56, 204, 6, 2, 4)}" fill="#e2e8f0" fill-opacity=".5"/>`
  return svgDoc(200, 300, defs, body, 'Skin par défaut')
}
