// The three training bots (see game-rules.md, Bots): decks close to a starter deck in strength,
// 'moyen' and 'difficile' a little stronger. Training gives no rewards, only statistics.
import type { Difficulty } from './catalogue-types'

export interface TrainingBot {
  difficulty: Difficulty
  pseudo: string
  deckCards: string[] // 15 card slugs
  deckSpells: string[] // 6 spell slugs
  cardBonus: number // instance bonus on every side of the bot's cards
}

export const TRAINING_BOTS: TrainingBot[] = [
  {
    difficulty: 'facile',
    pseudo: 'Mannequin',
    deckCards: [
      'gobelin-chapardeur', 'rat-des-egouts', 'loup-des-brumes', 'araignee-des-cavernes',
      'squelette-errant', 'archere-de-la-lisiere', 'milicien-du-bourg', 'chauve-souris-geante',
      'gelee-acide', 'vipere-des-marais', 'corbeau-messager', 'renard-ruse',
      'diablotin-farceur', 'crapaud-des-tourbieres', 'moine-pelerin',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'poison-lent'],
    cardBonus: 0,
  },
  {
    difficulty: 'moyen',
    pseudo: 'Duelliste',
    deckCards: [
      'loup-des-brumes', 'archere-de-la-lisiere', 'milicien-du-bourg', 'garde-du-pont',
      'myconide-sournois', 'vipere-des-marais', 'sanglier-furieux', 'renard-ruse',
      'epouvantail-anime', 'zombie-titubant', 'bandit-de-grand-chemin', 'moine-pelerin',
      'apprenti-sorcier', 'chouette-sentinelle', 'gobelin-chapardeur',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'poison-lent'],
    cardBonus: 0,
  },
  {
    difficulty: 'difficile',
    pseudo: 'MaitreDArmes',
    deckCards: [
      'centaure-eclaireur', 'fantome-du-beffroi', 'loup-des-brumes', 'milicien-du-bourg',
      'garde-du-pont', 'myconide-sournois', 'vipere-des-marais', 'sanglier-furieux',
      'renard-ruse', 'epouvantail-anime', 'zombie-titubant', 'bandit-de-grand-chemin',
      'scarabee-cuirasse', 'apprenti-sorcier', 'chouette-sentinelle',
    ],
    deckSpells: ['benediction-mineure', 'ecorce-protectrice', 'vent-favorable', 'elan-guerrier', 'toile-engluante', 'regard-maudit'],
    cardBonus: 0,
  },
]
