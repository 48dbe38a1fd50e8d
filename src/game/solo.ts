// Solo combat: 10 stages, their access, bot difficulty and rewards.
import { SOLO_REPEAT_XP } from './constants'
import type { Difficulty } from './bot/difficulty'
import type { Reward } from './rewards'

export const SOLO_STAGE_COUNT = 10

const isStage = (stage: number): boolean => Number.isInteger(stage) && stage >= 1 && stage <= SOLO_STAGE_COUNT

/** Stage 1 is open; stage n opens once stage n − 1 has been won. */
export const canAccessStage = (stage: number, wonStages: readonly number[]): boolean =>
  isStage(stage) && (stage === 1 || wonStages.includes(stage - 1))

/** Stages 1–3 facile, 4–7 moyen, 8–10 difficile. */
export const stageDifficulty = (stage: number): Difficulty => (stage <= 3 ? 'facile' : stage <= 7 ? 'moyen' : 'difficile')

/** First win: the stage's own reward (catalogue data); later wins: +20 XP; a loss or surrender: nothing. */
export function soloRewards(stageReward: Reward, won: boolean, firstWin: boolean): Reward {
  if (!won) return { xp: 0, credit: 0 }
  return firstWin ? stageReward : { xp: SOLO_REPEAT_XP, credit: 0 }
}
