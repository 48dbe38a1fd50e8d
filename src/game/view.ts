// Pure read helpers for clients and bots: hand sizes, legal moves, previews, the player's view.
import { BOARD_SIZE } from './board'
import { resolveCombat } from './combat'
import { placeItem } from './move'
import { checkMove } from './placement'
import { opponentOf } from './types'
import { mustLayCard } from './rules'
import type { MatchState, PlacementMove, PlayerSlot, Sides } from './types'

/** How many cards and spells each player still holds. */
export const handSizes = (state: MatchState): Record<PlayerSlot, { cards: number; spells: number }> => ({
  1: { cards: state.hands[1].cards.length, spells: state.hands[1].spells.length },
  2: { cards: state.hands[2].cards.length, spells: state.hands[2].spells.length },
})

/** Free positions for a card (card slot empty) or a spell (spell slot empty). */
function freeSlots(state: Pick<MatchState, 'plateau' | 'plateauspell'>, kind: 'card' | 'spell'): number[] {
  const row = kind === 'card' ? state.plateau : state.plateauspell
  const free: number[] = []
  for (let i = 0; i < BOARD_SIZE; i++) if (row[i] == null) free.push(i)
  return free
}

/** Every placement player may make now (empty when it is not their turn or the game is over). */
export function legalMoves(state: MatchState, player: PlayerSlot): PlacementMove[] {
  if (state.finished || state.roundTo !== player) return []
  const moves: PlacementMove[] = []
  const hand = state.hands[player]
  const cardSlots = freeSlots(state, 'card')
  const spellSlots = freeSlots(state, 'spell')
  for (const instanceId of new Set(hand.cards)) for (const index of cardSlots) moves.push({ kind: 'card', instanceId, index })
  if (mustLayCard(state, player)) return moves
  for (const instanceId of new Set(hand.spells)) for (const index of spellSlots) moves.push({ kind: 'spell', instanceId, index })
  return moves
}

/** Positions a legal placement would make KO (empty for an illegal one): the client's preview, the bots' shortcut. */
export function previewKos(state: MatchState, player: PlayerSlot, move: PlacementMove): number[] {
  if (checkMove(state, player, move) !== null) return []
  return resolveCombat(placeItem(state, player, move), move.index, player, move.kind)
}

/** What a player may see: the opponent's hand emptied (only its sizes kept), the sides of what is neither on the board nor in the viewer's hand removed (the opponent's hand, the items no hand was dealt). */
interface PlayerView extends MatchState {
  opponentHandSize: { cards: number; spells: number }
}

export function playerView(state: MatchState, viewer: PlayerSlot): PlayerView {
  const other = opponentOf(viewer)
  const hidden = state.hands[other]
  const own = state.hands[viewer]
  const shownCards = new Set<number>([...own.cards, ...state.plateau.filter((id): id is number => id != null)])
  const shownSpells = new Set<number>([...own.spells, ...state.plateauspell.filter((id): id is number => id != null)])
  const keep = (table: Record<number, Sides>, shown: Set<number>): Record<number, Sides> =>
    Object.fromEntries(Object.entries(table).filter(([id]) => shown.has(Number(id))))
  return {
    ...state,
    hands: { ...state.hands, [other]: { cards: [], spells: [] } } as MatchState['hands'],
    cardSides: keep(state.cardSides, shownCards),
    spellSides: keep(state.spellSides, shownSpells),
    opponentHandSize: { cards: hidden.cards.length, spells: hidden.spells.length },
  }
}
