// The Profil's rating chart with few games: its y axis fits the ratings (a padded band, never the
// 0–2 000 span uPlot gives a single value), and a lone game is a large mark with its value written
// beside it. uPlot needs a canvas jsdom lacks: it is replaced by a probe that records its options.
import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type uPlot from 'uplot'
import type { RatingPoint } from '../../src/api/stats'
import { RATING_AXIS_MIN_PADDING, ratingAxisRange } from '../../src/ui/pages/profile/ratingAxis'
import RatingChart from '../../src/ui/pages/profile/RatingChart'

const plots = vi.hoisted(() => [] as { options: uPlot.Options; data: uPlot.AlignedData }[])
vi.mock('uplot', () => ({
  default: class {
    static pxRatio = 1
    width: number
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      plots.push({ options, data })
      this.width = options.width
    }
    destroy() {}
    setSize() {}
  },
}))

const point = (gameId: number, rating: number, change: number): RatingPoint => ({ gameId, at: `2026-03-0${gameId}T10:00:00.000Z`, rating, change })

/** What the chart's draw hooks write on a canvas whose x is the game number × 100 and y the rating, upside down. */
function valuesWritten(options: uPlot.Options): string[] {
  const written: string[] = []
  const ctx = { save() {}, restore() {}, fillText: (text: string) => written.push(text.replace(/\s/g, ' ')) }
  const plot = { ctx, valToPos: (value: number, scale: string) => (scale === 'x' ? value * 100 : 2000 - value) } as unknown as uPlot
  for (const hook of options.hooks?.draw ?? []) hook?.(plot)
  return written
}

describe('the rating chart’s y axis', () => {
  it('one game: a band of ±50 around its rating, on round bounds', () => {
    expect(RATING_AXIS_MIN_PADDING).toBe(50)
    expect(ratingAxisRange([1000])).toEqual([950, 1050])
    expect(ratingAxisRange([1016])).toEqual([960, 1070])
  })

  it('never a 0–2 000 span for ratings near 1 000', () => {
    for (let rating = 900; rating <= 1100; rating += 7) {
      const [low, high] = ratingAxisRange([rating])
      expect(low).toBeLessThan(rating)
      expect(high).toBeGreaterThan(rating)
      expect(high - low).toBeLessThanOrEqual(120)
    }
  })

  it('several games: their spread, padded by at least 50 or a tenth of the spread', () => {
    expect(ratingAxisRange([1016, 1001, 1029])).toEqual([950, 1080])
    expect(ratingAxisRange([800, 1400, 1100])).toEqual([740, 1460])
  })

  it('never below 0; without a game, around the starting rating', () => {
    expect(ratingAxisRange([20])).toEqual([0, 70])
    expect(ratingAxisRange([])).toEqual([950, 1050])
  })
})

describe('the rating chart', () => {
  beforeEach(() => {
    plots.length = 0
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('one ranked game: the y axis fits it, and its point is a large mark with its value', () => {
    render(<RatingChart points={[point(1, 1016, 16)]} />)
    const { options, data } = plots.at(-1)!
    expect(data).toEqual([[1], [1016]])
    expect(options.scales?.y?.range).toEqual([960, 1070])
    const marks = options.series[1].points!
    expect(marks.show).toBe(true)
    expect(marks.size).toBeGreaterThanOrEqual(10)
    expect(valuesWritten(options)).toEqual(['1 016'])
  })

  it('a few games: the axis fits their spread, each point says its value', () => {
    render(<RatingChart points={[point(1, 1016, 16), point(2, 1001, -15), point(3, 1029, 28)]} />)
    const { options } = plots.at(-1)!
    expect(options.scales?.y?.range).toEqual([950, 1080])
    expect(valuesWritten(options)).toEqual(['1 016', '1 001', '1 029'])
  })

  it('many games: the line alone, without a value at every point', () => {
    const many = Array.from({ length: 12 }, (_, i) => point(i + 1, 1000 + 10 * i, 10))
    render(<RatingChart points={many} />)
    const { options } = plots.at(-1)!
    expect(options.scales?.y?.range).toEqual([950, 1160])
    expect(valuesWritten(options)).toEqual([])
  })
})
