// Elo rating update after a ranked game (no draws in this game).
import { ELO_K } from './constants'

/** Probability that a player rated `rating` beats one rated `other`. */
export const expectedScore = (rating: number, other: number): number => 1 / (1 + 10 ** ((other - rating) / 400))

/** New integer ratings; what the winner gains the loser loses. */
export function eloUpdate(ratingWinner: number, ratingLoser: number, k: number = ELO_K): { winner: number; loser: number } {
  const delta = Math.round(k * (1 - expectedScore(ratingWinner, ratingLoser)))
  return { winner: Math.round(ratingWinner) + delta, loser: Math.round(ratingLoser) - delta }
}
