// The key of the game the battle screen shows (its own module, so the event stream can feed it
// without loading the battle's atoms and rules).
export const battleGameKey = ['games', 'battle'] as const

interface Versioned {
  id: number
  version: number
}
const isVersioned = (value: unknown): value is Versioned =>
  typeof value === 'object' && value !== null && typeof (value as Versioned).id === 'number' && typeof (value as Versioned).version === 'number'

/**
 * What the battle's cache keeps when a game arrives: the newer of the two versions of one game. A
 * move's answer can arrive after the stream already brought the next move (a bot's, say): the
 * answer must not put the older game back.
 */
export function newestGame<T>(cached: unknown, incoming: T): T {
  if (isVersioned(cached) && isVersioned(incoming) && cached.id === incoming.id && cached.version > incoming.version) return cached as T
  return incoming
}
