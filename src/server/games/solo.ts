// Solo combat: ten stages, each an AI boss; stage n opens once stage n − 1 is won (src/game rule).
import { canAccessStage, deckPower } from '../../game'
import type { Db } from '../db/client'
import { findStage, soloProgressRows, stagesWithBoss, wonStages } from '../db/repositories/ai'
import { soloGameIdOnStage } from '../db/repositories/games'
import { forbidden, notFound } from '../errors'
import type { Schemas } from '../contract-types'
import { createBotGame } from './bot-games'
import { SOLO } from '../messages'
import type { GameStore } from './store'

async function stageOr404(db: Db, stageId: number) {
  const stage = await findStage(db, stageId)
  if (!stage) throw notFound(SOLO.stageNotFound)
  return stage
}

export async function stageAccess(db: Db, userId: number, stageId: number): Promise<Schemas['SoloAccess']> {
  await stageOr404(db, stageId)
  const open = canAccessStage(stageId, await wonStages(db, userId))
  return { canAccess: open, reason: open ? null : SOLO.stageLocked(stageId) }
}

export async function listStages(db: Db, userId: number): Promise<Schemas['SoloStage'][]> {
  const [rows, progress] = await Promise.all([stagesWithBoss(db), soloProgressRows(db, userId)])
  const won = progress.filter((p) => p.wins > 0).map((p) => p.stageId)
  return rows.map(({ stage, bossPseudo, bossDeck }) => {
    const wins = progress.find((p) => p.stageId === stage.id)?.wins ?? 0
    return {
      id: stage.id,
      number: stage.id,
      nom: stage.nom,
      description: stage.description,
      difficulty: stage.difficulty,
      bossPseudo,
      bossPower: deckPower(bossDeck.cards, bossDeck.spells),
      rewardCredit: stage.rewardCredit,
      rewardXp: stage.rewardXp,
      status: wins > 0 ? 'won' : canAccessStage(stage.id, won) ? 'open' : 'locked',
      wins,
    }
  })
}

/** Starts the stage (or resumes the user's game in progress on it); its id. */
export async function createSolo(store: GameStore, userId: number, stageId: number, deckId: number | undefined, now: Date): Promise<number> {
  const { db } = store
  const stage = await stageOr404(db, stageId)
  if (!canAccessStage(stageId, await wonStages(db, userId))) throw forbidden(SOLO.stageLocked(stageId))
  return createBotGame(
    store,
    {
      type: 'solo',
      userId,
      opponentId: stage.opponentId,
      difficulty: stage.difficulty,
      stageId,
      deckId,
      resumes: (g) => g.type === 'solo' && g.stageId === stageId,
    },
    now,
  )
}

/** The user's game on the stage: the one in progress, else the latest. */
export async function soloGameOnStage(db: Db, userId: number, stageId: number): Promise<number> {
  const id = await soloGameIdOnStage(db, userId, stageId)
  if (id === null) throw notFound(SOLO.noGameOnStage)
  return id
}
