// French texts of refused moves (verbatim from the product spec where it has them).
import type { MoveErrorCode } from './types'

export const MOVE_MESSAGES: Readonly<Record<MoveErrorCode, string>> = {
  FINISHED: 'La partie est terminée.',
  NOT_YOUR_TURN: "C'est le tour de l'adversaire",
  BAD_INDEX: 'Position invalide.',
  NOT_IN_HAND: "Cette carte ou ce sort n'est pas dans votre main.",
  POST_FULL: 'Poste déjà occupé',
  SLOT_TAKEN: 'Position occupée',
  CARDS_FIRST: 'Posez d’abord deux cartes : un sort ne vient qu’après vos deux premières cartes.',
}
