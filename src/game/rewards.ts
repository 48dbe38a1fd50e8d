// XP and credit points earned at the end of a multiplayer or training game.
import { LOSS_CREDIT, LOSS_XP, WIN_CREDIT, WIN_XP } from './constants'
import type { EndReason, MatchState, PlayerSlot } from './types'

export type MatchMode = 'ranked' | 'unranked' | 'private' | 'training'
/** 'abandon': lost by quitting, surrendering or forfeiting (three timeouts). */
type MatchOutcome = 'win' | 'loss' | 'abandon'

export interface Reward {
  xp: number
  credit: number
}

const NO_REWARD: Readonly<Reward> = Object.freeze({ xp: 0, credit: 0 })

const ABANDON_REASONS: readonly EndReason[] = ['quit', 'surrender', 'forfeit']

/** The outcome of a finished game for player (null while the game is running). */
export function outcomeFor(state: MatchState, player: PlayerSlot): MatchOutcome | null {
  if (!state.finished || state.winner == null) return null
  if (state.winner === player) return 'win'
  return state.endReason && ABANDON_REASONS.includes(state.endReason) ? 'abandon' : 'loss'
}

/** Winner +100 XP +50 points, loser +25 XP +10 points; an abandon and training give nothing. */
export function matchRewards(mode: MatchMode, outcome: MatchOutcome): Reward {
  if (mode === 'training' || outcome === 'abandon') return { ...NO_REWARD }
  return outcome === 'win' ? { xp: WIN_XP, credit: WIN_CREDIT } : { xp: LOSS_XP, credit: LOSS_CREDIT }
}

/** Ranked games also move the Elo rating. */
export const isRated = (mode: MatchMode): boolean => mode === 'ranked'
