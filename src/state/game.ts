// The battle's state: which game is open, the snapshot shown (the server's, or the optimistic one
// while a move is sent), its countdown, the selection, the cues for sounds. The server's game lives in
// the query cache (gameQuery.ts: the first read, the 4 s poll out of turn, the answers to moves).
// The intents (place, timeout, deck, quit) are in gameIntents.ts.
//
// These atoms are imported directly (`src/state/game`), not through src/state/index.ts, so the
// rules and the scene model stay out of the landing bundle.
import { atom } from 'jotai'
import { selectAtom } from 'jotai/utils'
import type { Game, GameMode } from '../api/games'
import { failureOf } from '../api/result'
import { GAME_POLL_MS } from '../game'
import { IDLE, diffSnapshots, isYourTurn, sameCoarse, syncCountdown, turnStarted } from '../scene/model'
import type { CountdownState, PendingMove, SelectionState } from '../scene/model'
import { gameErrors } from '../text/game'
import { showToastAtom } from './toasts'
import { serverOffsetAtom, streamStatusAtom } from './liveEvents'
import { forgetGame, readGame, watchGame } from './gameQuery'

export { GAME_POLL_MS }
/** The snapshot type the battle reads (the contract's Game), for the scene view, which never imports src/api. */
export type { Game }

/** The game the battle screen shows: its mode (from the route) and id. */
export interface GameTarget {
  mode: GameMode
  id: number
}

export type GameLoad = 'idle' | 'loading' | 'ready' | 'error'

/** A sound the chrome should play. */
export type GameCue = 'turn' | 'tick' | 'place' | 'ko' | 'error' | 'win' | 'lose'
/** A cue with its stamp (seq grows at each cue, so the same cue twice plays twice). */
export interface StampedCue {
  cue: GameCue
  seq: number
}

/** The game opened by the route. */
export const gameTargetAtom = atom<GameTarget | null>(null)
/** The snapshot shown: the server's last answer, or the optimistic board while a move is sent. */
export const gameAtom = atom<Game | null>(null)
/** The last snapshot that came from the server (never an optimistic one). */
export const serverGameAtom = atom<Game | null>(null)
/** Loading state of the first read. */
export const gameLoadAtom = atom<GameLoad>('idle')
/** The 30 s countdown of the running turn (server clock corrected for skew). */
export const countdownAtom = atom<CountdownState | null>(null)
/** The click / drag selection, its one owner (with the pointer during a drag: the scene reads it per frame from the store). */
export const selectionAtom = atom<SelectionState>(IDLE)
/** The selection as React draws it: changes only with its kind, item or target, not at each pointer move. */
export const coarseSelectionAtom = selectAtom(selectionAtom, (s) => s, sameCoarse)
/** The move being sent (optimistic), or null. */
export const pendingMoveAtom = atom<PendingMove | null>(null)
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
export function snapshotCues(prev: Game | null, next: Game): GameCue[] {
  const diff = diffSnapshots(prev, next)
  const cues: GameCue[] = []
  if (diff.opponentPlacements.length > 0) cues.push('place')
  if (diff.newKo.length > 0) cues.push('ko')
  if (turnStarted(prev, next)) cues.push('turn')
  return cues
}

/** Shows a snapshot (the server's, an optimistic or a rolled-back one) and cues its sounds. */
export const showGameAtom = atom(null, (get, set, game: Game) => {
  const prev = get(gameAtom)
  set(gameAtom, game)
  for (const cue of snapshotCues(prev, game)) set(cueAtom, cue)
})

/** An error toast with the error sound (spec §8: the game screen's errors). */
export const gameErrorAtom = atom(null, (_get, set, text: string) => {
  set(showToastAtom, { text, tone: 'error' })
  set(cueAtom, 'error')
})

/**
 * Takes a snapshot from the server. Ignored when it belongs to another game or is older than the
 * one shown; while a move is being sent only that move's answer (force) replaces the board.
 */
export const receiveGameAtom = atom(null, (get, set, game: Game, options: { force?: boolean } = {}) => {
  const target = get(gameTargetAtom)
  if (!target || game.id !== target.id) return
  const current = get(serverGameAtom)
  if (!options.force) {
    if (get(pendingMoveAtom)) return
    if (current && current.id === game.id && game.version < current.version) return
  }
  set(serverGameAtom, game)
  set(showGameAtom, game)
  // While the stream is live (from its hello, which measured the offset) that offset holds: a late
  // snapshot cannot skew it. Before the hello, the snapshot's own offset.
  const measured = get(streamStatusAtom) === 'live' ? get(serverOffsetAtom) : null
  set(countdownAtom, syncCountdown(get(countdownAtom), game, Date.now(), measured))
})

/** Reads the game again (after a deck choice, a refusal, back to the tab): through the query cache. */
export const refreshGameAtom = atom(null, async (get, set): Promise<void> => {
  const target = get(gameTargetAtom)
  if (!target) return
  set(receiveGameAtom, await readGame(get, target.id))
})

/** Opens a game: resets the battle's state and reads it ('Erreur lors du chargement du jeu' on failure). */
export const openGameAtom = atom(null, async (get, set, target: GameTarget): Promise<void> => {
  set(resetGameAtom)
  set(gameTargetAtom, target)
  set(gameLoadAtom, 'loading')
  try {
    const game = await readGame(get, target.id)
    if (get(gameTargetAtom) !== target) return
    set(receiveGameAtom, game)
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
  set(gameAtom, null)
  set(serverGameAtom, null)
  set(gameLoadAtom, 'idle')
  set(countdownAtom, null)
  set(selectionAtom, IDLE)
  set(pendingMoveAtom, null)
})

/** Whether the game should be read again now: open and not the viewer's turn (or still waiting). */
export const shouldPoll = (game: Game | null): boolean => !!game && game.open && (game.status === 'WAITING' || !isYourTurn(game))

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
    due: (game) => shouldPoll(game) && !get(pendingMoveAtom) && get(streamStatusAtom) !== 'live',
    paired: (game) => {
      const target = get(gameTargetAtom)
      if (target && game.id !== target.id) set(gameTargetAtom, { mode: target.mode, id: game.id })
    },
    receive: (game) => set(receiveGameAtom, game),
  })
  set(stopPollAtom, () => stop)
})
/** Stops the running poll (one per mount of the battle page). */
const stopPollAtom = atom<(() => void) | null>(null)
gamePollerAtom.onMount = (run) => {
  run(true)
  return () => run(false)
}
