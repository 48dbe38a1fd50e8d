// Rewards at the end of a game, planned and applied inside the transaction that ends it (so once):
// XP (`level`) and credit points, Elo for ranked, training statistics, solo first-clear rewards.
// A game that ends before each player has placed something rewards nobody (no farming by quitting).
import { eloUpdate, isRated, matchRewards, opponentOf, outcomeFor, soloRewards } from '../../game'
import type { MatchMode, MatchState, PlayerSlot } from '../../game'
import type { Db } from '../db/client'
import { findStage, recordStageWin, recordTrainingGame, stageWins } from '../db/repositories/ai'
import { addRewards, ratingsOf } from '../db/repositories/users'
import type { GameRecord, RewardJson } from './types'
import { slotKey } from './types'

interface RewardPlan {
  /** What each slot earned ('1', '2'); null for a cancelled game. */
  rewards: Record<string, RewardJson> | null
  /** Writes the rewards (call it only once the game's own update has succeeded). */
  apply(): Promise<void>
}

const NOTHING: RewardJson = { xp: 0, credit: 0, ratingChange: 0 }
const nothingToDo = async () => {}

/** Each player placed at least one card or spell (a timeout's pass is not a move). */
const SLOTS: readonly PlayerSlot[] = [1, 2]

const bothPlaced = (state: MatchState): boolean =>
  SLOTS.every((slot) => state.cardOwners.includes(slot) || state.spellOwners.includes(slot))

export async function planRewards(tx: Db, game: GameRecord, now: Date): Promise<RewardPlan> {
  if (game.endReason === 'cancelled' || !game.state) return { rewards: null, apply: nothingToDo }
  if (game.type === 'training') return trainingPlan(tx, game, game.state)
  if (!bothPlaced(game.state)) return { rewards: { '1': NOTHING, '2': NOTHING }, apply: nothingToDo }
  if (game.type === 'solo') return soloPlan(tx, game, game.state, now)
  return matchPlan(tx, game, game.state, game.type)
}

/** Ranked, unranked, private: win +100 XP +50 pts, loss +25 XP +10 pts, an abandon nothing; Elo for ranked. */
async function matchPlan(tx: Db, game: GameRecord, state: MatchState, mode: MatchMode): Promise<RewardPlan> {
  const ids = game.players.filter((p): p is number => p != null)
  const ratings = await ratingsOf(tx, ids)
  const ratingOf = (slot: PlayerSlot) => ratings.get(game.players[slot - 1] ?? 0)
  const change: Record<PlayerSlot, number> = { 1: 0, 2: 0 }
  const rated = isRated(mode)
  if (rated && state.winner) {
    const w = state.winner
    const l = opponentOf(w)
    const rw = ratingOf(w)
    const rl = ratingOf(l)
    if (rw !== undefined && rl !== undefined) {
      const next = eloUpdate(rw, rl)
      change[w] = next.winner - rw
      change[l] = next.loser - rl
    }
  }
  const rewards: Record<string, RewardJson> = {}
  for (const slot of SLOTS) {
    const r = matchRewards(mode, outcomeFor(state, slot) ?? 'loss')
    rewards[slotKey(slot)] = { xp: r.xp, credit: r.credit, ratingChange: change[slot] }
  }
  const apply = async () => {
    for (const slot of SLOTS) {
      const userId = game.players[slot - 1]
      if (userId != null) await addRewards(tx, userId, rewards[slotKey(slot)], rated ? { won: state.winner === slot } : null)
    }
  }
  return { rewards, apply }
}

/** Training: no rewards, only statistics per difficulty (a quit counts as a game lost). */
async function trainingPlan(tx: Db, game: GameRecord, state: MatchState): Promise<RewardPlan> {
  const userId = game.players[0]
  const won = state.winner === 1 ? 1 : 0
  const apply = async () => {
    if (userId == null || !game.difficulty) return
    await recordTrainingGame(tx, userId, game.difficulty, won)
  }
  return { rewards: { '1': NOTHING, '2': NOTHING }, apply }
}

/** Solo: the first win of a stage gives the stage's reward, later wins +20 XP; a loss nothing. */
async function soloPlan(tx: Db, game: GameRecord, state: MatchState, now: Date): Promise<RewardPlan> {
  const userId = game.players[0]
  const stageId = game.stageId
  if (state.winner !== 1 || userId == null || stageId == null) return { rewards: { '1': NOTHING, '2': NOTHING }, apply: nothingToDo }
  const wins = await stageWins(tx, userId, stageId)
  const stage = await findStage(tx, stageId)
  const firstWin = wins === 0
  const reward = soloRewards({ xp: stage?.rewardXp ?? 0, credit: stage?.rewardCredit ?? 0 }, true, firstWin)
  const mine: RewardJson = { xp: reward.xp, credit: reward.credit, ratingChange: 0 }
  const apply = async () => {
    await recordStageWin(tx, userId, stageId, now)
    await addRewards(tx, userId, mine, null)
  }
  return { rewards: { '1': mine, '2': NOTHING }, apply }
}
