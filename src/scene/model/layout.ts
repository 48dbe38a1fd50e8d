// Where everything goes on the canvas, per breakpoint: banner, timer bar, the 21 slots and the hand.
// One coordinate space: the canvas in CSS pixels (the view multiplies by the device pixel ratio).
//
// Card sizes (product spec): "mobile landscape (width up to 768) 60x90; mobile portrait 80x120;
// desktop draggable 100x150; desktop static width 110". Decisions: on desktop the board's cards are
// the *static* ones (110×165) and the hand's the *draggable* ones (100×150); the board grows beyond
// its nominal size when the screen allows (up to MAX_SCALE). On phones the hand is one scrolling row
// (upright) or a scrolling grid beside the board (sideways) of readable 80×120 cards, and the board
// takes the rest. A phone held sideways is too short for five rows of 90 px cards (5 × 90 > 390):
// its board is as large as the height allows, with values kept readable by card-metrics.ts.
import { BOARD_SIZE, ROWS, columnInRow, rowOf } from '../../game'
import type { Rect } from './snapshot'

export type Breakpoint = 'phone-landscape' | 'phone-portrait' | 'desktop'

export interface Size {
  width: number
  height: number
}

/** Widest canvas that still gets a phone layout (spec: the game's phone layout up to 768 px). */
export const PHONE_MAX_WIDTH = 768

/** Nominal card sizes per breakpoint: the board's (static) cards and the hand's (draggable) cards. */
export const CARD_SIZES: Readonly<Record<Breakpoint, { board: Size; hand: Size }>> = {
  'phone-landscape': { board: { width: 60, height: 90 }, hand: { width: 80, height: 120 } },
  'phone-portrait': { board: { width: 80, height: 120 }, hand: { width: 80, height: 120 } },
  desktop: { board: { width: 110, height: 165 }, hand: { width: 100, height: 150 } },
}

/** Largest factor applied to the nominal sizes (desktop: the board as large as fits). */
export const MAX_SCALE: Readonly<Record<Breakpoint, number>> = { 'phone-landscape': 1, 'phone-portrait': 1, desktop: 1.5 }

/** Spacing per breakpoint, in CSS px (not scaled): outer margin, banner, timer bar, gap between areas. */
export const SPACING: Readonly<Record<Breakpoint, { margin: number; banner: number; timer: number; section: number }>> = {
  'phone-landscape': { margin: 6, banner: 36, timer: 6, section: 8 },
  'phone-portrait': { margin: 8, banner: 44, timer: 6, section: 10 },
  desktop: { margin: 16, banner: 56, timer: 8, section: 16 },
}

/** Gap between two slots (and two hand items), as a fraction of the card width. */
export const GAP_RATIO = 0.1
/** Slot gap on phones, where every pixel counts (the board cannot hold the spec's cards: 5 × 80 > 390, 5 × 90 > 390). */
const PHONE_GAP_RATIO = 0.06
const LANDSCAPE_GAP_RATIO = PHONE_GAP_RATIO
/** Hand columns the hand beside the board needs at least. */
export const HAND_MIN_COLUMNS: Readonly<Record<Breakpoint, number>> = { 'phone-landscape': 2, 'phone-portrait': 1, desktop: 3 }
/** Desktop: the hand beside the board holds at most this many columns (the group is centred). */
export const HAND_MAX_COLUMNS = 6
/** Space between the banner and the timer bar. */
const BANNER_TIMER_GAP = 4
const COLUMNS = Math.max(...ROWS)

export interface SceneLayout {
  /** The canvas size this layout was computed for (CSS px). */
  width: number
  height: number
  breakpoint: Breakpoint
  /** Where the hand sits relative to the board: below (portrait, most desktops) or beside (phone landscape, wide desktops). */
  handSide: 'below' | 'beside'
  /** The axis the hand scrolls along when it overflows: across the screen below the board, down it beside. */
  handAxis: 'x' | 'y'
  /** Factor applied to the nominal board card size. */
  scale: number
  /** Size of one slot (a board card). */
  slotSize: Size
  /** Size of one hand item (and of the card being dragged). */
  handItemSize: Size
  /** Gap between two slots. */
  slotGap: number
  /** Gap between two hand items. */
  handGap: number
  /** Top banner: mode title and turn state. */
  banner: Rect
  /** The turn's timer bar, under the banner. */
  timerBar: Rect
  /** Bounding box of the 21 slots. */
  board: Rect
  /** The 21 slot rectangles, by position (0–20). */
  slots: Rect[]
  /** The hand area (its viewport when the hand scrolls). */
  hand: Rect
}

/** Landscape screens up to this height are phones, whatever their width. */
const PHONE_LANDSCAPE_MAX_HEIGHT = 500

export function breakpointOf(width: number, height: number): Breakpoint {
  // The spec's phone layout is width ≤ 768; a phone held sideways is often wider (844×390), so a
  // short landscape screen gets the phone-landscape layout too (hand beside the board).
  if (width > height && height <= PHONE_LANDSCAPE_MAX_HEIGHT) return 'phone-landscape'
  if (width > PHONE_MAX_WIDTH) return 'desktop'
  return width > height ? 'phone-landscape' : 'phone-portrait'
}

const floor4 = (n: number): number => Math.floor(n * 10000) / 10000
const scaleSize = (s: Size, k: number): Size => ({ width: s.width * k, height: s.height * k })
const clampScale = (k: number, max: number): number => floor4(Math.max(0.01, Math.min(max, k)))

/** Board size for a slot size: five columns and five rows of slots with their gaps. */
const boardSizeFor = (slot: Size, gapRatio = GAP_RATIO): Size => {
  const gap = slot.width * gapRatio
  return { width: COLUMNS * slot.width + (COLUMNS - 1) * gap, height: ROWS.length * slot.height + (ROWS.length - 1) * gap }
}

/** Width of `cols` hand columns of width w (gap GAP_RATIO × w). */
const columnsWidth = (cols: number, w: number): number => cols * w + (cols - 1) * w * GAP_RATIO

interface Parts {
  handSide: SceneLayout['handSide']
  scale: number
  slotSize: Size
  slotGap: number
  handItemSize: Size
  banner: Rect
  timerBar: Rect
  board: Rect
  hand: Rect
}

function finish(W: number, H: number, breakpoint: Breakpoint, p: Parts): SceneLayout {
  return {
    width: W,
    height: H,
    breakpoint,
    handSide: p.handSide,
    handAxis: p.handSide === 'below' ? 'x' : 'y',
    scale: p.scale,
    slotSize: p.slotSize,
    handItemSize: p.handItemSize,
    slotGap: p.slotGap,
    handGap: p.handItemSize.width * GAP_RATIO,
    banner: p.banner,
    timerBar: p.timerBar,
    board: p.board,
    slots: Array.from({ length: BOARD_SIZE }, (_, i) => slotRect(p.board, p.slotSize, p.slotGap, i)),
    hand: p.hand,
  }
}

/** Sideways phone: the board takes the whole height on the left; banner, timer bar and hand share the column on its right. */
function landscape(W: number, H: number): SceneLayout {
  const sp = SPACING['phone-landscape']
  const nominal = CARD_SIZES['phone-landscape']
  const head = sp.banner + BANNER_TIMER_GAP + sp.timer + sp.margin
  const full: Rect = { x: sp.margin, y: sp.margin, width: Math.max(1, W - 2 * sp.margin), height: Math.max(1, H - 2 * sp.margin) }
  const handScale = clampScale((full.height - head) / nominal.hand.height, 1)
  const handItemSize = scaleSize(nominal.hand, handScale)
  const board0 = boardSizeFor(nominal.board, LANDSCAPE_GAP_RATIO)
  const handRoom = columnsWidth(HAND_MIN_COLUMNS['phone-landscape'], handItemSize.width)
  const scale = clampScale(Math.min((full.width - sp.section - handRoom) / board0.width, full.height / board0.height), 1)
  const slotSize = scaleSize(nominal.board, scale)
  const boardSize = boardSizeFor(slotSize, LANDSCAPE_GAP_RATIO)
  const board: Rect = { x: full.x, y: full.y + (full.height - boardSize.height) / 2, ...boardSize }
  const columnX = board.x + board.width + sp.section
  const columnWidth = Math.max(0, full.x + full.width - columnX)
  const banner: Rect = { x: columnX, y: full.y, width: columnWidth, height: sp.banner }
  const timerBar: Rect = { x: columnX, y: banner.y + banner.height + BANNER_TIMER_GAP, width: columnWidth, height: sp.timer }
  const hand: Rect = { x: columnX, y: full.y + head, width: columnWidth, height: Math.max(0, full.height - head) }
  return finish(W, H, 'phone-landscape', { handSide: 'beside', scale, slotSize, slotGap: slotSize.width * LANDSCAPE_GAP_RATIO, handItemSize, banner, timerBar, board, hand })
}

/** Upright phones and desktops: banner and timer on top; the hand below the board or (wide desktops) beside it. */
function standing(W: number, H: number, breakpoint: Exclude<Breakpoint, 'phone-landscape'>): SceneLayout {
  const sp = SPACING[breakpoint]
  const nominal = CARD_SIZES[breakpoint]
  const maxScale = MAX_SCALE[breakpoint]
  const gapRatio = breakpoint === 'phone-portrait' ? PHONE_GAP_RATIO : GAP_RATIO
  const board0 = boardSizeFor(nominal.board, gapRatio)
  const banner: Rect = { x: sp.margin, y: sp.margin, width: Math.max(0, W - 2 * sp.margin), height: sp.banner }
  const timerBar: Rect = { x: sp.margin, y: banner.y + banner.height + BANNER_TIMER_GAP, width: banner.width, height: sp.timer }
  const top = timerBar.y + timerBar.height + sp.margin
  const content: Rect = { x: sp.margin, y: top, width: Math.max(1, W - 2 * sp.margin), height: Math.max(1, H - top - sp.margin) }

  // Below: one row of hand at its own scale (full size when the height allows), the board takes the rest.
  const belowHandScale = clampScale(Math.min(content.height * 0.25, content.height - sp.section - board0.height * 0.5) / nominal.hand.height, 1)
  const belowHand = scaleSize(nominal.hand, belowHandScale)
  const belowScale = clampScale(Math.min(content.width / board0.width, (content.height - sp.section - belowHand.height) / board0.height), maxScale)
  // Beside (desktops): the hand column keeps full-size cards when the height allows; the board takes the rest.
  const besideHandScale = clampScale(content.height / nominal.hand.height, 1)
  const besideHand = scaleSize(nominal.hand, besideHandScale)
  const besideScale = clampScale(
    Math.min((content.width - sp.section - columnsWidth(HAND_MIN_COLUMNS[breakpoint], besideHand.width)) / board0.width, content.height / board0.height),
    maxScale,
  )
  const handSide: SceneLayout['handSide'] = breakpoint === 'desktop' && besideScale > belowScale * 1.05 ? 'beside' : 'below'
  const scale = handSide === 'below' ? belowScale : besideScale
  const handItemSize = handSide === 'below' ? belowHand : besideHand
  const slotSize = scaleSize(nominal.board, scale)
  const boardSize = boardSizeFor(slotSize, gapRatio)
  let board: Rect
  let hand: Rect
  if (handSide === 'below') {
    // The board and the hand row as a group: centred on desktops; at the foot of an upright phone,
    // the hand in the thumb's reach (one-handed play), the spare height above the board.
    const group = boardSize.height + sp.section + handItemSize.height
    const spare = Math.max(0, content.height - group)
    const y0 = content.y + (breakpoint === 'phone-portrait' ? spare : spare / 2)
    board = { x: content.x + (content.width - boardSize.width) / 2, y: y0, ...boardSize }
    const handY = board.y + board.height + sp.section
    hand = { x: content.x, y: handY, width: content.width, height: Math.max(0, content.y + content.height - handY) }
  } else {
    const room = Math.max(0, content.width - boardSize.width - sp.section)
    // The group board + hand is centred and the hand holds at most HAND_MAX_COLUMNS columns.
    const handWidth = Math.min(room, columnsWidth(HAND_MAX_COLUMNS, handItemSize.width))
    const x0 = content.x + (content.width - (boardSize.width + sp.section + handWidth)) / 2
    board = { x: x0, y: content.y + (content.height - boardSize.height) / 2, ...boardSize }
    hand = { x: board.x + board.width + sp.section, y: content.y, width: handWidth, height: content.height }
  }
  return finish(W, H, breakpoint, { handSide, scale, slotSize, slotGap: slotSize.width * gapRatio, handItemSize, banner, timerBar, board, hand })
}

/** The layout of a canvas of the given size (CSS px). */
export function computeLayout({ width, height }: Size): SceneLayout {
  const W = Math.max(1, width)
  const H = Math.max(1, height)
  const breakpoint = breakpointOf(W, H)
  return breakpoint === 'phone-landscape' ? landscape(W, H) : standing(W, H, breakpoint)
}

/** Slot i inside the board: rows of 3, 5, 5, 5, 3, each row centred. */
function slotRect(board: Rect, slot: Size, gap: number, i: number): Rect {
  const row = rowOf(i)
  const inRow = ROWS[row]
  const rowWidth = inRow * slot.width + (inRow - 1) * gap
  const x0 = board.x + (board.width - rowWidth) / 2
  return { x: x0 + columnInRow(i) * (slot.width + gap), y: board.y + row * (slot.height + gap), width: slot.width, height: slot.height }
}

/** How the hand's items sit in its area: a grid of `columns` × `rows` cells, scrolling along layout.handAxis. */
export interface HandGrid {
  columns: number
  rows: number
  /** Size of the whole grid (it may exceed the area along the axis: then the hand scrolls). */
  content: Size
}

type HandLayout = Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap' | 'handAxis'>

/** The grid of `count` items: across the screen as many rows as fit, down it as many columns as fit. */
export function handGrid(layout: HandLayout, count: number): HandGrid {
  const { hand: area, handItemSize: size, handGap: gap } = layout
  const fitColumns = Math.max(1, Math.floor((area.width + gap) / (size.width + gap)))
  const fitRows = Math.max(1, Math.floor((area.height + gap) / (size.height + gap)))
  const n = Math.max(0, count)
  const rows = layout.handAxis === 'x' ? Math.max(1, Math.min(fitRows, Math.ceil(n / fitColumns))) : Math.max(1, Math.ceil(n / fitColumns))
  const columns = Math.max(1, Math.ceil(n / rows))
  return { columns, rows, content: { width: columns * size.width + (columns - 1) * gap, height: rows * size.height + (rows - 1) * gap } }
}

/** How far the hand scrolls at most (0 when every item fits in the area). */
export function handScrollMax(layout: HandLayout, count: number): number {
  const { content } = handGrid(layout, count)
  return layout.handAxis === 'x' ? Math.max(0, content.width - layout.hand.width) : Math.max(0, content.height - layout.hand.height)
}

/**
 * Rectangles of `count` hand items, in the hand's order, never overlapping, the hand scrolled by
 * `scroll` px along its axis (clamped). A grid that fits is centred in the area; one that
 * overflows starts at the area's edge, and the items scrolled out lie outside the area.
 */
export function handItemRects(layout: HandLayout, count: number, scroll = 0): Rect[] {
  if (count <= 0) return []
  const { hand: area, handItemSize: size, handGap: gap } = layout
  const grid = handGrid(layout, count)
  const s = Math.min(Math.max(0, scroll), handScrollMax(layout, count))
  const x0 = area.x + (layout.handAxis === 'x' ? -s : 0) + Math.max(0, (area.width - grid.content.width) / 2)
  const y0 = area.y + (layout.handAxis === 'y' ? -s : 0) + Math.max(0, (area.height - grid.content.height) / 2)
  const rects: Rect[] = []
  for (let k = 0; k < count; k++) {
    const row = Math.floor(k / grid.columns)
    const column = k - row * grid.columns
    rects.push({ x: x0 + column * (size.width + gap), y: y0 + row * (size.height + gap), width: size.width, height: size.height })
  }
  return rects
}

/** The part of a rectangle inside the area (zero-sized when outside). */
export function clipRect(r: Rect, area: Rect): Rect {
  const x = Math.max(r.x, area.x)
  const y = Math.max(r.y, area.y)
  return { x, y, width: Math.max(0, Math.min(r.x + r.width, area.x + area.width) - x), height: Math.max(0, Math.min(r.y + r.height, area.y + area.height) - y) }
}

/** Centre of a rectangle. */
export const centreOf = (r: Rect): { x: number; y: number } => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })
