// Win rates with their 95 % Wilson interval, printed as the bench's tables show them.

/** Wilson 95 % interval of a proportion. */
export function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1]
  const z = 1.96
  const p = wins / games
  const denom = 1 + (z * z) / games
  const centre = p + (z * z) / (2 * games)
  const margin = z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))
  return [(centre - margin) / denom, (centre + margin) / denom]
}

export interface Tally {
  wins: number
  games: number
}

/** « 51.2 % [49.0–53.4] » */
export function rate({ wins, games }: Tally): string {
  const [lo, hi] = wilson(wins, games)
  return `${((100 * wins) / Math.max(1, games)).toFixed(1)} % [${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}]`
}

/** The point estimate, in percent. */
export const pct = ({ wins, games }: Tally): number => (100 * wins) / Math.max(1, games)

export const add = (a: Tally, b: Tally): Tally => ({ wins: a.wins + b.wins, games: a.games + b.games })
export const ZERO: Tally = { wins: 0, games: 0 }
