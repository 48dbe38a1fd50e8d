// The 3 news posts seeded at first start (dated `daysAgo` days before the seeding). Paragraphs are
// separated by a blank line. Banner art: assets/news/<slug>.svg.
import type { CatalogueNews } from './catalogue-types'

export const CATALOGUE_NEWS: CatalogueNews[] = [
  {
    slug: 'ouverture-de-l-arene',
    title: "L'Arène des Cartes ouvre ses portes !",
    body: [
      "Bienvenue dans l'Arène des Cartes ! Gobelins, chevaliers, sorcières et dragons n'attendaient que vous : 48 cartes et 16 sorts sont déjà prêts à entrer en jeu.",
      "Chaque nouveau compte reçoit 500 points, 14 cartes, 6 sorts et un « Deck de départ » tout prêt. Vous pouvez lancer votre première partie dès maintenant, contre un ami, un joueur au hasard ou un bot d'entraînement.",
      "Le jeu est tout neuf : vos retours nous sont précieux. Bonne chance dans l'arène !",
    ].join('\n\n'),
    daysAgo: 12,
  },
  {
    slug: 'guide-premiere-partie',
    title: 'Guide : votre première partie',
    body: [
      "Le plateau compte 21 cases. À votre tour, posez une carte ou un sort : vous avez 30 secondes. Chaque carte porte quatre valeurs, une par côté, et sa puissance est la somme des quatre.",
      "Quand vous posez une carte, elle attaque les cartes adverses voisines : si sa puissance est supérieure, la carte adverse est mise KO. Les sorts se posent sous une case : une bénédiction renforce votre carte, une malédiction affaiblit celle de l'adversaire.",
      "La partie se termine quand les 21 cases sont occupées. Le joueur qui a le plus de cartes encore debout l'emporte. Conseil : gardez vos cartes les plus fortes pour répondre aux coups de l'adversaire.",
    ].join('\n\n'),
    daysAgo: 7,
  },
  {
    slug: 'combat-solo-et-boosters',
    title: "Combat solo et boosters : partez à l'aventure",
    body: [
      "Dix étapes vous attendent en combat solo, de la Lisière des Brumes jusqu'au Nid du Dragon Ancien. Chaque victoire ouvre l'étape suivante, et la première victoire rapporte des points et de l'expérience.",
      "Dépensez vos points dans la boutique : le Booster Classique garantit une carte rare ou mieux, le Booster Sorts contient trois sorts, et le Booster Premium garantit une carte épique ou mieux.",
      "Vous avez des doubles ? Trois exemplaires en trop d'une même carte lui donnent +1 sur chaque côté, jusqu'à +3. Les boss des dernières étapes ne vous feront pas de cadeau !",
    ].join('\n\n'),
    daysAgo: 2,
  },
]
