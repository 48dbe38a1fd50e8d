// Shapes of the catalogue seeded at first start (data in catalogue-*.ts, art generated under assets/).
import type { Rarete } from '../../game/rarity'

export type Difficulty = 'facile' | 'moyen' | 'difficile'

export interface CatalogueCard {
  slug: string // stable key, also the art file name: /assets/cards/<slug>.svg
  nom: string
  rarete: Rarete
  icon: string // game-icons icon name used for the art
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
  description: string
}

export interface CatalogueSpell {
  slug: string // art: /assets/spells/<slug>.svg
  nom: string
  rarete: Rarete
  icon: string
  pointsHaut: number // −5…+5, negative for curses
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
  description: string
}

export interface CataloguePack {
  slug: string // art: /assets/packs/<slug>.svg
  nom: string
  description: string
  prix: number // credit points
  kind: 'cards' | 'spells'
  size: number
  guaranteedRarity: Rarete | null // at least one item of this rarity or better
}

export interface CatalogueSkin {
  slug: string // art: /assets/skins/<slug>.svg
  nom: string
  rarete: Rarete
  prixCents: number // euros × 100
  type: 'card' | 'spell'
  linkedSlug: string // the card or spell it dresses
}

export interface CatalogueStage {
  number: number // 1…10
  nom: string
  description: string
  difficulty: Difficulty
  bossPseudo: string // the AI opponent's name
  deckCards: string[] // card slugs (12 or more)
  deckSpells: string[] // spell slugs
  cardBonus: number // instance bonus (0…3) on every side of the boss's cards
  rewardCredit: number // first clear
  rewardXp: number // first clear
}

export interface CatalogueNews {
  slug: string // art: /assets/news/<slug>.svg
  title: string
  body: string
  daysAgo: number
}
