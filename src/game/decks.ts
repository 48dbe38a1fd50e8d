// Deck size rules: the playable minimum (two readings, one switch) and the maximum.

export const DECK_MIN_CARDS = 12
export const DECK_MIN_SPELLS = 6
export const DECK_MAX_CARDS = 30
export const DECK_MAX_SPELLS = 15

/** 'either': 12 cards or 6 spells is enough (the spec read literally); 'both': both minimums. */
type DeckRule = 'either' | 'both'
/** The one switch between the two readings of the spec. */
export const DECK_RULE: DeckRule = 'either'

/** Selectable for a game; otherwise the deck shows 'Pas assez de cartes'. */
export function isDeckPlayable(cardCount: number, spellCount: number, rule: DeckRule = DECK_RULE): boolean {
  const enoughCards = cardCount >= DECK_MIN_CARDS
  const enoughSpells = spellCount >= DECK_MIN_SPELLS
  return rule === 'either' ? enoughCards || enoughSpells : enoughCards && enoughSpells
}

/** Within the maximum of 30 cards and 15 spells (a deck over it cannot be saved). */
export const isDeckWithinLimits = (cardCount: number, spellCount: number): boolean =>
  cardCount >= 0 && spellCount >= 0 && cardCount <= DECK_MAX_CARDS && spellCount <= DECK_MAX_SPELLS

/** The badge text of a deck that cannot be selected. */
export const NOT_ENOUGH_CARDS = 'Pas assez de cartes'
