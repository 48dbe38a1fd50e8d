// The collection's economy (src/game/economy.ts): the booster shop's légendaire guarantee, crafting
// and recycling on a card's detail, the price table, and the missing cards of the collection.
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

/** The légendaire guarantee, next to the booster shop's odds. */
export const pity = {
  /** One line per booster kind: N = boostersUntilPity(counter). */
  line: (n: number) => `Légendaire garantie au plus tard dans ${n} ${plural(n, 'booster', 'boosters')}`,
  lineLabel: (kind: 'cards' | 'spells', n: number) =>
    `${kind === 'cards' ? 'Boosters de cartes' : 'Boosters de sorts'} : légendaire garantie au plus tard dans ${n} ${plural(n, 'booster', 'boosters')}`,
  kinds: { cards: 'Cartes (Classique et Premium)', spells: 'Sorts' },
  title: 'Garantie légendaire',
  rule: (boosters: number) =>
    `En plus de ces chances : si ${boosters - 1} boosters d’un même type (cartes — Classique et Premium ensemble — ou sorts) s’ouvrent sans légendaire, le ${boosters}e en contient une à coup sûr.`,
  prices: 'Vos doublons en trop se recyclent en points, et vos points fabriquent la carte de votre choix.',
  pricesLink: 'Voir les prix de fabrication',
}

/** Crafting, recycling and the price table (the Cartes page and a card's detail). */
export const crafting = {
  craftTitle: 'Fabriquer',
  craftRule: 'Fabriquez un nouvel exemplaire (+0) de cette carte avec vos points.',
  craftRuleSpell: 'Fabriquez un nouvel exemplaire (+0) de ce sort avec vos points.',
  craft: (pts: string) => `Fabriquer (${pts})`,
  crafting: 'Fabrication…',
  craftShort: (missing: string) => `Il vous manque ${missing} pour la fabriquer.`,
  craftConfirmTitle: (name: string) => `Fabriquer « ${name} » ?`,
  craftConfirmText: (price: string, left: string) =>
    `${price} seront retirés de votre crédit (il vous restera ${left}). Le nouvel exemplaire rejoint votre collection au niveau +0.`,
  craftConfirm: 'Fabriquer',
  crafted: (name: string, left: string) => `« ${name} » fabriqué : il vous reste ${left}.`,
  craftFailed: 'La fabrication a échoué. Réessayez.',

  recycleTitle: 'Recycler',
  recycleRule: (level: number) =>
    `Quand vous possédez un exemplaire au niveau +${level}, les autres exemplaires hors deck se recyclent en points.`,
  recycle: (pts: string) => `Recycler (+${pts})`,
  recycling: 'Recyclage…',
  recycleIsMax: (level: number) => `Cet exemplaire est votre seul +${level} : il ne se recycle pas.`,
  recycleInDeck: 'Cet exemplaire est dans un deck : retirez-le du deck pour le recycler.',
  recycleConfirmTitle: (name: string) => `Recycler un exemplaire de « ${name} » ?`,
  recycleConfirmText: (level: number, value: string) =>
    `Cet exemplaire (+${level}) sera détruit et vous recevrez ${value}. Cette action est définitive.`,
  recycleConfirm: 'Recycler',
  recycled: (name: string, value: string) => `Un exemplaire de « ${name} » a été recyclé : ${value} ajoutés à votre crédit.`,
  recycleFailed: 'Le recyclage a échoué. Réessayez.',
  cancel: 'Annuler',

  missing: 'Vous ne possédez pas encore cette carte.',
  missingSpell: 'Vous ne possédez pas encore ce sort.',
  missingTag: 'Manquante',
  recyclableTag: 'Recyclable',

  pricesOpen: 'Prix de fabrication',
  pricesTitle: 'Prix de fabrication',
  pricesIntro: (level: number) =>
    `Fabriquez la carte ou le sort de votre choix avec vos points. Les exemplaires en trop d’un modèle que vous possédez déjà à +${level} (hors deck) se recyclent en points.`,
  pricesCaption: 'Prix par rareté',
  pricesRarity: 'Rareté',
  pricesCraft: 'Fabriquer',
  pricesRecycle: 'Recycler',
  pricesClose: 'Fermer',
}

/** Which catalogue items the Cartes page shows. */
export const collectionOwnership = {
  label: 'Afficher',
  choices: { owned: 'Ma collection', missing: 'Manquantes', all: 'Tout le catalogue' },
  missingCount: (n: number) => `${n} ${plural(n, 'manquante', 'manquantes')} au catalogue`,
  showMissing: 'Voir les manquantes',
}
