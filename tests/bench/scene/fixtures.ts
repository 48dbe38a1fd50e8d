// Snapshots for the bench page: a full board with a full hand (30 cards + 15 spells), and a sequence
// of turns that fills the board and starts a new game every 20 turns (so turn t and turn t + 40
// draw the same amount of things: any difference is a leak).
import { emptyBoard, emptyOwners, emptyStatuses } from '../../../src/game'

const CARDS = ['apprenti-sorcier', 'araignee-des-cavernes', 'archere-de-la-lisiere', 'bandit-de-grand-chemin', 'centaure-eclaireur', 'chauve-souris-geante', 'chevalier-noir', 'chouette-sentinelle', 'comte-vampire', 'corbeau-messager', 'crapaud-des-tourbieres', 'diablotin-farceur', 'djinn-des-sables', 'dragon-ancien', 'epouvantail-anime', 'fantome-du-beffroi', 'garde-du-pont', 'gelee-acide', 'gobelin-chapardeur', 'golem-de-glace', 'golem-de-pierre', 'gorgone-petrifiante', 'griffon-royal', 'guerrier-lezard']
const SPELLS = ['ailes-seraphiques', 'aura-de-lumiere', 'benediction-mineure', 'ecorce-protectrice', 'egide-sacree', 'elan-guerrier', 'etoile-maudite', 'etreinte-des-ronces', 'flammes-interieures', 'grace-des-anciens', 'lame-runique', 'neant-devorant', 'poison-lent', 'regard-maudit', 'toile-engluante']
const title = (slug: string) => slug.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')

const card = (id: number, owner: number) => {
  const slug = CARDS[id % CARDS.length]
  return {
    id,
    joueur: { id: owner },
    card: { nom: title(slug), rarete: 'commune', imageDeBase: `/assets/cards/${slug}.svg`, pointsHaut: 1 + (id % 9), pointsGauche: 1 + ((id * 3) % 9), pointsDroite: 1 + ((id * 5) % 9), pointsBas: 1 + ((id * 7) % 9) },
    pointsHaut: id % 3 === 0 ? 1 : 0,
    pointsGauche: 0,
    pointsDroite: id % 4 === 0 ? 2 : 0,
    pointsBas: 0,
    imageSkin: null,
  }
}
const spell = (id: number, owner: number) => {
  const slug = SPELLS[id % SPELLS.length]
  const curse = id % 3 === 0 ? -1 : 1
  return {
    id,
    joueur: { id: owner },
    spell: { nom: title(slug), rarete: 'rare', imageDeBase: `/assets/spells/${slug}.svg`, pointsHaut: curse, pointsGauche: curse, pointsDroite: curse, pointsBas: curse },
    pointsHaut: 0,
    pointsGauche: 0,
    pointsDroite: 0,
    pointsBas: 0,
    imageSkin: null,
  }
}

function base(id: number, now: number) {
  return {
    id,
    type: 'unranked',
    mode: 'pvp',
    status: 'PLAYING',
    joueur1: { id: 1, pseudo: 'Alice', level: 0, rating: 1000, bot: false },
    joueur2: { id: 2, pseudo: 'Bruno', level: 0, rating: 1000, bot: false },
    deckplayer1: 1,
    deckplayer2: 2,
    plateau: emptyBoard(),
    plateauspell: emptyBoard(),
    satutscard: emptyStatuses(),
    cardOwners: emptyOwners(),
    spellOwners: emptyOwners(),
    roundTo: 1,
    open: true,
    winner: null,
    code: null,
    turnDeadline: new Date(now + 30_000).toISOString(),
    serverTime: new Date(now).toISOString(),
    version: 1,
    you: 1,
    hand: { cartes: Array.from({ length: 30 }, (_, i) => card(1000 + i, 1)), spells: Array.from({ length: 15 }, (_, i) => spell(2000 + i, 1)) },
    handSizes: { joueur1: { cards: 30, spells: 15 }, joueur2: { cards: 30, spells: 15 } },
    boardCards: [] as ReturnType<typeof card>[],
    boardSpells: [] as ReturnType<typeof spell>[],
    lastMove: null,
    timeouts: { joueur1: 0, joueur2: 0 },
    difficulty: null,
    stageId: null,
    endReason: null,
    rewards: null,
    createdAt: new Date(now).toISOString(),
    endedAt: null,
  }
}

/** A full board (21 cards, some KO, some spells, both owners) and a full hand. */
export function boardGame(now: number) {
  const g = base(7, now)
  for (let i = 0; i < 21; i++) {
    const owner = i % 2 === 0 ? 1 : 2
    const c = card(100 + i, owner)
    g.plateau[i] = c.id
    g.cardOwners[i] = owner
    g.satutscard[i] = i % 5 === 0 ? 'KO' : 'ALIVE'
    g.boardCards.push(c)
    if (i % 4 === 1) {
      const s = spell(300 + i, owner)
      g.plateauspell[i] = s.id
      g.spellOwners[i] = owner
      g.boardSpells.push(s)
    }
  }
  return g
}

/** The game after `turn` turns: every 20 turns a new game (id) with an empty board. */
export function turnGame(turn: number, now: number) {
  const round = Math.floor((turn - 1) / 20)
  const placed = ((turn - 1) % 20) + 1
  const g = base(500 + round, now)
  g.version = placed + 1
  g.roundTo = placed % 2 === 0 ? 1 : 2
  for (let i = 0; i < placed; i++) {
    const owner = i % 2 === 0 ? 1 : 2
    const c = card(5000 + round * 100 + i, owner)
    g.plateau[i] = c.id
    g.cardOwners[i] = owner
    g.satutscard[i] = i % 6 === 3 ? 'KO' : 'ALIVE'
    g.boardCards.push(c)
  }
  const mine = Math.ceil(placed / 2)
  g.hand = { cartes: g.hand.cartes.slice(mine), spells: g.hand.spells }
  return g
}
