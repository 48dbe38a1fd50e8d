// The server's event stream (GET /api/events) while a player is signed in: it feeds the query
// cache (the battle's game, the profile), shows invitations, refreshes friend requests and tracks
// the opponent's presence and how many spectators watch. It reconnects on its own with growing delays; while it is live the
// polls stop (the profile's, the battle's), and they run again as soon as it drops.
import { atom, type Getter, type Setter } from 'jotai'
import { readEventStream, type StreamEvent } from '../api/events'
import { lobby as lobbyText } from '../text/lobby'
import { friendsKeys } from './queries/friends'
import { battleGameKey, offerGame } from './queries/battle'
import { queryClientAtom } from './queries/client'
import { usersKeys } from './queries/users'
import { showToastAtom } from './toasts'
import { receiveInvitationAtom } from './invitations'
import { clockHeldSinceAtom, serverAnsweredAtom } from './serverReach'

type StreamStatus = 'off' | 'connecting' | 'live'

/** Whether the stream is up: 'live' from its hello (the polls stop then), 'connecting' before. */
export const streamStatusAtom = atom<StreamStatus>('off')
/** Server time minus local time (ms), measured at the stream's hello. */
export const serverOffsetAtom = atom(0)
/** The opponent's stream in a game in progress: offline while it is down. */
export const opponentPresenceAtom = atom<{ gameId: number; userId: number; online: boolean } | null>(null)
/** How many spectators watch the player's game (the `watchers` event); read only for that game's id. */
export const watchersAtom = atom<{ gameId: number; count: number } | null>(null)

/** Delays before reconnecting: doubled after each failure, up to a ceiling. */
export const RECONNECT_FIRST_MS = 1000
export const RECONNECT_MAX_MS = 30_000

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value)
const idOf = (value: unknown): number | null => (isObject(value) && typeof value.id === 'number' ? value.id : null)

/** One event: where its data goes. Unknown or malformed events are ignored. */
export function dispatchEvent(get: Getter, set: Setter, event: StreamEvent): void {
  let data: unknown
  try {
    data = JSON.parse(event.data)
  } catch {
    return
  }
  if (!isObject(data)) return
  const client = get(queryClientAtom)
  switch (event.event) {
    case 'hello':
      if (typeof data.serverTime === 'number') set(serverOffsetAtom, data.serverTime - Date.now())
      return
    case 'game': {
      const id = idOf(data.game)
      // Only the game on screen, kept when newer (the mover's own move, already answered, is dropped there).
      if (id !== null && idOf(client.getQueryData(battleGameKey)) === id) offerGame(client, data.game)
      return
    }
    case 'profile': {
      const id = idOf(data.user)
      if (id !== null) client.setQueryData(usersKeys.one(id), data.user)
      return
    }
    case 'friendRequest':
      void client.invalidateQueries({ queryKey: friendsKeys.allRequests })
      return
    case 'invitation': {
      const from = isObject(data.from) && typeof data.from.pseudo === 'string' ? data.from.pseudo : null
      if (typeof data.gameCode !== 'string' || typeof data.gameId !== 'number' || !from) return
      const invitation = { gameId: data.gameId, gameCode: data.gameCode, from }
      set(receiveInvitationAtom, invitation)
      set(showToastAtom, { text: lobbyText.private.invited(from), action: { invitation } })
      return
    }
    case 'presence':
      if (typeof data.gameId === 'number' && typeof data.userId === 'number' && typeof data.online === 'boolean') {
        set(opponentPresenceAtom, { gameId: data.gameId, userId: data.userId, online: data.online })
      }
      return
    case 'resync':
      // notices may have been lost: re-read what only an event would have brought (the profile and the game follow)
      void client.invalidateQueries({ queryKey: friendsKeys.allRequests })
      void client.invalidateQueries({ queryKey: ['games'] }) // invitations, the queue's waits, the battle, history
      return
    case 'watchers':
      if (typeof data.gameId === 'number' && typeof data.count === 'number') set(watchersAtom, { gameId: data.gameId, count: Math.max(0, data.count) })
      return
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/** Keeps the stream open until `signal` aborts (sign-out, unmount); a 401 or 403 ends it. */
async function keepStreaming(get: Getter, set: Setter, signal: AbortSignal): Promise<void> {
  let lastEventId: string | null = null
  let failures = 0
  while (!signal.aborted) {
    set(streamStatusAtom, 'connecting')
    let wasLive = false
    const end = await readEventStream(signal, lastEventId, {
      opened: () => {}, // not yet live: that waits for the hello
      event: (event) => {
        if (event.id) lastEventId = event.id
        dispatchEvent(get, set, event)
        // Live from the hello (the server's first event): the offset is measured before the polls stop.
        if (event.event === 'hello' && !wasLive) {
          failures = 0
          wasLive = true
          set(streamStatusAtom, 'live')
          set(serverAnsweredAtom, true)
          // back after an outage: the battle reads its game, whose deadline may have moved, before its clock runs again
          if (get(clockHeldSinceAtom) != null) void get(queryClientAtom).invalidateQueries({ queryKey: battleGameKey })
        }
      },
    })
    set(streamStatusAtom, 'off')
    // The stream dropped: the battle reads its game at once, which also restarts its poll.
    if (wasLive && !signal.aborted) void get(queryClientAtom).invalidateQueries({ queryKey: battleGameKey })
    if (end.kind === 'aborted' || (end.kind === 'refused' && (end.status === 401 || end.status === 403))) return
    // a connection that never reached its hello: the server does not answer (down, restarting)
    if (!wasLive && (end.kind === 'closed' || end.status >= 502)) set(serverAnsweredAtom, false)
    failures += 1
    const base = end.kind === 'closed' && end.retryMs ? end.retryMs : RECONNECT_FIRST_MS
    await wait(Math.min(RECONNECT_MAX_MS, base * 2 ** (failures - 1)), signal)
  }
}

/** Mounted by the app while a player is signed in: the stream runs as long as it stays mounted. */
export const eventStreamAtom = atom(0, (get, set, running: boolean) => {
  get(stopStreamAtom)?.()
  set(stopStreamAtom, null)
  if (!running) return
  const controller = new AbortController()
  void keepStreaming(get, set, controller.signal)
  set(stopStreamAtom, () => () => controller.abort())
})
const stopStreamAtom = atom<(() => void) | null>(null)
eventStreamAtom.onMount = (run) => {
  run(true)
  return () => run(false)
}
