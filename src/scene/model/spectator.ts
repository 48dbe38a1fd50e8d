// What a spectator sees of a game besides the board: both players (name, side colour, hand counts,
// whose turn), and the end (the winner, or none). Headless: plain data from the snapshot, which a
// spectator receives with `you` and `hand` null and both hands' sizes only.
import type { PlayerSlot } from '../../game'
import type { Owner } from './board-view'
import type { GameSnapshot } from './snapshot'

/** How many cards and spells a player still holds (the contract's HandSize). */
export interface HandCount {
  cards: number
  spells: number
}

/** The snapshot fields a spectator's chrome reads. */
export type SpectatorSnapshot = Pick<GameSnapshot, 'joueur1' | 'joueur2' | 'roundTo' | 'open' | 'status' | 'winner'> & {
  handSizes: { joueur1: HandCount; joueur2: HandCount }
}

export interface SpectatorSeat {
  slot: PlayerSlot
  pseudo: string
  /** The board's colour of their cards: a spectator sees joueur1's side as the ally (boardView with you null). */
  side: Owner
  hand: HandCount
  /** Their turn runs now. */
  playing: boolean
  /** They won (the game is over). */
  won: boolean
}

export interface SpectatorView {
  /** joueur1 first, then joueur2 (a seat not taken yet is left out). */
  seats: SpectatorSeat[]
  /** The pseudo whose turn runs, or null (waiting, or over). */
  turnOf: string | null
  ended: boolean
  /** The winner's pseudo once the game is over (null: a draw, a cancelled game, or still running). */
  winner: string | null
}

const EMPTY_HAND: HandCount = { cards: 0, spells: 0 }

export function spectatorView(game: SpectatorSnapshot): SpectatorView {
  const running = game.open && game.status === 'PLAYING'
  const ended = !game.open || game.status === 'FINISHED'
  const seats: SpectatorSeat[] = []
  for (const slot of [1, 2] as const) {
    const player = slot === 1 ? game.joueur1 : game.joueur2
    if (!player) continue
    seats.push({
      slot,
      pseudo: player.pseudo,
      side: slot === 1 ? 'ally' : 'enemy',
      hand: (slot === 1 ? game.handSizes?.joueur1 : game.handSizes?.joueur2) ?? EMPTY_HAND,
      playing: running && game.roundTo === slot,
      won: ended && game.winner != null && game.winner === player.id,
    })
  }
  return {
    seats,
    turnOf: seats.find((s) => s.playing)?.pseudo ?? null,
    ended,
    winner: seats.find((s) => s.won)?.pseudo ?? null,
  }
}
