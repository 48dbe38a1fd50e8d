// The score shown in each player's banner: their cards standing on the board (placed, not KO).
import type { PlayerSlot } from '../../game'
import type { GameSnapshot } from './snapshot'

export type Score = Record<PlayerSlot, number>

/** Living cards per side (joueur1's slot 1, joueur2's slot 2). */
export function scoreOf(game: Pick<GameSnapshot, 'plateau' | 'satutscard' | 'cardOwners'>): Score {
  const score: Score = { 1: 0, 2: 0 }
  game.plateau.forEach((card, i) => {
    const owner = game.cardOwners[i]
    if (card != null && owner != null && game.satutscard[i] === 'ALIVE') score[owner] += 1
  })
  return score
}
