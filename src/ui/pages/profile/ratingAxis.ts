// The rating chart's y axis: a band padded around the ratings drawn, so one game or a few close ones
// read as values near 1 000, not as a dot on a 0–2 000 span (uPlot's range for a single value).
import { ELO_START } from '../../../game'

/** The least room above the highest rating and below the lowest, in rating points. */
export const RATING_AXIS_MIN_PADDING = 50
/** The room as a share of the ratings' spread, when that is more. */
const SPREAD_PADDING = 0.1
/** The bounds are multiples of this: round tick labels. */
const BOUND_STEP = 10

/** [low, high] of the y axis for these ratings (none: around the starting rating); never below 0. */
export function ratingAxisRange(ratings: readonly number[]): [number, number] {
  const low = ratings.length ? Math.min(...ratings) : ELO_START
  const high = ratings.length ? Math.max(...ratings) : ELO_START
  const padding = Math.max(RATING_AXIS_MIN_PADDING, (high - low) * SPREAD_PADDING)
  return [Math.max(0, Math.floor((low - padding) / BOUND_STEP) * BOUND_STEP), Math.ceil((high + padding) / BOUND_STEP) * BOUND_STEP]
}
