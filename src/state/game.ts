// The battle's state: which game is open, the snapshot shown, its countdown, the selection, the cues
// for sounds. The snapshot has one owner, the query cache (gameQuery.ts: the server's game, or the
// optimistic board while a move is sent); `gameAtom` only reads it. Each new game the cache holds is
// followed once (followBattle): one diff, the sounds, the countdown, and the change log the scene's
// animations and the announcer read. The intents (place, timeout, deck, quit) are in gameIntents.ts.
//
// These atoms are imported directly (`src/state/game`), not through src/state/index.ts, so the
// rules and the scene model stay out of the landing bundle.
import { atom, type Getter, type Setter } from 'jotai'
import { selectAtom } from 'jotai/utils'
import type { QueryClient } from '@tanstack/query-core'
import type { Game, GameMode } from '../api/games'
import { failureOf } from '../api/result'
import { GAME_POLL_MS, TURN_SECONDS } from '../game'
import { IDLE, boardSelection, diffSnapshots, isYourTurn, sameCoarse, secondsLeftAt, syncCountdown, turnStarted, withMeasuredOffset } from '../scene/model'
import type { CountdownState, SelectionState, SnapshotDiff } from '../scene/model'
import { gameErrors } from '../text/game'
import { showToastAtom } from './toasts'
import { clockHeldSinceAtom, clockResyncedAtom, outageSinceAtom } from './serverReach'
import { isLocalGameId } from '../game/local/localGameId'
import { serverOffsetAtom, streamStatusAtom } from './liveEvents'
import { battleGameKey, cachedGame, forgetGame, isOptimistic, readGame, showReplayStep, storeGame, watchGame } from './gameQuery'
import { loadedQueryClientAtom, queryClientAtom } from './queries/client'

export { GAME_POLL_MS }
/** The snapshot type the battle reads (the contract's Game), for the scene view, which never imports src/api. */
export type { Game }

/** The game the battle screen shows: its mode (from the route) and id. */
interface GameTarget {
  mode: GameMode
  id: number
}

type GameLoad = 'idle' | 'loading' | 'ready' | 'error'

/** A sound the chrome should play. */
type GameCue = 'turn' | 'tick' | 'place' | 'ko' | 'error' | 'win' | 'lose'
/** A cue with its stamp (seq grows at each cue, so the same cue twice plays twice). */
interface StampedCue {
  cue: GameCue
  seq: number
}

/** The game opened by the route. */
export const gameTargetAtom = atom<GameTarget | null>(null)

/** One new game the cache took: the one diff computed for it, and the two versions it compares. */
export interface BattleChange {
  seq: number
  prev: Game | null
  next: Game
  diff: SnapshotDiff
  /** next starts a turn of the viewer (turn sound, highlights, announcement). */
  turnStarted: boolean
}
/** How many changes are kept: more than arrive between two renders, fewer than a leak. */
const CHANGES_KEPT = 8
/** The latest changes, oldest first: each reader handles every one newer than the last it handled. */
export const battleChangesAtom = atom<readonly BattleChange[]>([])

/** The snapshot shown: the cache's (the server's last, or the optimistic board while a move is sent). */
export const gameAtom = atom((get): Game | null => {
  get(battleChangesAtom) // the follower updates it at each change of the cache
  return get(loadedQueryClientAtom)?.getQueryData<Game | null>(battleGameKey) ?? null
})
/** The shown snapshot when it is the server's word (null while an optimistic board is shown). */
export const serverGameAtom = atom((get): Game | null => {
  const game = get(gameAtom)
  return isOptimistic(game) ? null : game
})
/** Loading state of the first read. */
export const gameLoadAtom = atom<GameLoad>('idle')
/** The 30 s countdown of the running turn (server clock corrected for skew). */
export const countdownAtom = atom<CountdownState | null>(null)
/** The click / drag selection, its one owner (with the pointer during a drag: the scene reads it per frame from the store). */
export const selectionAtom = atom<SelectionState>(IDLE)
/** The selection as React draws it: changes only with its kind, item or target, not at each pointer move. */
export const coarseSelectionAtom = selectAtom(selectionAtom, (s) => s, sameCoarse)
/** The selection as the board's canvas draws it (model boardSelection: a press or a drag leaves it still). */
export const boardSelectionAtom = selectAtom(selectionAtom, boardSelection, sameCoarse)
/** A move is being sent (its optimistic board in the cache): the poll waits. */
export const moveSendingAtom = atom(false)
/** Whether the battle is an offline game, played on the device: no server to miss. */
const isLocalBattle = (get: Getter): boolean => {
  const target = get(gameTargetAtom)
  return !!target && isLocalGameId(target.id)
}
/**
 * When the battle's server stopped answering (serverReach.ts), null while it answers. An offline
 * game has none: the device plays it, so the event stream failing offline says nothing about it.
 */
export const battleOutageSinceAtom = atom((get) => (isLocalBattle(get) ? null : get(outageSinceAtom)))
/** When the battle's clock was held by an outage (serverReach.ts), null while it runs; never for an offline game. */
export const battleClockHeldSinceAtom = atom((get) => (isLocalBattle(get) ? null : get(clockHeldSinceAtom)))
/** The last reading of the local clock for the countdown (ms): the turn clock's step, and each countdown change. */
export const clockNowAtom = atom(0)
/**
 * The whole seconds left shown in the banner: from the countdown as soon as it changes (a turn start
 * shows its new deadline at once, not the last turn's seconds until the next clock step).
 */
export const turnSecondsAtom = atom((get) => {
  const countdown = get(countdownAtom)
  if (!countdown) return TURN_SECONDS
  const live = get(streamStatusAtom) === 'live'
  // while the server does not answer (and until a fresh game), the clock shown stands still where it was
  const held = get(battleClockHeldSinceAtom)
  const now = held == null ? get(clockNowAtom) : Math.min(get(clockNowAtom), held)
  return secondsLeftAt(live ? withMeasuredOffset(countdown, get(serverOffsetAtom)) : countdown, now)
})
/** How many recent cues are kept: more than one move ever produces, fewer than a leak. */
const CUES_KEPT = 16
/** The latest sound cues, oldest first, stamped: the player plays every one newer than the last it played. */
export const gameCuesAtom = atom<readonly StampedCue[]>([])
/** The last sound cue (the turn splash shows on a 'turn' cue). */
export const gameCueAtom = atom((get) => get(gameCuesAtom).at(-1) ?? null)

let cueSeq = 0
/** Asks the chrome to play a sound (every cue plays, even several in one move). */
export const cueAtom = atom(null, (get, set, cue: GameCue) => {
  cueSeq += 1
  set(gameCuesAtom, [...get(gameCuesAtom), { cue, seq: cueSeq }].slice(-CUES_KEPT))
})

/**
 * The sounds of a change of snapshot: the opponent's placements, the cards that fell, the start of
 * the viewer's turn. The viewer's own placement is cued when it is sent (gameIntents.ts).
 */
function snapshotCues(change: Pick<BattleChange, 'diff' | 'turnStarted'>): GameCue[] {
  const cues: GameCue[] = []
  if (change.diff.opponentPlacements.length > 0) cues.push('place')
  if (change.diff.newKo.length > 0) cues.push('ko')
  if (change.turnStarted) cues.push('turn')
  return cues
}

/** An error toast with the error sound (spec §8: the game screen's errors). */
export const gameErrorAtom = atom(null, (_get, set, text: string) => {
  set(showToastAtom, { text, tone: 'error' })
  set(cueAtom, 'error')
})

interface Follower {
  /** The last game followed (the one the next diff starts from) and the last server game (its countdown). */
  last: Game | null
  lastServer: Game | null
  seq: number
}
const followers = new WeakMap<QueryClient, Follower>()

/** The cache took `next` (or forgot the game: null): one diff, the sounds, the countdown. */
function follow(get: Getter, set: Setter, follower: Follower, next: Game | null): void {
  const prev = follower.last
  if (next === prev) return
  follower.last = next
  if (!next) {
    follower.lastServer = null
    set(battleChangesAtom, [])
    return
  }
  follower.seq += 1
  const diff = diffSnapshots(prev, next)
  const change: BattleChange = { seq: follower.seq, prev, next, diff, turnStarted: turnStarted(prev, next) }
  set(battleChangesAtom, [...get(battleChangesAtom), change].slice(-CHANGES_KEPT))
  const target = get(gameTargetAtom)
  // A replay (no target) is drawn, not played: no sound, no countdown.
  if (!target || target.id !== next.id) return
  for (const cue of snapshotCues(change)) set(cueAtom, cue)
  // The countdown follows the server's games only (an optimistic board knows no deadline; a rolled-back one is the last server game).
  if (isOptimistic(next) || next === follower.lastServer) return
  follower.lastServer = next
  // While the stream is live (from its hello, which measured the offset) that offset holds: a late
  // snapshot cannot skew it. Before the hello, the snapshot's own offset.
  const now = Date.now()
  const measured = get(streamStatusAtom) === 'live' ? get(serverOffsetAtom) : null
  set(countdownAtom, syncCountdown(get(countdownAtom), next, now, measured))
  set(clockNowAtom, now)
  set(clockResyncedAtom)
}

/** Follows the battle's cache entry (once per store's client): every game it takes reaches the atoms at once. */
export function followBattle(get: Getter, set: Setter): void {
  const client = get(queryClientAtom)
  if (followers.has(client)) return
  const follower: Follower = { last: null, lastServer: null, seq: 0 }
  followers.set(client, follower)
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(battleGameKey)) return
    follow(get, set, follower, (event.query.state.data as Game | null | undefined) ?? null)
  })
  follow(get, set, follower, cachedGame(get))
}

/**
 * Offers a snapshot from the server to the battle's cache (ignored when it belongs to another game;
 * kept only when newer than the one the cache holds, isNewerGame).
 */
export const receiveGameAtom = atom(null, (get, set, game: Game) => {
  const target = get(gameTargetAtom)
  if (!target || game.id !== target.id) return
  followBattle(get, set)
  storeGame(get, game)
})

/** Shows a replay's step (the replay page): the scene draws it from the same cache entry. */
export const showReplayStepAtom = atom(null, (get, set, game: Game) => {
  followBattle(get, set)
  showReplayStep(get, game)
})

/** Reads the game again (after a deck choice, a refusal, back to the tab): through the query cache. */
export const refreshGameAtom = atom(null, async (get, set): Promise<void> => {
  const target = get(gameTargetAtom)
  if (!target) return
  followBattle(get, set)
  await readGame(get, target.id)
})

/** Opens a game: resets the battle's state and reads it ('Erreur lors du chargement du jeu' on failure). */
export const openGameAtom = atom(null, async (get, set, target: GameTarget): Promise<void> => {
  set(resetGameAtom)
  set(gameTargetAtom, target)
  set(gameLoadAtom, 'loading')
  followBattle(get, set)
  try {
    await readGame(get, target.id)
    if (get(gameTargetAtom) !== target) return
    set(gameLoadAtom, 'ready')
  } catch (error) {
    if (get(gameTargetAtom) !== target) return
    set(gameLoadAtom, 'error')
    if (failureOf(error)?.status !== 401) set(gameErrorAtom, gameErrors.load)
  }
})

/** Forgets the battle (leaving the screen). */
export const resetGameAtom = atom(null, (get, set) => {
  forgetGame(get)
  set(gameTargetAtom, null)
  set(battleChangesAtom, [])
  set(gameLoadAtom, 'idle')
  set(countdownAtom, null)
  set(selectionAtom, IDLE)
  set(moveSendingAtom, false)
  set(outageSinceAtom, null)
  set(clockHeldSinceAtom, null)
})

/** Whether the game should be read again now: open and not the viewer's turn (or still waiting). */
const shouldPoll = (game: Game | null): boolean => !!game && game.open && (game.status === 'WAITING' || !isYourTurn(game))

/**
 * Mounted by the battle page: the poll of spec §4 (every GAME_POLL_MS while it is not the viewer's
 * turn, paused while the tab is hidden), the refetch interval of the battle's game query. While
 * the event stream is live it brings each move instead, and the poll rests.
 */
export const gamePollerAtom = atom(0, (get, set, running: boolean) => {
  get(stopPollAtom)?.()
  set(stopPollAtom, null)
  if (!running) return
  const stop = watchGame(get, set, {
    current: () => get(gameAtom),
    due: (game) => shouldPoll(game) && !get(moveSendingAtom) && get(streamStatusAtom) !== 'live',
    paired: (game) => {
      const target = get(gameTargetAtom)
      if (target && game.id !== target.id) set(gameTargetAtom, { mode: target.mode, id: game.id })
    },
  })
  set(stopPollAtom, () => stop)
})
/** Stops the running poll (one per mount of the battle page). */
const stopPollAtom = atom<(() => void) | null>(null)
gamePollerAtom.onMount = (run) => {
  run(true)
  return () => run(false)
}
