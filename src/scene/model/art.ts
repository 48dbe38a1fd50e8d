// Which art a battle needs: the images its first frame draws (the hand, the board's cards and
// spells) and the art of a deck about to be dealt, so the view can load them before the board shows.
import { cardDisplayState } from './display'
import type { CardInstance, GameSnapshot, ItemKind, SpellInstance } from './snapshot'

/** The art an instance's face draws: its skin when set, else the catalogue's base image; null when the face is not drawn. */
export function artOf(item: CardInstance | SpellInstance, kind: ItemKind): string | null {
  if (cardDisplayState(item, kind) !== 'ready') return null
  const catalogue = 'card' in item ? item.card : item.spell
  return item.imageSkin ? item.imageSkin : catalogue.imageDeBase
}

const distinct = (urls: (string | null)[]): string[] => [...new Set(urls.filter((u): u is string => !!u))]

/** Every art of a set of cards and spells (a deck, a hand), each once. */
export function artOfItems(items: { cartes: readonly CardInstance[]; spells: readonly SpellInstance[] }): string[] {
  return distinct([...items.cartes.map((c) => artOf(c, 'card')), ...items.spells.map((s) => artOf(s, 'spell'))])
}

/** The art the game's first frame draws: the viewer's hand, then the cards and spells on the board. */
export function firstFrameArt(game: Pick<GameSnapshot, 'hand' | 'plateau' | 'plateauspell' | 'boardCards' | 'boardSpells'>): string[] {
  const placedCards = new Set(game.plateau.filter((id) => id != null))
  const placedSpells = new Set(game.plateauspell.filter((id) => id != null))
  return distinct([
    ...(game.hand ? artOfItems(game.hand) : []),
    ...game.boardCards.filter((c) => placedCards.has(c.id)).map((c) => artOf(c, 'card')),
    ...game.boardSpells.filter((s) => placedSpells.has(s.id)).map((s) => artOf(s, 'spell')),
  ])
}
