// Where everything goes on the canvas, per breakpoint: banner, timer bar, the 21 slots and the hand.
// One coordinate space: the canvas in CSS pixels (the view multiplies by the device pixel ratio).
//
// Card sizes (product spec): phone landscape 60×90, phone portrait 80×120, desktop draggable
// 100×150, desktop static width 110. Decision: on desktop the board's cards are the *static* ones,
// 110 wide (110×165, the same 2:3 ratio), and the hand's cards (and the card being dragged) are the
// *draggable* ones, 100×150; on phones board and hand share one size. These are the nominal sizes:
// when the canvas is too small everything is scaled down by one factor, keeping the aspect ratio.
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
  'phone-landscape': { board: { width: 60, height: 90 }, hand: { width: 60, height: 90 } },
  'phone-portrait': { board: { width: 80, height: 120 }, hand: { width: 80, height: 120 } },
  desktop: { board: { width: 110, height: 165 }, hand: { width: 100, height: 150 } },
}

/** Spacing per breakpoint, in CSS px (not scaled): outer margin, banner, timer bar, gap between areas. */
export const SPACING: Readonly<Record<Breakpoint, { margin: number; banner: number; timer: number; section: number }>> = {
  'phone-landscape': { margin: 8, banner: 36, timer: 6, section: 8 },
  'phone-portrait': { margin: 8, banner: 44, timer: 6, section: 10 },
  desktop: { margin: 16, banner: 56, timer: 8, section: 16 },
}

/** Gap between two slots (and two hand items), as a fraction of the card width. */
export const GAP_RATIO = 0.1
/** Hand columns the hand beside the board needs at least (phone landscape, desktop). */
export const HAND_MIN_COLUMNS: Readonly<Record<Breakpoint, number>> = { 'phone-landscape': 1, 'phone-portrait': 1, desktop: 3 }
/** Rows of hand the layout keeps room for when the hand is below the board (phones held upright get two). */
export const HAND_ROWS_BELOW: Readonly<Record<Breakpoint, number>> = { 'phone-landscape': 1, 'phone-portrait': 2, desktop: 1 }
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
  /** Factor applied to the nominal board card size (≤ 1). */
  scale: number
  /** Size of one slot (a board card). */
  slotSize: Size
  /** Size of one hand item (and of the card being dragged). */
  handItemSize: Size
  /** Gap between two slots. */
  slotGap: number
  /** Gap between two hand items when they do not overlap. */
  handGap: number
  /** Top banner: mode title and turn state. */
  banner: Rect
  /** The turn's timer bar, under the banner. */
  timerBar: Rect
  /** Bounding box of the 21 slots. */
  board: Rect
  /** The 21 slot rectangles, by position (0–20). */
  slots: Rect[]
  /** The hand area. */
  hand: Rect
}

/** Landscape screens up to this height are phones, whatever their width. */
export const PHONE_LANDSCAPE_MAX_HEIGHT = 500

export function breakpointOf(width: number, height: number): Breakpoint {
  // The spec's phone layout is width ≤ 768; a phone held sideways is often wider (844×390), so a
  // short landscape screen gets the phone-landscape layout too (hand beside the board).
  if (width > height && height <= PHONE_LANDSCAPE_MAX_HEIGHT) return 'phone-landscape'
  if (width > PHONE_MAX_WIDTH) return 'desktop'
  return width > height ? 'phone-landscape' : 'phone-portrait'
}

const floor4 = (n: number): number => Math.floor(n * 10000) / 10000
const scaleSize = (s: Size, k: number): Size => ({ width: s.width * k, height: s.height * k })

/** Board size for a slot size: five columns and five rows of slots with their gaps. */
const boardSizeFor = (slot: Size): Size => {
  const gap = slot.width * GAP_RATIO
  return { width: COLUMNS * slot.width + (COLUMNS - 1) * gap, height: ROWS.length * slot.height + (ROWS.length - 1) * gap }
}

/** The layout of a canvas of the given size (CSS px). */
export function computeLayout({ width, height }: Size): SceneLayout {
  const W = Math.max(1, width)
  const H = Math.max(1, height)
  const breakpoint = breakpointOf(W, H)
  const sp = SPACING[breakpoint]
  const nominal = CARD_SIZES[breakpoint]
  const board0 = boardSizeFor(nominal.board)
  const handGapOf = (k: number) => nominal.hand.width * k * GAP_RATIO
  /** Width of `cols` hand columns at hand scale k. */
  const columnsWidth = (cols: number, k: number) => cols * nominal.hand.width * k + (cols - 1) * handGapOf(k)
  const head = sp.banner + BANNER_TIMER_GAP + sp.timer + sp.margin

  if (breakpoint === 'phone-landscape') {
    // Sideways phones are short: the board takes the whole height on the left; the banner, the timer
    // bar and the hand share the column on its right.
    const full: Rect = { x: sp.margin, y: sp.margin, width: Math.max(1, W - 2 * sp.margin), height: Math.max(1, H - 2 * sp.margin) }
    const handScale = floor4(Math.max(0.01, Math.min(1, (full.height - head) / nominal.hand.height)))
    const scale = floor4(
      Math.max(0.01, Math.min(1, (full.width - sp.section - columnsWidth(HAND_MIN_COLUMNS[breakpoint], handScale)) / board0.width, full.height / board0.height)),
    )
    const slotSize = scaleSize(nominal.board, scale)
    const slotGap = slotSize.width * GAP_RATIO
    const board: Rect = { x: full.x, y: full.y + (full.height - boardSizeFor(slotSize).height) / 2, ...boardSizeFor(slotSize) }
    const columnX = board.x + board.width + sp.section
    const columnWidth = Math.max(0, full.x + full.width - columnX)
    const banner: Rect = { x: columnX, y: full.y, width: columnWidth, height: sp.banner }
    const timerBar: Rect = { x: columnX, y: banner.y + banner.height + BANNER_TIMER_GAP, width: columnWidth, height: sp.timer }
    const hand: Rect = { x: columnX, y: full.y + head, width: columnWidth, height: Math.max(0, full.height - head) }
    const handItemSize = scaleSize(nominal.hand, handScale)
    return {
      width: W,
      height: H,
      breakpoint,
      handSide: 'beside',
      scale,
      slotSize,
      handItemSize,
      slotGap,
      handGap: handItemSize.width * GAP_RATIO,
      banner,
      timerBar,
      board,
      slots: Array.from({ length: BOARD_SIZE }, (_, i) => slotRect(board, slotSize, slotGap, i)),
      hand,
    }
  }

  const banner: Rect = { x: sp.margin, y: sp.margin, width: Math.max(0, W - 2 * sp.margin), height: sp.banner }
  const timerBar: Rect = { x: sp.margin, y: banner.y + banner.height + BANNER_TIMER_GAP, width: banner.width, height: sp.timer }
  const top = timerBar.y + timerBar.height + sp.margin
  const content: Rect = { x: sp.margin, y: top, width: Math.max(1, W - 2 * sp.margin), height: Math.max(1, H - top - sp.margin) }

  // Hand below the board: both share one factor; room for HAND_ROWS_BELOW rows of the hand.
  const rows = HAND_ROWS_BELOW[breakpoint]
  const handBlock = rows * nominal.hand.height + (rows - 1) * nominal.hand.width * GAP_RATIO
  const belowScale = floor4(Math.max(0.01, Math.min(1, content.width / board0.width, (content.height - sp.section) / (board0.height + handBlock))))
  // Hand beside the board (wide desktops): the hand column keeps full-size cards when the height allows; the board takes the rest.
  const besideHandScale = floor4(Math.max(0.01, Math.min(1, content.height / nominal.hand.height)))
  const besideScale = floor4(
    Math.max(0.01, Math.min(1, (content.width - sp.section - columnsWidth(HAND_MIN_COLUMNS[breakpoint], besideHandScale)) / board0.width, content.height / board0.height)),
  )
  // Desktop: beside when the board gets clearly bigger that way (wide screens).
  const handSide: SceneLayout['handSide'] = breakpoint === 'desktop' && besideScale > belowScale * 1.05 ? 'beside' : 'below'
  const scale = handSide === 'below' ? belowScale : besideScale
  const handScale = handSide === 'below' ? belowScale : besideHandScale

  const slotSize = scaleSize(nominal.board, scale)
  const slotGap = slotSize.width * GAP_RATIO
  const boardSize = boardSizeFor(slotSize)
  let board: Rect
  let hand: Rect
  if (handSide === 'below') {
    board = { x: content.x + (content.width - boardSize.width) / 2, y: content.y, ...boardSize }
    hand = { x: content.x, y: board.y + board.height + sp.section, width: content.width, height: Math.max(0, content.y + content.height - (board.y + board.height + sp.section)) }
  } else {
    const room = Math.max(0, content.width - boardSize.width - sp.section)
    // The group board + hand is centred and the hand holds at most HAND_MAX_COLUMNS columns.
    const handWidth = Math.min(room, columnsWidth(HAND_MAX_COLUMNS, handScale))
    const x0 = content.x + (content.width - (boardSize.width + sp.section + handWidth)) / 2
    board = { x: x0, y: content.y + (content.height - boardSize.height) / 2, ...boardSize }
    hand = { x: board.x + board.width + sp.section, y: content.y, width: handWidth, height: content.height }
  }
  const slots = Array.from({ length: BOARD_SIZE }, (_, i) => slotRect(board, slotSize, slotGap, i))
  const handItemSize = scaleSize(nominal.hand, handScale)

  return {
    width: W,
    height: H,
    breakpoint,
    handSide,
    scale,
    slotSize,
    handItemSize,
    slotGap,
    handGap: handItemSize.width * GAP_RATIO,
    banner,
    timerBar,
    board,
    slots,
    hand,
  }
}

/** Slot i inside the board: rows of 3, 5, 5, 5, 3, each row centred. */
function slotRect(board: Rect, slot: Size, gap: number, i: number): Rect {
  const row = rowOf(i)
  const inRow = ROWS[row]
  const rowWidth = inRow * slot.width + (inRow - 1) * gap
  const x0 = board.x + (board.width - rowWidth) / 2
  return { x: x0 + columnInRow(i) * (slot.width + gap), y: board.y + row * (slot.height + gap), width: slot.width, height: slot.height }
}

/**
 * Rectangles of `count` hand items in the hand area, in drawing order (later ones on top). Items wrap
 * into as many rows as the area holds; when even that is not enough they overlap within the rows.
 * Rows are centred horizontally, the block of rows vertically.
 */
export function handItemRects(layout: Pick<SceneLayout, 'hand' | 'handItemSize' | 'handGap'>, count: number): Rect[] {
  if (count <= 0) return []
  const { hand: area, handItemSize: size, handGap: gap } = layout
  const cols = Math.max(1, Math.floor((area.width + gap) / (size.width + gap)))
  const maxRows = Math.max(1, Math.floor((area.height + gap) / (size.height + gap)))
  let rows: number
  let perRow: number
  let step: number
  if (count <= cols * maxRows) {
    rows = Math.ceil(count / cols)
    perRow = Math.min(cols, count)
    step = size.width + gap
  } else {
    rows = maxRows
    perRow = Math.ceil(count / rows)
    step = perRow > 1 ? Math.max(0, area.width - size.width) / (perRow - 1) : 0
  }
  const blockHeight = rows * size.height + (rows - 1) * gap
  const y0 = area.y + Math.max(0, (area.height - blockHeight) / 2)
  const rects: Rect[] = []
  for (let k = 0; k < count; k++) {
    const row = Math.floor(k / perRow)
    const inThisRow = Math.min(perRow, count - row * perRow)
    const rowWidth = (inThisRow - 1) * step + size.width
    const x0 = area.x + (area.width - rowWidth) / 2
    rects.push({ x: x0 + (k - row * perRow) * step, y: y0 + row * (size.height + gap), width: size.width, height: size.height })
  }
  return rects
}

/** Centre of a rectangle. */
export const centreOf = (r: Rect): { x: number; y: number } => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })
