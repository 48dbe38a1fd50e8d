// The ranked rating after each ranked game, drawn by uPlot. Loaded lazily (React.lazy) by
// RatingSection, so uPlot and its CSS land in a chunk that only the profile asks for. The colours
// are the theme's CSS tokens, read again when <html data-theme> changes.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { RatingPoint } from '../../../api/stats'
import { profileStats as text } from '../../../text/profileStats'
import { ratingAxisRange } from './ratingAxis'
import { VALUES_SHOWN_UP_TO, drawRatingValues } from './ratingValues'

const HEIGHT = 220
/** A point's size: larger for a lone game, which has no line to show it. */
const POINT_SIZE = 6
const LONE_POINT_SIZE = 12
/** The x axis counts games: whole steps only. */
const GAME_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500]

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()

/** The x ticks (game numbers) as dates, each date once: a day of many games reads once. */
function dateLabels(points: RatingPoint[], ticks: number[]): string[] {
  let previous = ''
  return ticks.map((i) => {
    const label = Number.isInteger(i) && points[i - 1] ? text.shortDate(points[i - 1].at) : ''
    if (label === '' || label === previous) return ''
    previous = label
    return label
  })
}

function optionsFor(points: RatingPoint[], width: number): uPlot.Options {
  const [line, grid, muted, heading] = [token('--primary'), token('--border'), token('--text-muted'), token('--heading')]
  const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '12px system-ui, sans-serif' }
  const ratings = points.map((p) => p.rating)
  const size = points.length === 1 ? LONE_POINT_SIZE : POINT_SIZE
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // the y axis fits the ratings (uPlot's own range for a single value is 0 to twice it)
    scales: { x: { time: false }, y: { range: ratingAxisRange(ratings) } },
    series: [
      {},
      { label: text.seriesRating, stroke: line, width: 2, fill: token('--primary-soft'), points: { show: points.length <= 40, size, fill: line } },
    ],
    hooks: { draw: points.length <= VALUES_SHOWN_UP_TO ? [(plot) => drawRatingValues(plot, ratings, heading, uPlot.pxRatio)] : [] },
    axes: [
      { ...axis, space: 64, incrs: GAME_STEPS, values: (_u, ticks) => dateLabels(points, ticks) },
      { ...axis, size: 48 },
    ],
  }
}

export default function RatingChart({ points }: { points: RatingPoint[] }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const data: uPlot.AlignedData = [points.map((_, i) => i + 1), points.map((p) => p.rating)]
    let plot = new uPlot(optionsFor(points, el.clientWidth), data, el)
    const redraw = () => {
      plot.destroy()
      plot = new uPlot(optionsFor(points, el.clientWidth), data, el)
    }
    const resize = new ResizeObserver(() => {
      if (el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height: HEIGHT })
    })
    resize.observe(el)
    const theme = new MutationObserver(redraw)
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
    return () => {
      resize.disconnect()
      theme.disconnect()
      plot.destroy()
    }
  }, [points])
  return <div className="rating-chart-plot" ref={box} />
}
