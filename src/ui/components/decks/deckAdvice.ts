// What a game makes of a deck, from the rules of src/game: its power (deckPower of its items'
// totals, base + bonus), the deal's sentence, and the warnings of a deck a game would leave short.
// Advice only: whether a deck can be chosen stays isDeckPlayable's call.
import type { Schemas } from '../../../api/client'
import { deckPower } from '../../../game/deck-power'
import { GAME_CARDS, GAME_SPELLS } from '../../../game/rules'
import { deckAdvice as text } from '../../../text'
import { cardItem, spellItem, type Item } from '../cards/items'

/** deckPower of items (cards and spells mixed), each counted by its total. */
export const powerOfItems = (items: readonly Pick<Item, 'kind' | 'power'>[]): number =>
  deckPower(
    items.filter((i) => i.kind === 'card').map((i) => i.power),
    items.filter((i) => i.kind === 'spell').map((i) => i.power),
  )

/** deckPower of a deck as the API sends it. */
export const powerOfDeck = (deck: Pick<Schemas['Deck'], 'cartes' | 'spells'>): number =>
  powerOfItems([...deck.cartes.map(cardItem), ...deck.spells.map(spellItem)])

/** « Une partie distribue au hasard 10 cartes et 4 sorts de ce deck, à chaque joueur autant. » */
export const dealSentence = (): string => text.deal(GAME_CARDS, GAME_SPELLS)
/** The same, once for every deck (above the list). */
export const dealEachSentence = (): string => text.dealEach(GAME_CARDS, GAME_SPELLS)

/** The warnings of a deck with these counts: none for an empty deck (it is simply not playable yet). */
export function deckWarnings(cards: number, spells: number): string[] {
  if (cards === 0 && spells === 0) return []
  const warnings: string[] = []
  if (cards === 0) warnings.push(text.noCard)
  else if (cards < GAME_CARDS) warnings.push(text.fewCards(cards, GAME_CARDS))
  if (spells === 0) warnings.push(text.noSpell)
  else if (spells < GAME_SPELLS) warnings.push(text.fewSpells(spells, GAME_SPELLS))
  return warnings
}
