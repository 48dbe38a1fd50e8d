// A game waiting for its opponent: its poll is a query with a refetch interval (waitingGameQuery:
// a ranked or unranked player re-posts their queue every 3 s, pairing happens on post and the answer
// may be another game; a private game is re-read every 2 s until joueur2 appears). 'Annuler' cancels
// the waiting game (no loss), and so does leaving the page.
import { useCallback, useEffect, useRef, useState } from 'react'
import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import { endWaitingGame, type Game, type WaitMode } from '../../../api/lobby'
import { failureText } from '../../../api/result'
import { cancelWaitingGame, showToastAtom, useSetAtom, waitOutcome, waitingGameQuery } from '../../../state'
import { lobby } from '../../../text'
import { useUserId } from '../../hooks/useUserId'
import type { GameRef } from './useGameStarter'

interface Waiting {
  mode: WaitMode
  /** The game the start call answered (the poll's first data). */
  game: Game
  gameId: number
  /** The private game's code. */
  code: string | null
  /** The invited friend's pseudo (private games). */
  friend: string | null
  /** When the wait started (Date.now() time: the server's, for a quick match), for the counter and the windows. */
  since: number
}

/** How long the server says a quick match has waited (0 for a new wait, or a game without matchmaking). */
const waitedOf = (game: Game): number => {
  const waited = game.matchmaking ? Date.parse(game.serverTime) - Date.parse(game.matchmaking.since) : 0
  return Number.isFinite(waited) ? Math.max(0, waited) : 0
}

export function useWaitingGame(go: (game: GameRef) => void) {
  const userId = useUserId()
  const client = useQueryClient()
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
      else settle({ mode, game, gameId: game.id, code: game.code, friend, since: Date.now() - waitedOf(game) })
    },
    [paired, settle],
  )

  // The poll lives in the query cache while the game waits; each of its answers: paired (joueur2,
  // another game, or a 409 carrying it), gone (FINISHED or 404), or still waiting; a failure
  // without answer is tried again at the next period.
  useEffect(() => {
    if (!waiting) return
    const observer = new QueryObserver(client, waitingGameQuery(waiting.mode, waiting.game, userId, waiting.since))
    return observer.subscribe(({ data: answer }) => {
      if (!answer || current.current?.gameId !== waiting.gameId) return
      const outcome = waitOutcome(answer, waiting.gameId)
      if (outcome.kind === 'paired') return paired(outcome.game)
      if (outcome.kind === 'waiting') return
      settle(null)
      toast({ text: lobby.waiting.gone, tone: 'info' })
    })
  }, [waiting, client, userId, paired, settle, toast])

  const cancel = useCallback(async () => {
    const w = current.current
    if (!w) return
    current.current = null // the poll's answers are ignored from now on
    setCancelling(true)
    const result = await cancelWaitingGame(client, w.mode, w.gameId, userId)
    if (result.ok) {
      setWaiting(null)
      toast({ text: w.mode === 'private' ? lobby.waiting.privateCancelled : lobby.waiting.cancelled, tone: 'info' })
    } else if (result.failure.status === 404) {
      setWaiting(null)
    } else {
      current.current = w
      toast({ text: failureText(result.failure, lobby.failed), tone: 'error' })
    }
    setCancelling(false)
  }, [client, userId, toast])

  // Closing or reloading the tab while waiting cancels the game too.
  useEffect(() => {
    if (!waiting) return
    const onHide = () => {
      const w = current.current
      if (w) void endWaitingGame(w.mode, w.gameId, userId, true)
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
      if (w) void endWaitingGame(w.mode, w.gameId, userId, true)
    }
  }, [userId])

  return { waiting, cancelling, begin, cancel }
}
