import { describe, it, expect } from 'vitest'
import { BOARD_SIZE, ROWS, adjacent, areAdjacent, columnInRow, emptyBoard, isPosition, positionsOfRow, rowOf } from '../../src/game'

describe('board geometry', () => {
  it('has 21 positions in rows of 3, 5, 5, 5, 3', () => {
    expect(BOARD_SIZE).toBe(21)
    expect(ROWS).toEqual([3, 5, 5, 5, 3])
    expect(positionsOfRow(0)).toEqual([0, 1, 2])
    expect(positionsOfRow(1)).toEqual([3, 4, 5, 6, 7])
    expect(positionsOfRow(2)).toEqual([8, 9, 10, 11, 12])
    expect(positionsOfRow(3)).toEqual([13, 14, 15, 16, 17])
    expect(positionsOfRow(4)).toEqual([18, 19, 20])
  })

  it('gives the row and column of every position', () => {
    const rows = [0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4]
    const cols = [0, 1, 2, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2]
    for (let i = 0; i < 21; i++) {
      expect(rowOf(i)).toBe(rows[i])
      expect(columnInRow(i)).toBe(cols[i])
    }
  })

  it('checks positions', () => {
    expect(isPosition(0)).toBe(true)
    expect(isPosition(20)).toBe(true)
    expect(isPosition(21)).toBe(false)
    expect(isPosition(-1)).toBe(false)
    expect(isPosition(1.5)).toBe(false)
    expect(isPosition('3')).toBe(false)
  })

  it('makes an empty board of 21 nulls', () => {
    expect(emptyBoard()).toEqual(Array(21).fill(null))
  })
})

describe('adjacency: exactly i−1, i+1, i−5, i+5 within 0–20', () => {
  it('handles the corners 0 and 20', () => {
    expect(adjacent(0).sort((a, b) => a - b)).toEqual([1, 5])
    expect(adjacent(20).sort((a, b) => a - b)).toEqual([15, 19])
  })

  it('joins the end of a row to the start of the next, as the spec writes it (2→3, 7→8, 17→18)', () => {
    expect(adjacent(2).sort((a, b) => a - b)).toEqual([1, 3, 7])
    expect(adjacent(3).sort((a, b) => a - b)).toEqual([2, 4, 8])
    expect(areAdjacent(7, 8)).toBe(true)
    expect(areAdjacent(17, 18)).toBe(true)
  })

  it('gives four neighbours in the middle', () => {
    expect(adjacent(10).sort((a, b) => a - b)).toEqual([5, 9, 11, 15])
  })

  it('is symmetric and never leaves the board', () => {
    for (let i = 0; i < 21; i++) {
      for (const j of adjacent(i)) {
        expect(j).toBeGreaterThanOrEqual(0)
        expect(j).toBeLessThan(21)
        expect([1, 5]).toContain(Math.abs(i - j))
        expect(adjacent(j)).toContain(i)
      }
      const expected = [i - 5, i - 1, i + 1, i + 5].filter((j) => j >= 0 && j <= 20)
      expect(adjacent(i).sort((a, b) => a - b)).toEqual(expected)
    }
  })

  it('returns a copy the caller may change', () => {
    adjacent(10).push(99)
    expect(adjacent(10)).not.toContain(99)
  })
})
