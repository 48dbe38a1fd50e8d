// A game waiting for its opponent: unranked and private games are re-read every 2 s until joueur2
// appears; a ranked player re-posts every 3 s (pairing happens on post, and the answer may be
// another game). 'Annuler' cancels the waiting game (no loss), and so does leaving the page.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, api, unwrap } from '../../../api/client'
import { RANKED_REPOST_MS, WAITING_POLL_MS, showToastAtom, useSetAtom } from '../../../state'
import { lobby } from '../../../text'
import { alreadyPlayingOf, endWaitingGame, failureText, type Game, type WaitMode } from './gameCalls'
import { useUserId } from '../../hooks/useUserId'
import type { GameRef } from './useGameStarter'

export interface Waiting {
  mode: WaitMode
  gameId: number
  /** The private game's code. */
  code: string | null
  /** The invited friend's pseudo (private games). */
  friend: string | null
  /** When the wait started (Date.now()), for the elapsed-time counter. */
  since: number
}

export function useWaitingGame(go: (game: GameRef) => void) {
  const userId = useUserId()
  const toast = useSetAtom(showToastAtom)
  const [waiting, setWaiting] = useState<Waiting | null>(null)
  const [cancelling, setCancelling] = useState(false)
  /** The game still waited for; null once paired, cancelled or gone (late answers are then ignored). */
  const current = useRef<Waiting | null>(null)

  const settle = useCallback((next: Waiting | null) => {
    current.current = next
    setWaiting(next)
  }, [])

  const paired = useCallback(
    (game: GameRef) => {
      settle(null)
      go(game)
    },
    [settle, go],
  )

  /** After a start call: go to the game when it already has its opponent, else wait. */
  const begin = useCallback(
    (mode: WaitMode, game: Game, friend: string | null = null) => {
      if (game.joueur2) paired(game)
      else settle({ mode, gameId: game.id, code: game.code, friend, since: Date.now() })
    },
    [paired, settle],
  )

  useEffect(() => {
    if (!waiting) return
    const w = waiting
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const live = () => !stopped && current.current?.gameId === w.gameId
    const period = w.mode === 'ranked' ? RANKED_REPOST_MS : WAITING_POLL_MS
    const tick = async () => {
      try {
        const game =
          w.mode === 'ranked'
            ? await unwrap(api.POST('/api/games/ranked', { body: { userId } }))
            : await unwrap(api.GET('/api/games/{id}', { params: { path: { id: w.gameId } } }))
        if (!live()) return
        if (game.id !== w.gameId || game.joueur2) return paired(game)
        if (game.status === 'FINISHED') {
          settle(null)
          toast({ text: lobby.waiting.gone, tone: 'info' })
          return
        }
      } catch (error) {
        if (!live()) return
        const playing = alreadyPlayingOf(error)
        if (playing && playing !== true) return paired(playing)
        if (error instanceof ApiError && error.status === 404) {
          settle(null)
          toast({ text: lobby.waiting.gone, tone: 'info' })
          return
        }
        // offline or timed out: the next tick tries again
      }
      if (!stopped) timer = setTimeout(tick, period)
    }
    timer = setTimeout(tick, period)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [waiting, userId, paired, settle, toast])

  const cancel = useCallback(async () => {
    const w = current.current
    if (!w) return
    current.current = null // the poll ignores its answers from now on
    setCancelling(true)
    try {
      await unwrap(endWaitingGame(w.mode, w.gameId, userId))
      setWaiting(null)
      toast({ text: w.mode === 'private' ? lobby.waiting.privateCancelled : lobby.waiting.cancelled, tone: 'info' })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setWaiting(null)
      } else {
        current.current = w
        toast({ text: failureText(error), tone: 'error' })
      }
    } finally {
      setCancelling(false)
    }
  }, [userId, toast])

  // Closing or reloading the tab while waiting cancels the game too.
  useEffect(() => {
    if (!waiting) return
    const onHide = () => {
      const w = current.current
      if (w) void endWaitingGame(w.mode, w.gameId, userId, true).catch(() => undefined)
    }
    window.addEventListener('pagehide', onHide)
    return () => window.removeEventListener('pagehide', onHide)
  }, [waiting, userId])

  // Leaving the page while waiting cancels the waiting game (not when going to the paired game).
  useEffect(() => {
    const ref = current
    return () => {
      const w = ref.current
      ref.current = null
      if (w) void endWaitingGame(w.mode, w.gameId, userId, true).catch(() => undefined)
    }
  }, [userId])

  return { waiting, cancelling, begin, cancel }
}
