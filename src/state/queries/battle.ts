// The battle's game in the query cache, its one owner: the key, and the one "is newer" check every
// writer goes through (the first read, the poll, the answers to moves, the live and watch streams,
// the local game's bot). Its own module, so the event stream can feed it without loading the
// battle's atoms and rules.
import type { QueryClient } from '@tanstack/query-core'

export const battleGameKey = ['games', 'battle'] as const

interface Versioned {
  id: number
  version: number
}
const isVersioned = (value: unknown): value is Versioned =>
  typeof value === 'object' && value !== null && typeof (value as Versioned).id === 'number' && typeof (value as Versioned).version === 'number'

/**
 * The one check: whether `incoming` should replace `cached` — another game (or none cached), or a
 * strictly newer version of the same one. A version the cache already holds (the mover's own move
 * coming back by its answer and by the stream) or an older one (an answer overtaken by the next
 * move) is dropped.
 */
export function isNewerGame(cached: unknown, incoming: unknown): boolean {
  if (!isVersioned(incoming)) return false
  if (!isVersioned(cached) || cached.id !== incoming.id) return true
  return incoming.version > cached.version
}

/** The game the cache keeps when `incoming` arrives: incoming if newer, else the cached one. */
export const newestGame = <T>(cached: T | null | undefined, incoming: T): T => (isNewerGame(cached, incoming) || cached == null ? incoming : cached)

/** Offers a server game to the battle's cache: stored when newer. Returns whether it was. */
export function offerGame(client: QueryClient, game: unknown): boolean {
  if (!isNewerGame(client.getQueryData(battleGameKey), game)) return false
  client.setQueryData(battleGameKey, game)
  return true
}
