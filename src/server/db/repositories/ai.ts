// The AI opponents and what playing them records: solo stages and progress, training statistics.
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Difficulty } from '../../../game'
import type { Db } from '../client'
import { aiOpponents, cardPlayers, cards, deckCards, deckSpells, soloProgress, soloStages, spellPlayers, spells, trainingStats, users } from '../schema'

type AiOpponentRow = typeof aiOpponents.$inferSelect
type SoloStageRow = typeof soloStages.$inferSelect
type SoloProgressRow = typeof soloProgress.$inferSelect
type TrainingStatsRow = typeof trainingStats.$inferSelect

export async function findAiOpponent(db: Db, id: number): Promise<AiOpponentRow | null> {
  const [row] = await db.select().from(aiOpponents).where(eq(aiOpponents.id, id))
  return row ?? null
}

/** The training bot of that difficulty; null when none is seeded. */
export async function trainingOpponent(db: Db, difficulty: Difficulty): Promise<AiOpponentRow | null> {
  const [row] = await db
    .select()
    .from(aiOpponents)
    .where(and(eq(aiOpponents.kind, 'training'), eq(aiOpponents.difficulty, difficulty)))
  return row ?? null
}

export async function trainingStatsRows(db: Db, userId: number): Promise<TrainingStatsRow[]> {
  return db.select().from(trainingStats).where(eq(trainingStats.userId, userId))
}

/** One more training game played (and won, when `won` is 1) at that difficulty. */
export async function recordTrainingGame(db: Db, userId: number, difficulty: Difficulty, won: 0 | 1): Promise<void> {
  await db
    .insert(trainingStats)
    .values({ userId, difficulty, played: 1, won })
    .onConflictDoUpdate({
      target: [trainingStats.userId, trainingStats.difficulty],
      set: { played: sql`${trainingStats.played} + 1`, won: sql`${trainingStats.won} + ${won}` },
    })
}

export async function findStage(db: Db, stageId: number): Promise<SoloStageRow | null> {
  const [row] = await db.select().from(soloStages).where(eq(soloStages.id, stageId))
  return row ?? null
}

/** A boss deck's items as deckPower reads them: each instance's total (its card's or spell's four values + its bonus). */
interface BossDeckTotals {
  cards: number[]
  spells: number[]
}

// The totals of the boss deck's cards and spells, each as a JSON array ([] for none), read in the
// stages' own query (correlated on the opponent's deck).
const cardTotals = sql<number[]>`coalesce((
  select json_agg(${cards.pointsHaut} + ${cards.pointsGauche} + ${cards.pointsDroite} + ${cards.pointsBas}
    + ${cardPlayers.bonusHaut} + ${cardPlayers.bonusGauche} + ${cardPlayers.bonusDroite} + ${cardPlayers.bonusBas})
  from ${deckCards}
  join ${cardPlayers} on ${cardPlayers.id} = ${deckCards.cardPlayerId}
  join ${cards} on ${cards.id} = ${cardPlayers.cardId}
  where ${deckCards.deckId} = ${aiOpponents.deckId}), '[]'::json)`
const spellTotals = sql<number[]>`coalesce((
  select json_agg(${spells.pointsHaut} + ${spells.pointsGauche} + ${spells.pointsDroite} + ${spells.pointsBas}
    + ${spellPlayers.bonusHaut} + ${spellPlayers.bonusGauche} + ${spellPlayers.bonusDroite} + ${spellPlayers.bonusBas})
  from ${deckSpells}
  join ${spellPlayers} on ${spellPlayers.id} = ${deckSpells.spellPlayerId}
  join ${spells} on ${spells.id} = ${spellPlayers.spellId}
  where ${deckSpells.deckId} = ${aiOpponents.deckId}), '[]'::json)`

/** Every stage with its boss's pseudo and the totals of its boss's deck, in order: one query. */
export async function stagesWithBoss(db: Db): Promise<{ stage: SoloStageRow; bossPseudo: string; bossDeck: BossDeckTotals }[]> {
  const rows = await db
    .select({ stage: soloStages, bossPseudo: users.pseudo, cardTotals, spellTotals })
    .from(soloStages)
    .innerJoin(aiOpponents, eq(aiOpponents.id, soloStages.opponentId))
    .innerJoin(users, eq(users.id, aiOpponents.userId))
    .orderBy(asc(soloStages.id))
  return rows.map(({ stage, bossPseudo, cardTotals, spellTotals }) => ({ stage, bossPseudo, bossDeck: { cards: cardTotals, spells: spellTotals } }))
}

export async function soloProgressRows(db: Db, userId: number): Promise<SoloProgressRow[]> {
  return db.select().from(soloProgress).where(eq(soloProgress.userId, userId))
}

/** Stages the user has won at least once. */
export async function wonStages(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ stageId: soloProgress.stageId })
    .from(soloProgress)
    .where(and(eq(soloProgress.userId, userId), gt(soloProgress.wins, 0)))
  return rows.map((r) => r.stageId)
}

/** How many times the user has won the stage (0 when never). */
export async function stageWins(db: Db, userId: number, stageId: number): Promise<number> {
  const [row] = await db
    .select({ wins: soloProgress.wins })
    .from(soloProgress)
    .where(and(eq(soloProgress.userId, userId), eq(soloProgress.stageId, stageId)))
  return row?.wins ?? 0
}

/** One more win of the stage; the first win's time is kept. */
export async function recordStageWin(db: Db, userId: number, stageId: number, now: Date): Promise<void> {
  await db
    .insert(soloProgress)
    .values({ userId, stageId, wins: 1, firstWonAt: now })
    .onConflictDoUpdate({
      target: [soloProgress.userId, soloProgress.stageId],
      set: { wins: sql`${soloProgress.wins} + 1`, firstWonAt: sql`coalesce(${soloProgress.firstWonAt}, ${now.toISOString()}::timestamptz)` },
    })
}
