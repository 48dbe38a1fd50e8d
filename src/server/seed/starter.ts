// What a new account receives (see game-rules.md, Economy): 14 distinct common cards, 6 spells and a
// ready deck 'Deck de départ' of 12 of those cards and the 6 spells; its 500 points are the users
// table's default credit (db/schema/accounts.ts, STARTER_CREDIT).

export const STARTER_CARD_SLUGS: string[] = [
  'gobelin-chapardeur',
  'loup-des-brumes',
  'araignee-des-cavernes',
  'squelette-errant',
  'archere-de-la-lisiere',
  'milicien-du-bourg',
  'garde-du-pont',
  'vipere-des-marais',
  'corbeau-messager',
  'renard-ruse',
  'apprenti-sorcier',
  'moine-pelerin',
  'rat-des-egouts',
  'crapaud-des-tourbieres',
]

export const STARTER_SPELL_SLUGS: string[] = [
  'benediction-mineure',
  'ecorce-protectrice',
  'vent-favorable',
  'elan-guerrier',
  'toile-engluante',
  'poison-lent',
]

export const STARTER_DECK: { name: string; cardSlugs: string[]; spellSlugs: string[] } = {
  name: 'Deck de départ',
  cardSlugs: STARTER_CARD_SLUGS.slice(0, 12),
  spellSlugs: [...STARTER_SPELL_SLUGS],
}
