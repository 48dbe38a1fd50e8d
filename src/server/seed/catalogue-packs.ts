// The 3 boosters sold for credit points (see game-rules.md, Economy). Art: assets/packs/<slug>.svg.
import type { CataloguePack } from './catalogue-types'

export const CATALOGUE_PACKS: CataloguePack[] = [
  {
    slug: 'booster-classique',
    nom: 'Booster Classique',
    description: '5 cartes tirées au hasard, dont au moins une rare ou mieux.',
    prix: 200,
    kind: 'cards',
    size: 5,
    guaranteedRarity: 'rare',
  },
  {
    slug: 'booster-sorts',
    nom: 'Booster Sorts',
    description: "3 sorts tirés au hasard : bénédictions pour vos cartes, malédictions pour celles de l'adversaire.",
    prix: 150,
    kind: 'spells',
    size: 3,
    guaranteedRarity: null,
  },
  {
    slug: 'booster-premium',
    nom: 'Booster Premium',
    description: '5 cartes tirées au hasard, dont au moins une épique ou mieux.',
    prix: 600,
    kind: 'cards',
    size: 5,
    guaranteedRarity: 'épique',
  },
]
