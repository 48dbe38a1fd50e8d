// What a game takes from a deck and what that means for it: the deal, the deck's power, and the
// warnings of a deck a game would leave short (advice: such a deck stays selectable). The numbers
// come from src/game (rules.ts GAME_CARDS, GAME_SPELLS) through the caller.
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

export const deckAdvice = {
  /** The deal, for the deck at hand (editor, deck choice). */
  deal: (cards: number, spells: number) => `Une partie distribue au hasard ${cards} cartes et ${spells} sorts de ce deck, à chaque joueur autant.`,
  /** The deal, once above the list of decks. */
  dealEach: (cards: number, spells: number) =>
    `Une partie distribue au hasard ${cards} cartes et ${spells} sorts de votre deck, autant à chaque joueur : un grand deck apporte de la variété, pas plus de coups.`,
  power: (n: number) => `Puissance : ${n}`,
  /** Read after the power by a screen reader and shown as its tooltip. */
  powerHint: 'La puissance est la somme moyenne des valeurs qu’une partie distribue de ce deck.',
  warningsLabel: 'Conseils pour ce deck',
  noSpell: 'Aucun sort : vous ne pourrez ni renforcer vos cartes, ni affaiblir celles de l’adversaire, ni jouer un tour sans poser de carte.',
  noCard: 'Aucune carte : vous ne pourrez poser que des sorts, alors que la partie se gagne avec des cartes vivantes.',
  fewCards: (n: number, dealt: number) =>
    `Seulement ${n} ${plural(n, 'carte', 'cartes')} : une partie en distribue ${dealt}, vous en aurez moins que votre adversaire.`,
  fewSpells: (n: number, dealt: number) =>
    `Seulement ${n} ${plural(n, 'sort', 'sorts')} : une partie en distribue ${dealt}, votre adversaire pourra en avoir plus.`,
}
