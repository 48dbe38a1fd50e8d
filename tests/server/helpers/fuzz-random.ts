// A small seeded generator (mulberry32) for the fuzzer: the same seed gives the same requests.
export interface Random {
  seed: number
  /** A float in [0, 1). */
  next(): number
  int(below: number): number
  pick<T>(list: readonly T[]): T
  chance(p: number): boolean
  /** `count` distinct elements of `list` (all of them when there are fewer). */
  some<T>(list: readonly T[], count: number): T[]
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  return {
    seed,
    next,
    int,
    pick: (list) => list[int(list.length)],
    chance: (p) => next() < p,
    some: (list, count) => {
      const copy = [...list]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1)
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, count)
    },
  }
}

/** The seed of this run: FUZZ_SEED when set (to replay a failure), else a fixed one. */
export const fuzzSeed = (): number => Number(process.env.FUZZ_SEED ?? 20260109)
