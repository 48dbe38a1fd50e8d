// The rating written above each point of the chart when there are few games, so that a single game
// (a lone dot: no line yet) still says what it is. A uPlot draw hook on the chart's canvas.
import type uPlot from 'uplot'
import { profileStats as text } from '../../../text/profileStats'

/** Up to this many games, every point carries its value; beyond, the line and the axis say enough. */
export const VALUES_SHOWN_UP_TO = 5
/** The value's size and its gap above the point, in CSS pixels. */
const FONT_PX = 12
const GAP_PX = 10

/** Centred over its point, except at the chart's edges: the first value starts there, the last ends there. */
const alignOf = (i: number, count: number): CanvasTextAlign => (count === 1 ? 'center' : i === 0 ? 'left' : i === count - 1 ? 'right' : 'center')

/** Draws each rating above its point (game i + 1 on the x axis); `ratio` is the canvas's device pixel ratio. */
export function drawRatingValues(plot: uPlot, ratings: readonly number[], color: string, ratio: number): void {
  const { ctx } = plot
  ctx.save()
  ctx.fillStyle = color
  ctx.font = `700 ${FONT_PX * ratio}px system-ui, sans-serif`
  ctx.textBaseline = 'bottom'
  ratings.forEach((rating, i) => {
    ctx.textAlign = alignOf(i, ratings.length)
    ctx.fillText(text.pointValue(rating), plot.valToPos(i + 1, 'x', true), plot.valToPos(rating, 'y', true) - GAP_PX * ratio)
  })
  ctx.restore()
}
