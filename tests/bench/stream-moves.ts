// Moves for the stream benches, chosen from the mover's own view as a client would.
import type { Schemas } from '../../src/server/contract-types'

export type GameView = Schemas['Game']

/** A legal placement: the first hand card on the first free card slot, else a spell; null when none. */
export function someMove(game: GameView): { cardId?: number; spellId?: number; index: number } | null {
  const freeCard = game.plateau.findIndex((c) => c == null)
  const freeSpell = game.plateauspell.findIndex((s) => s == null)
  const hand = game.hand ?? { cartes: [], spells: [] }
  if (hand.cartes.length > 0 && freeCard >= 0) return { cardId: hand.cartes[0].id, index: freeCard }
  if (hand.spells.length > 0 && freeSpell >= 0) return { spellId: hand.spells[0].id, index: freeSpell }
  return null
}

/** The placement path of an unranked game. */
export const plateUrl = (id: number) => `/api/games/unranked/plate/${id}`

/** Whether `viewerId` is to move in `game` (their view). */
export const toMove = (game: GameView): boolean => game.status === 'PLAYING' && game.you === game.roundTo
