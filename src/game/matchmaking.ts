// Matchmaking by strength: two waiting players may meet when their ratings and their decks' powers
// are close enough. Each window widens the longer a player waits; a pair is judged with the wider of
// the two players' windows, so a long wait helps both. Tuned with the balance bench (the stronger
// deck of a matched pair wins at most 60 % of games).

/** Rating distance accepted: ±100, +50 for every full 10 s of waiting. */
export const RATING_WINDOW = { base: 100, step: 50, everyMs: 10_000 } as const
/** Deck power distance accepted, as a share of the larger power: ±8 %, +4 % for every full 10 s. */
export const POWER_WINDOW = { base: 0.08, step: 0.04, everyMs: 10_000 } as const

/** A waiting player as matchmaking sees them. `power` null: no deck chosen yet (any deck power fits). */
export interface Seeker {
  rating: number
  power: number | null
  waitedMs: number
}

const widened = (w: { base: number; step: number; everyMs: number }, waitedMs: number): number =>
  w.base + w.step * Math.floor(Math.max(0, waitedMs) / w.everyMs)

/** The rating distance accepted after waiting `waitedMs`. */
export const ratingWindow = (waitedMs: number): number => widened(RATING_WINDOW, waitedMs)
/** The deck power distance accepted after waiting `waitedMs`, as a share of the larger power. */
export const powerWindow = (waitedMs: number): number => widened(POWER_WINDOW, waitedMs)

/** How far apart two powers are, as a share of the larger (0 when either is unknown). */
export function powerGap(a: number | null, b: number | null): number {
  if (a == null || b == null) return 0
  const top = Math.max(Math.abs(a), Math.abs(b))
  return top === 0 ? 0 : Math.abs(a - b) / top
}

/** How far a pair is from the edge of its windows: at most 1 on each axis when it may meet; the larger of the two. */
export function pairingDistance(a: Seeker, b: Seeker): number {
  const wait = Math.max(a.waitedMs, b.waitedMs)
  return Math.max(Math.abs(a.rating - b.rating) / ratingWindow(wait), powerGap(a.power, b.power) / powerWindow(wait))
}

/** The two may play each other now. */
export const canPair = (a: Seeker, b: Seeker): boolean => pairingDistance(a, b) <= 1

/** The candidate `me` should meet: the closest within the windows (the first of equals), or null. */
export function pickOpponent<T extends Seeker>(me: Seeker, candidates: readonly T[]): T | null {
  let best: T | null = null
  let bestDistance = Infinity
  for (const c of candidates) {
    const d = pairingDistance(me, c)
    if (d <= 1 && d < bestDistance) [best, bestDistance] = [c, d]
  }
  return best
}
