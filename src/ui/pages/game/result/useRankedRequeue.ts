// A ranked or unranked game waiting for its opponent on the battle screen (after « Rejouer », or
// back to a wait in progress) stays in the queue the way the Parties page keeps it: the same poll
// (waitingGameQuery re-posts POST /api/games/{ranked|unranked} every QUEUE_REPOST_MS, pairing happens
// on post and the rating and deck power windows widen with the wait). A re-post that joins another
// player's game leads there; an opponent joining this game comes through the game's own stream.
import { useEffect, useRef } from 'react'
import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import type { Game } from '../../../../api/games'
import { waitOutcome, waitingGameQuery } from '../../../../state'
import { useUserId } from '../../../hooks/useUserId'
import { useGameStarter } from '../../games/useGameStarter'

/** A ranked or unranked game still waiting for its second player. */
const waitsInQueue = (game: Game | null): game is Game & { type: 'ranked' | 'unranked' } =>
  !!game && (game.type === 'ranked' || game.type === 'unranked') && game.open && game.status === 'WAITING' && !game.joueur2

export function useRankedRequeue(game: Game | null): void {
  const client = useQueryClient()
  const userId = useUserId()
  const { go } = useGameStarter()
  const latest = useRef(game)
  useEffect(() => {
    latest.current = game
  }, [game])
  const waitedId = waitsInQueue(game) ? game.id : null

  useEffect(() => {
    const start = latest.current
    if (waitedId == null || !waitsInQueue(start) || start.id !== waitedId) return
    const observer = new QueryObserver(client, waitingGameQuery(start.type, start, userId, Date.now()))
    return observer.subscribe(({ data: answer }) => {
      if (!answer) return
      const outcome = waitOutcome(answer, waitedId)
      if (outcome.kind === 'paired' && outcome.game.id !== waitedId) go(outcome.game)
    })
  }, [waitedId, client, userId, go])
}
