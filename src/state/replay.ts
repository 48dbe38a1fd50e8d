// « Rejouer » at the end of a game: a new game of the same mode. Ranked and unranked join their
// queue again with the deck just played (else the one last queued with here), training starts at the same difficulty, solo plays the same stage again after a loss
// or the next one after a win (a won stage opens the next, src/game canAccessStage), and private
// goes back to the Parties page (a private game needs a friend or a code).
import type { QueryClient } from '@tanstack/query-core'
import type { Game } from '../api/games'
import type { Difficulty } from '../api/lobby'
import type { ApiResult } from '../api/result'
import { SOLO_STAGE_COUNT } from '../game'
import { gameResult } from '../scene/model'
import { startQuickMatch, startTrainingGame } from './queries/lobby'
import { startSoloStage } from './queries/solo'
import { readQuickDeck } from './quickDeck'

export type ReplayPlan =
  | { kind: 'quick'; mode: 'ranked' | 'unranked'; deckId: number | null }
  | { kind: 'training'; difficulty: Difficulty }
  | { kind: 'solo'; stageId: number; next: boolean }
  | { kind: 'lobby' }

/** What « Rejouer » starts after `game` (a finished game, as its viewer sees it). */
export function replayPlanOf(
  game: Pick<Game, 'type' | 'difficulty' | 'stageId' | 'open' | 'winner' | 'you' | 'joueur1' | 'joueur2'> & Partial<Pick<Game, 'deckplayer1' | 'deckplayer2'>>,
): ReplayPlan {
  switch (game.type) {
    case 'ranked':
    case 'unranked':
      return { kind: 'quick', mode: game.type, deckId: (game.you === 1 ? game.deckplayer1 : game.you === 2 ? game.deckplayer2 : null) ?? null }
    case 'training':
      return { kind: 'training', difficulty: game.difficulty ?? 'facile' }
    case 'solo': {
      const stage = game.stageId ?? 1
      const won = gameResult(game)?.outcome === 'won'
      const next = won && stage < SOLO_STAGE_COUNT
      return { kind: 'solo', stageId: next ? stage + 1 : stage, next }
    }
    case 'private':
      return { kind: 'lobby' }
  }
}

/** Starts the plan's game (the lobby plan starts nothing: null). */
export function startReplay(client: QueryClient, userId: number, plan: ReplayPlan): Promise<ApiResult<Game>> | null {
  switch (plan.kind) {
    case 'quick':
      return startQuickMatch(client, plan.mode, userId, plan.deckId ?? readQuickDeck(userId))
    case 'training':
      return startTrainingGame(client, userId, plan.difficulty)
    case 'solo':
      return startSoloStage(client, userId, plan.stageId)
    case 'lobby':
      return null
  }
}
