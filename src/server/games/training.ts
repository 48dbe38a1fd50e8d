// Training against a bot of a chosen difficulty: no rewards, only statistics per difficulty.
import { DIFFICULTIES } from '../../game'
import type { Difficulty } from '../../game'
import type { Db } from '../db/client'
import { trainingOpponent, trainingStatsRows } from '../db/repositories/ai'
import { notFound } from '../errors'
import type { Schemas } from '../contract-types'
import { createBotGame } from './bot-games'
import { GAMES } from '../messages'
import type { GameStore } from './store'

/** Starts (or resumes, same difficulty) a training game; its id. */
export async function createTraining(store: GameStore, userId: number, difficulty: Difficulty, deckId: number | undefined, now: Date): Promise<number> {
  const opponent = await trainingOpponent(store.db, difficulty)
  if (!opponent) throw notFound(GAMES.noTrainingOpponent)
  return createBotGame(
    store,
    { type: 'training', userId, opponentId: opponent.id, difficulty, stageId: null, deckId, resumes: (g) => g.type === 'training' && g.difficulty === difficulty },
    now,
  )
}

export async function trainingStatsOf(db: Db, userId: number): Promise<Schemas['TrainingStats']> {
  const rows = await trainingStatsRows(db, userId)
  const statsOf = (d: Difficulty) => {
    const row = rows.find((r) => r.difficulty === d)
    return { played: row?.played ?? 0, won: row?.won ?? 0 }
  }
  const byDifficulty: Schemas['TrainingStats']['byDifficulty'] = { facile: statsOf('facile'), moyen: statsOf('moyen'), difficile: statsOf('difficile') }
  const played = DIFFICULTIES.reduce((n, d) => n + byDifficulty[d].played, 0)
  const won = DIFFICULTIES.reduce((n, d) => n + byDifficulty[d].won, 0)
  return { userId, played, won, byDifficulty }
}
