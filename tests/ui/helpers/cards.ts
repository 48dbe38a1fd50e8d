// Fixtures of the collection tests: catalogue cards and spells, their instances, decks and boosters
// in the contract's shapes.
const OWNER = { id: 7, pseudo: 'Aelis' }

type Rarete = 'commune' | 'rare' | 'épique' | 'légendaire'
const sides = (h: number, g: number, d: number, b: number) => ({ pointsHaut: h, pointsGauche: g, pointsDroite: d, pointsBas: b })

export const CARDS = {
  loup: { id: 1, nom: 'Loup des Brumes', rarete: 'commune' as Rarete, imageDeBase: '/assets/cards/loup.svg', description: 'Un loup gris.', ...sides(2, 4, 4, 2) },
  garde: { id: 2, nom: 'Garde du Pont', rarete: 'commune' as Rarete, imageDeBase: '/assets/cards/garde.svg', description: 'Il garde le pont.', ...sides(3, 3, 3, 3) },
  chevalier: { id: 3, nom: 'Chevalier Noir', rarete: 'rare' as Rarete, imageDeBase: '/assets/cards/chevalier.svg', description: 'Sombre et loyal.', ...sides(5, 4, 4, 4) },
  dragon: { id: 4, nom: 'Dragon Ancien', rarete: 'légendaire' as Rarete, imageDeBase: '/assets/cards/dragon.svg', description: 'Le plus vieux des dragons.', ...sides(8, 7, 7, 7) },
}
export const SPELLS = {
  benediction: { id: 11, nom: 'Bénédiction Mineure', rarete: 'commune' as Rarete, imageDeBase: '/assets/spells/bene.svg', description: 'Un peu de force.', ...sides(1, 1, 1, 0) },
  poison: { id: 12, nom: 'Poison Lent', rarete: 'rare' as Rarete, imageDeBase: '/assets/spells/poison.svg', description: 'Affaiblit.', ...sides(0, -1, -1, -2) },
}

let nextId = 100
export function cardPlayer(card: (typeof CARDS)[keyof typeof CARDS], options: { id?: number; bonus?: number; upgradable?: boolean; skinId?: number | null; imageSkin?: string | null } = {}) {
  const bonus = options.bonus ?? 0
  return {
    id: options.id ?? nextId++,
    joueur: OWNER,
    card,
    ...sides(bonus, bonus, bonus, bonus),
    imageSkin: options.imageSkin ?? null,
    skinId: options.skinId ?? null,
    upgradable: options.upgradable ?? false,
  }
}
export function spellPlayer(spell: (typeof SPELLS)[keyof typeof SPELLS], options: { id?: number; bonus?: number; upgradable?: boolean } = {}) {
  const bonus = options.bonus ?? 0
  return {
    id: options.id ?? nextId++,
    joueur: OWNER,
    spell,
    ...sides(bonus, bonus, bonus, bonus),
    imageSkin: null,
    skinId: null,
    upgradable: options.upgradable ?? false,
  }
}

export function deck(id: number, name: string, cartes: unknown[], spells: unknown[], extra: { playable?: boolean; inGame?: boolean } = {}) {
  return { id, name, userId: 7, cartes, spells, playable: extra.playable ?? cartes.length >= 12, inGame: extra.inGame ?? false }
}

const ODDS = { commune: 70, rare: 22, épique: 7, légendaire: 1 }
export const PACKS = {
  classique: {
    id: 1,
    nom: 'Booster Classique',
    description: '5 cartes tirées au hasard, dont au moins une rare ou mieux.',
    prix: 200,
    imageUrl: '/assets/packs/booster-classique.svg',
    kind: 'cards' as const,
    size: 5,
    guaranteedRarity: 'rare' as Rarete | null,
    odds: ODDS,
    rates: { commune: 60.5, rare: 30.1, épique: 8.2, légendaire: 1.2 },
    onSale: true,
  },
  sorts: {
    id: 2,
    nom: 'Booster Sorts',
    description: '3 sorts tirés au hasard.',
    prix: 150,
    imageUrl: '/assets/packs/booster-sorts.svg',
    kind: 'spells' as const,
    size: 3,
    guaranteedRarity: null as Rarete | null,
    odds: ODDS,
    rates: ODDS,
    onSale: true,
  },
  premium: {
    id: 3,
    nom: 'Booster Premium',
    description: '5 cartes, dont au moins une épique.',
    prix: 600,
    imageUrl: '/assets/packs/booster-premium.svg',
    kind: 'cards' as const,
    size: 5,
    guaranteedRarity: 'épique' as Rarete | null,
    odds: ODDS,
    rates: ODDS,
    onSale: true,
  },
}

export function packPlayer(pack: (typeof PACKS)[keyof typeof PACKS], id: number, opened: { content?: { cards: unknown[]; spells: unknown[] } } | null = null) {
  return {
    id,
    userId: 7,
    pack,
    acquiredAt: '2025-03-01T10:00:00.000Z',
    openedAt: opened ? '2025-03-02T10:00:00.000Z' : null,
    source: 'bought',
    content: opened?.content ?? null,
  }
}
