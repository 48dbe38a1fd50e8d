// The adjacency links to draw on the board: every pair src/game calls adjacent (the spec's
// i−1, i+1, i−5, i+5 within 0–20), so a fight across a row end (2↔3, 7↔8, 12↔13, 17↔18) is no surprise.
import { BOARD_SIZE, adjacent, areAdjacent, rowOf } from '../../game'

export interface AdjacencyLink {
  /** The lower position. */
  a: number
  /** The higher position. */
  b: number
  /** 'row' side by side, 'column' i and i + 5, 'wrap' the end of a row and the start of the next. */
  kind: 'row' | 'column' | 'wrap'
}

/** The kind of the link between two adjacent positions. */
export function linkKind(a: number, b: number): AdjacencyLink['kind'] {
  if (Math.abs(b - a) === 5) return 'column'
  return rowOf(a) === rowOf(b) ? 'row' : 'wrap'
}

/** The neighbours of a position, as src/game's rule gives them (up, left, right, down). */
export const neighboursOf = (index: number): number[] => adjacent(index)

/** All links, each pair once, ordered by a then b. */
export function adjacencyLinks(): AdjacencyLink[] {
  const links: AdjacencyLink[] = []
  for (let a = 0; a < BOARD_SIZE; a++) {
    for (let b = a + 1; b < BOARD_SIZE; b++) {
      if (!areAdjacent(a, b)) continue
      links.push({ a, b, kind: linkKind(a, b) })
    }
  }
  return links
}
