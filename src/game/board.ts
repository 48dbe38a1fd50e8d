// Board geometry: 21 positions in rows of 3, 5, 5, 5, 3 and the spec's adjacency rule.
import type { PlayerSlot, CardStatus } from './types'

export const BOARD_SIZE = 21
export const ROWS: readonly number[] = [3, 5, 5, 5, 3]
/** Offsets of the spec's neighbour rule: i−5, i−1, i+1, i+5. */
const NEIGHBOUR_OFFSETS: readonly number[] = [-5, -1, 1, 5]

/** First position of each row: [0, 3, 8, 13, 18]. */
const ROW_STARTS: readonly number[] = ROWS.map((_, r) => ROWS.slice(0, r).reduce((a, b) => a + b, 0))

export const isPosition = (i: unknown): i is number =>
  typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < BOARD_SIZE

/** Row (0–4) of a position. */
export function rowOf(i: number): number {
  let r = ROWS.length - 1
  while (r > 0 && i < ROW_STARTS[r]) r--
  return r
}

/** Column of a position inside its own row (0-based, rows are centred when drawn). */
export const columnInRow = (i: number): number => i - ROW_STARTS[rowOf(i)]

/** Positions of row r, left to right. */
export const positionsOfRow = (r: number): number[] =>
  Array.from({ length: ROWS[r] ?? 0 }, (_, c) => ROW_STARTS[r] + c)

const ADJACENT: readonly (readonly number[])[] = Array.from({ length: BOARD_SIZE }, (_, i) =>
  NEIGHBOUR_OFFSETS.map((d) => i + d).filter((j) => j >= 0 && j < BOARD_SIZE),
)

/** Exactly i−5, i−1, i+1, i+5 within 0–20, as the spec says (also across row ends, e.g. 2 and 3). */
export const adjacent = (i: number): number[] => [...(ADJACENT[i] ?? [])]

/** Same as adjacent() without copying; for hot loops. */
export const adjacentView = (i: number): readonly number[] => ADJACENT[i] ?? []

export const areAdjacent = (a: number, b: number): boolean => adjacentView(a).includes(b)

/** 21 nulls. */
export const emptyBoard = <T = number>(): (T | null)[] => Array.from({ length: BOARD_SIZE }, () => null)

/** Empty status and owner rows, typed for the match state. */
export const emptyStatuses = (): (CardStatus | null)[] => emptyBoard<CardStatus>()
export const emptyOwners = (): (PlayerSlot | null)[] => emptyBoard<PlayerSlot>()
