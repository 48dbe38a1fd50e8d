// Watching a friend's game (GET /api/games/{id}/watch): the stream's state, the spectators' count,
// and each game it brings shown through the battle atoms (game.ts: the game on screen, its
// countdown), which the scene draws read-only. It reconnects with growing delays like
// liveEvents.ts; it stops for good when the game is over or the server refuses.
//
// Imported directly (`src/state/watch`), not through index.ts, like game.ts.
import { atom, type Getter, type Setter } from 'jotai'
import type { Game } from '../api/games'
import { readWatchStream, type StreamEvent, type WatchEnd } from '../api/watch'
import { watchText } from '../text/watch'
import { gameTargetAtom, receiveGameAtom, resetGameAtom, serverGameAtom } from './game'
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './liveEvents'

/** connecting (first try), live, reconnecting (it dropped), ended (game over), refused (the server said no). */
type WatchStatus = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'refused'

/** The watch stream's state. */
export const watchStatusAtom = atom<WatchStatus>('connecting')
/** The server's reason for refusing (403, 404, 409…), shown as is. */
export const watchRefusalAtom = atom<string | null>(null)
/** How many watch this game, the viewer included. */
export const spectatorCountAtom = atom(0)

/** What to do after a connection ended: stop (left), ended, refused, or retry after a delay. */
type WatchNext = 'stop' | 'ended' | 'refused' | 'retry'

export function afterWatchEnd(end: WatchEnd, last: Pick<Game, 'open'> | null): WatchNext {
  if (end.kind === 'aborted') return 'stop'
  if (last && !last.open) return 'ended'
  if (end.kind === 'closed') return 'retry'
  // The game ended while the stream was down: nothing more to see.
  if (end.status === 409 && last) return 'ended'
  // A server in trouble (5xx) may come back; any other refusal is final.
  return end.status >= 500 ? 'retry' : 'refused'
}

/** The delay before the n-th retry (n ≥ 1): the server's `retry:` first, doubled after each failure. */
export const watchRetryDelay = (failures: number, retryMs: number | null): number =>
  Math.min(RECONNECT_MAX_MS, (retryMs ?? RECONNECT_FIRST_MS) * 2 ** Math.max(0, failures - 1))

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value)

/** One event of the watch stream for game `gameId`. Unknown, malformed or other games' events are ignored. */
function dispatchWatchEvent(get: Getter, set: Setter, gameId: number, event: StreamEvent): void {
  let data: unknown
  try {
    data = JSON.parse(event.data)
  } catch {
    return
  }
  if (!isObject(data)) return
  if (event.event === 'game' && isObject(data.game) && data.game.id === gameId) {
    const game = data.game as unknown as Game
    const target = get(gameTargetAtom)
    if (!target || target.id !== game.id || target.mode !== game.type) set(gameTargetAtom, { mode: game.type, id: game.id })
    set(receiveGameAtom, game)
  } else if (event.event === 'watchers' && data.gameId === gameId && typeof data.count === 'number') {
    set(spectatorCountAtom, Math.max(0, data.count))
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

async function keepWatching(get: Getter, set: Setter, gameId: number, signal: AbortSignal): Promise<void> {
  let failures = 0
  while (!signal.aborted) {
    const end = await readWatchStream(gameId, signal, {
      opened: () => {
        failures = 0
        set(watchStatusAtom, 'live')
      },
      event: (event) => dispatchWatchEvent(get, set, gameId, event),
    })
    const next = afterWatchEnd(end, get(serverGameAtom))
    if (next === 'stop') return
    if (next === 'ended' || next === 'refused') {
      if (next === 'refused' && end.kind === 'refused') set(watchRefusalAtom, end.message ?? watchText.refused)
      set(watchStatusAtom, next)
      return
    }
    set(watchStatusAtom, 'reconnecting')
    failures += 1
    await wait(watchRetryDelay(failures, end.kind === 'closed' ? end.retryMs : null), signal)
  }
}

/** Starts watching game `gameId` (the battle atoms are reset), or stops with null (leaving the page). */
export const watchGameAtom = atom(null, (get, set, gameId: number | null) => {
  get(stopWatchAtom)?.()
  set(stopWatchAtom, null)
  set(resetGameAtom)
  set(watchStatusAtom, 'connecting')
  set(watchRefusalAtom, null)
  set(spectatorCountAtom, 0)
  if (gameId == null) return
  const controller = new AbortController()
  void keepWatching(get, set, gameId, controller.signal)
  set(stopWatchAtom, () => () => controller.abort())
})
/** Stops the running watch (one at a time). */
const stopWatchAtom = atom<(() => void) | null>(null)
