// A small seeded generator (mulberry32): same seed, same sequence; resumable from its state.

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number
  /** A random element (throws on an empty array). */
  pick<T>(arr: readonly T[]): T
  /** The internal 32-bit state; createRng(rng.state()) continues the same sequence. */
  state(): number
}

/** A generator started from seed (any number; reduced to 32 bits). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (maxExclusive: number): number => Math.floor(next() * Math.max(0, Math.floor(maxExclusive)))
  return {
    next,
    int,
    pick<T>(arr: readonly T[]): T {
      if (arr.length === 0) throw new RangeError('pick() on an empty array')
      return arr[int(arr.length)]
    },
    state: () => a,
  }
}

/** Resumes a generator from a saved state() (the server stores it between requests). */
export const resumeRng = (savedState: number): Rng => createRng(savedState)

/** A new array shuffled with rng (Fisher–Yates); the input is untouched. */
export function shuffled<T>(arr: readonly T[], rng: Rng): T[] {
  const out = arr.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}
