// What changed between two snapshots: slots to redraw, the opponent's placements to animate,
// cards that became KO (skull animation + KO sound), and the end of the game with its result.
import { BOARD_SIZE } from '../../game'
import type { PlayerSlot } from '../../game'
import type { GameSnapshot, ItemKind } from './snapshot'
import { sceneTexts } from './texts'

export interface Placement {
  index: number
  kind: ItemKind
  instanceId: number
  /** Who placed it (the snapshot's owner row). */
  by: PlayerSlot | null
}

export interface GameResult {
  outcome: 'won' | 'lost'
  title: string
  text: string
}

export interface SnapshotDiff {
  /** Positions whose card, spell or status changed (to redraw). */
  changed: number[]
  /** Cards and spells that appeared (or were replaced) on the board. */
  placements: Placement[]
  /** The placements made by the opponent (to animate; the viewer's own were shown optimistically). */
  opponentPlacements: Placement[]
  /** Positions whose card became KO. */
  newKo: number[]
  /** The game was open in prev and is closed in next. */
  justEnded: boolean
  /** The result when next is closed, else null. */
  result: GameResult | null
}

/** The viewer's user id: the id of joueur1 or joueur2 by the snapshot's `you`. */
const viewerId = (game: Pick<GameSnapshot, 'you' | 'joueur1' | 'joueur2'>): number | null =>
  game.you === 1 ? (game.joueur1?.id ?? null) : game.you === 2 ? (game.joueur2?.id ?? null) : null

/**
 * The result dialog of a closed game (null while open): won when the winner is the viewer, otherwise
 * lost, as the spec says ('Congratulations, You Won!' / 'Sorry, You Lost!').
 */
export function gameResult(game: Pick<GameSnapshot, 'open' | 'winner' | 'you' | 'joueur1' | 'joueur2'>): GameResult | null {
  if (game.open) return null
  const me = viewerId(game)
  return game.winner != null && me != null && game.winner === me
    ? { outcome: 'won', title: sceneTexts.wonTitle, text: sceneTexts.wonText }
    : { outcome: 'lost', title: sceneTexts.lostTitle, text: sceneTexts.lostText }
}

/**
 * Changes from prev to next. Without prev, or across two different games, nothing is animated:
 * every position counts as changed and only the result is read.
 */
export function diffSnapshots(prev: GameSnapshot | null | undefined, next: GameSnapshot): SnapshotDiff {
  const all = Array.from({ length: BOARD_SIZE }, (_, i) => i)
  const result = gameResult(next)
  if (!prev || (prev.id != null && next.id != null && prev.id !== next.id)) {
    return { changed: all, placements: [], opponentPlacements: [], newKo: [], justEnded: false, result }
  }
  const changed: number[] = []
  const placements: Placement[] = []
  const newKo: number[] = []
  for (const i of all) {
    const card = next.plateau[i]
    const spell = next.plateauspell[i]
    const cardMoved = card !== prev.plateau[i]
    const spellMoved = spell !== prev.plateauspell[i]
    const becameKo = next.satutscard[i] === 'KO' && prev.satutscard[i] !== 'KO'
    if (cardMoved || spellMoved || next.satutscard[i] !== prev.satutscard[i]) changed.push(i)
    if (cardMoved && card != null) placements.push({ index: i, kind: 'card', instanceId: card, by: next.cardOwners[i] })
    if (spellMoved && spell != null) placements.push({ index: i, kind: 'spell', instanceId: spell, by: next.spellOwners[i] })
    if (becameKo) newKo.push(i)
  }
  const opponentPlacements = placements.filter((p) => p.by != null && p.by !== next.you)
  return { changed, placements, opponentPlacements, newKo, justEnded: prev.open && !next.open, result }
}
