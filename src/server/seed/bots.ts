// The three training bots (see game-rules.md, Bots): 12 cards and 6 spells each, like the starter
// deck, so the bot never has the last placements to itself. Strength rises with the level: facile a
// little under the starter deck, moyen close to it, difficile a little above. Tuned with
// tests/bench/bots.bench.ts (a greedy new player with the starter deck wins ≥ 60 % against facile,
// 25–50 % against moyen, ≤ 20 % against difficile; under rules 2: 95 %, 32.5 %, 0 % over 200, 200,
// 60 games). Training gives no rewards, only statistics.
import type { Difficulty } from './catalogue-types'

interface TrainingBot {
  difficulty: Difficulty
  pseudo: string
  deckCards: string[] // 12 card slugs
  deckSpells: string[] // 6 spell slugs
  cardBonus: number // instance bonus on every side of the bot's cards
}

export const TRAINING_BOTS: TrainingBot[] = [
  {
    difficulty: 'facile',
    pseudo: 'Mannequin',
    // average power 9.7
    deckCards: [
      'gobelin-chapardeur', 'rat-des-egouts', 'araignee-des-cavernes', 'squelette-errant',
      'chauve-souris-geante', 'gelee-acide', 'corbeau-messager', 'diablotin-farceur',
      'crapaud-des-tourbieres', 'loup-des-brumes', 'archere-de-la-lisiere', 'milicien-du-bourg',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'poison-lent'],
    cardBonus: 0,
  },
  {
    difficulty: 'moyen',
    pseudo: 'Duelliste',
    // average power 10.2
    deckCards: [
      'squelette-errant', 'chauve-souris-geante', 'corbeau-messager', 'gobelin-chapardeur',
      'araignee-des-cavernes', 'diablotin-farceur', 'archere-de-la-lisiere', 'vipere-des-marais',
      'myconide-sournois', 'gelee-acide', 'loup-des-brumes', 'milicien-du-bourg',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'poison-lent'],
    cardBonus: 0,
  },
  {
    difficulty: 'difficile',
    pseudo: 'MaitreDArmes',
    // average power 12.0
    deckCards: [
      'loup-des-brumes', 'milicien-du-bourg', 'garde-du-pont', 'myconide-sournois',
      'vipere-des-marais', 'renard-ruse', 'epouvantail-anime', 'zombie-titubant',
      'bandit-de-grand-chemin', 'apprenti-sorcier', 'chouette-sentinelle', 'moine-pelerin',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'regard-maudit'],
    cardBonus: 0,
  },
]
