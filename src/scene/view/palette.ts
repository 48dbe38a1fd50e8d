// The scene's colours per theme (the canvas cannot read CSS variables per frame; these mirror
// src/ui/styles/tokens.css: parchment and gold in light, navy and violet in dark).
export interface ScenePalette {
  theme: 'light' | 'dark'
  /** Table surface: centre, edge (vignette), fine pattern. */
  tableCentre: string
  tableEdge: string
  tablePattern: string
  /** Arena panel under the board. */
  arena: string
  arenaBorder: string
  /** Empty slot: fill, frame, number. */
  slotFill: string
  slotFrame: string
  slotNumber: string
  /** Adjacency links between slots. */
  link: string
  /** Cards. */
  ally: number
  allyDark: number
  enemy: number
  enemyDark: number
  badge: number
  value: string
  bonus: string
  curse: string
  stronger: number
  /** The shown slot's links to its neighbours (drawn over the cards): straight, row end, their dark outline. */
  neighbourLink: number
  wrapLink: number
  linkOutline: number
  /** The KO forecast badge: fill, text, outline. */
  forecastFill: string
  forecastText: string
  forecastOutline: string
  /** Target glows. */
  valid: number
  invalid: number
  highlight: number
  selected: number
  /** Timer bar. */
  timerTrack: number
  timer: number
  timerRed: number
}

const shared = {
  ally: 0xe5b343,
  allyDark: 0x8a5a0c,
  enemy: 0xd0304a,
  enemyDark: 0x6e0f20,
  badge: 0x15112b,
  value: '#fffaf0',
  bonus: '#7ef0a8',
  curse: '#ff6b6b',
  stronger: 0x74f2b0,
  neighbourLink: 0x7fd8ff,
  wrapLink: 0xffb347,
  linkOutline: 0x120a2e,
  forecastFill: '#c4213f',
  forecastText: '#fffaf0',
  forecastOutline: '#120a2e',
  valid: 0x6ef0b0,
  invalid: 0x000000,
  highlight: 0xf3cf6b,
  selected: 0xf3cf6b,
  timer: 0xe5b343,
  timerRed: 0xe5484d,
}

export const PALETTES: Record<'light' | 'dark', ScenePalette> = {
  light: {
    ...shared,
    theme: 'light',
    tableCentre: '#f3e3c0',
    tableEdge: '#d9bd86',
    tablePattern: 'rgba(120, 84, 30, 0.07)',
    arena: 'rgba(92, 62, 22, 0.10)',
    arenaBorder: 'rgba(150, 108, 40, 0.55)',
    slotFill: 'rgba(96, 64, 22, 0.12)',
    slotFrame: 'rgba(150, 108, 40, 0.75)',
    slotNumber: 'rgba(110, 78, 28, 0.45)',
    link: 'rgba(150, 108, 40, 0.28)',
    timerTrack: 0xd9c49a,
  },
  dark: {
    ...shared,
    theme: 'dark',
    tableCentre: '#2a2258',
    tableEdge: '#0d0a22',
    tablePattern: 'rgba(180, 160, 255, 0.05)',
    arena: 'rgba(0, 0, 0, 0.22)',
    arenaBorder: 'rgba(229, 179, 67, 0.45)',
    slotFill: 'rgba(255, 255, 255, 0.045)',
    slotFrame: 'rgba(160, 140, 240, 0.55)',
    slotNumber: 'rgba(200, 190, 255, 0.35)',
    link: 'rgba(160, 140, 240, 0.22)',
    timerTrack: 0x2b2450,
  },
}

export const FONT_DISPLAY = '"Cinzel Variable", Cinzel, Georgia, serif'
export const FONT_BODY = '"Nunito Sans Variable", "Nunito Sans", system-ui, sans-serif'
