// Where a card face puts its numbers, shared by the painter (view/facePaint.ts), the layout tests
// and the browser test that measures the digits' pixels. Combat compares totals only, so the total
// is the face's main number, large in its middle; the four side values sit smaller on plates (the
// top one above it, left, bottom and right in a row at the foot), their digits never under
// MIN_DIGIT_PX tall, whatever the card's size.
import type { Rect } from './snapshot'

/** Height of a lining digit per px of font size (Cinzel and Nunito Sans, measured: 0.70 em). */
export const DIGIT_HEIGHT_PER_FONT = 0.7
/** Width of the widest digit per px of font size (Cinzel 900 '0': 0.69 em). */
export const DIGIT_WIDTH_PER_FONT = 0.69
/** The smallest digit drawn on a face, in CSS px of glyph height (not font size). */
export const MIN_DIGIT_PX = 11
/** The smallest value font: its digits are 11.9 px tall, a margin over MIN_DIGIT_PX for anti-aliasing. */
export const MIN_VALUE_FONT_PX = 17
const MAX_VALUE_FONT_PX = 22
/** The total's digits are at least this many times the values' (it is the number that decides). */
export const TOTAL_OVER_VALUE = 1.4
/** Narrowest a base-plus-bonus label (« 5+2 ») may be squeezed to fit its plate; past it the face shows the side's total with a bonus mark. */
export const LABEL_MIN_SQUEEZE = 0.85
/** The name band is drawn on faces at least this wide. */
export const NAME_MIN_WIDTH = 70

/** Font size (CSS px) of a side value on a face `width` px wide. */
export const valueFontPx = (width: number): number => Math.min(MAX_VALUE_FONT_PX, Math.max(MIN_VALUE_FONT_PX, width * 0.15))

/** The drawn height (CSS px) of a digit at a font size. */
export const digitHeightPx = (font: number): number => font * DIGIT_HEIGHT_PER_FONT

export type FaceCorner = 'top' | 'left' | 'right' | 'bottom'

export interface FaceLayout {
  /** Frame width and corner radius. */
  border: number
  radius: number
  valueFont: number
  /** Padding inside a value plate around its digits. */
  platePad: number
  /** Where each value's plate may be drawn: its cell, and which edge of the cell the plate keeps to. */
  cells: Record<FaceCorner, Rect & { align: 'start' | 'centre' | 'end' }>
  /** The total: its font and the rectangle it is centred in. */
  totalFont: number
  totalBox: Rect
  /** The name band, or null on faces too narrow for a name. */
  name: Rect | null
  /** The owner marker's size; it sits in the top-left corner, the 'stronger' chevron in the top-right. */
  marker: number
}

/** The geometry of a face `w` × `h` CSS px. */
export function faceLayout(w: number, h: number): FaceLayout {
  const border = Math.max(2, w * 0.04)
  const radius = Math.max(3, w * 0.08)
  const valueFont = valueFontPx(w)
  const platePad = Math.max(2, valueFont * 0.12)
  const plateH = digitHeightPx(valueFont) + 2 * platePad
  const gap = Math.max(1, w * 0.02)
  const edge = Math.max(1, border * 0.5)
  const inner = w - 2 * edge
  const marker = Math.max(7, w * 0.15)
  // Top: the top value between the owner marker and the chevron.
  const topSpare = marker + gap + border
  const top = { x: topSpare, y: edge, width: Math.max(0, w - 2 * topSpare), height: plateH, align: 'centre' as const }
  // Foot: left, bottom and right values in one row, a third of the width each.
  const cellW = (inner - 2 * gap) / 3
  const footY = h - edge - plateH
  const foot = (k: number, align: 'start' | 'centre' | 'end') => ({ x: edge + k * (cellW + gap), y: footY, width: cellW, height: plateH, align })
  const nameH = Math.max(11, h * 0.1)
  const name = w >= NAME_MIN_WIDTH ? { x: border, y: footY - gap - nameH, width: w - 2 * border, height: nameH } : null
  const totalTop = top.y + plateH + gap
  const totalBottom = (name ? name.y : footY) - gap
  const totalBox = { x: edge, y: totalTop, width: inner, height: Math.max(0, totalBottom - totalTop) }
  // Two digits of the total fit the box's width; its height holds them; at least TOTAL_OVER_VALUE × a value.
  const fitHeight = (totalBox.height * 0.9) / DIGIT_HEIGHT_PER_FONT
  const fitWidth = (inner - 2 * platePad) / (2 * DIGIT_WIDTH_PER_FONT)
  const totalFont = Math.min(fitHeight, Math.max(valueFont * TOTAL_OVER_VALUE, Math.min(w * 0.36, fitWidth)))
  return { border, radius, valueFont, platePad, cells: { top, left: foot(0, 'start'), bottom: foot(1, 'centre'), right: foot(2, 'end') }, totalFont, totalBox, name, marker }
}

/** A plate of `textWidth` px of text in its cell: the rectangle drawn and the squeeze applied to the text (1: none). */
export function platePlacement(layout: FaceLayout, corner: FaceCorner, textWidth: number): { rect: Rect; squeeze: number } {
  const cell = layout.cells[corner]
  const room = Math.max(1, cell.width - 2 * layout.platePad)
  const squeeze = Math.min(1, room / Math.max(1, textWidth))
  const width = Math.min(cell.width, textWidth * squeeze + 2 * layout.platePad)
  const x = cell.align === 'start' ? cell.x : cell.align === 'end' ? cell.x + cell.width - width : cell.x + (cell.width - width) / 2
  return { rect: { x, y: cell.y, width, height: cell.height }, squeeze }
}

/** Whether a label this wide (at the value font) fits its plate squeezed no more than LABEL_MIN_SQUEEZE. */
export const labelFits = (layout: FaceLayout, corner: FaceCorner, textWidth: number): boolean => platePlacement(layout, corner, textWidth).squeeze >= LABEL_MIN_SQUEEZE
