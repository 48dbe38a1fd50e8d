// Runs series of games on every core: each series is cut into chunks that worker threads play.
import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { DuelTask, GameRecord, Side } from './duel'

const CHUNK = 20

export interface Pool {
  /** `games` games between a and b (a series told apart by `seed`). */
  duel(a: Side, b: Side, games: number, seed: number, matched?: boolean): Promise<GameRecord[]>
  close(): Promise<void>
}

export function createPool(threads = Math.max(1, availableParallelism())): Pool {
  const piscina = new Piscina<DuelTask, GameRecord[]>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
  })
  return {
    async duel(a, b, games, seed, matched = false) {
      const chunks: Promise<GameRecord[]>[] = []
      for (let from = 0; from < games; from += CHUNK) chunks.push(piscina.run({ a, b, from, to: Math.min(games, from + CHUNK), seed, matched }))
      return (await Promise.all(chunks)).flat()
    },
    close: () => piscina.destroy(),
  }
}
