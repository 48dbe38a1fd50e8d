// « Règles du jeu » (/regles): the rules for players, written from src/game/README.md. Every number
// comes from src/game through RulesNumbers (src/ui/pages/rules/rulesNumbers.ts builds it), so a
// retuned constant changes the page with it.
import { formatPoints } from './common'
import { spellPowerText } from './spellPowers'

export interface RulesNumbers {
  boardSize: number
  rows: readonly number[]
  turnSeconds: number
  redSeconds: number
  maxTimeouts: number
  /** Items a game deals from each deck. */
  gameCards: number
  gameSpells: number
  /** Cards each player lays before their first spell. */
  openingCards: number
  deckMinCards: number
  deckMinSpells: number
  deckMaxCards: number
  deckMaxSpells: number
  /** The deck minimum needs both counts (else either). */
  deckNeedsBoth: boolean
  maxUpgrade: number
  upgradeCopies: number
  /** Share of its moves on which the facile bot looks for a KO, in percent. */
  facileKoPercent: number
  difficileMs: number
  soloStages: number
  /** The stages of each bot level: [first, last]. */
  soloLevels: Readonly<Record<'facile' | 'moyen' | 'difficile', readonly [number, number]>>
  soloRepeatXp: number
  winXp: number
  winCredit: number
  lossXp: number
  lossCredit: number
  eloStart: number
  pityBoosters: number
  craftPrice: { cheapest: number; dearest: number }
  recycleValue: { cheapest: number; dearest: number }
  ratingWindow: { base: number; step: number; everySeconds: number }
  powerWindow: { basePercent: number; stepPercent: number; everySeconds: number }
}

interface RulesSection {
  id: string
  title: string
  points: string[]
}

const range = ([first, last]: readonly [number, number]) => (first === last ? `à l’étape ${first}` : `des étapes ${first} à ${last}`)

export const rulesPage = {
  title: 'Règles du jeu',
  intro: 'Tout ce qu’il faut savoir pour jouer : le plateau, les cartes et les sorts, le tour, les combats, les decks, les IA et les récompenses.',
  contents: 'Sommaire',
  boardLabel: (size: number) => `Le plateau : ${size} positions numérotées de 0 à ${size - 1}, en rangées centrées.`,
  changesTitle: 'Ce qui a changé',
  changesDate: '28 novembre 2026',
  changesDateTime: '2026-11-28',
  changesLead: 'Mise à jour du',

  changes: (n: RulesNumbers): string[] => [
    `Les mains sont distribuées : chaque partie tire au hasard ${n.gameCards} cartes et ${n.gameSpells} sorts du deck de chaque joueur. Un grand deck n’est plus un avantage caché : il apporte de la variété, pas davantage de coups. Chaque partie dure donc ${2 * (n.gameCards + n.gameSpells)} poses, et c’est le second joueur qui pose en dernier.`,
    `L’ouverture : vos ${n.openingCards} premières poses sont des cartes, un sort ne vient qu’ensuite. Le second joueur ne peut plus répondre aux premières cartes par un sort avant d’avoir posé les siennes.`,
    'À égalité de cartes vivantes, c’est le joueur qui a commencé qui gagne, puisque son adversaire a eu le dernier mot : avec l’ouverture, jouer en premier ou en second se vaut.',
    'Une malédiction posée sous une carte adverse ne déclenche plus de combat : elle l’affaiblit, et vos cartes posées à côté ensuite la battront plus facilement. Un sort ne lance un combat que sous votre propre carte.',
    'Les malédictions se renforcent quand on les améliore : chaque niveau retire un point de plus sur chaque côté. Les malédictions déjà améliorées ont été converties.',
    `Les sorts rares et mieux ont un pouvoir, qui agit quand vous les posez sous une carte : ${spellPowerText.frappe.name} (une malédiction rare ou épique), ${spellPowerText.ralliement.name} (une bénédiction rare ou mieux) et ${spellPowerText.neant.name} (la malédiction légendaire). Un sort plus rare vaut ainsi plus qu’un plus gros chiffre ; leurs valeurs suivent aussi leur rareté.`,
    'L’IA facile l’est vraiment : elle joue surtout au hasard et ne saisit un KO que de temps en temps.',
    'Les étapes du mode solo ont été rééquilibrées, et chacune affiche la puissance du deck de son boss.',
    `La recherche d’adversaire tient compte de votre force : votre classement (à ${n.ratingWindow.base} points près) et la puissance de votre deck (à ${n.powerWindow.basePercent} % près), une fourchette qui s’élargit toutes les ${n.ratingWindow.everySeconds} secondes d’attente.`,
    `Garantie légendaire : après ${n.pityBoosters - 1} boosters de cartes (ou de sorts) ouverts sans légendaire, le suivant en contient une.`,
    `Fabrication et recyclage : fabriquez la carte ou le sort de votre choix avec vos points (de ${formatPoints(n.craftPrice.cheapest)} à ${formatPoints(n.craftPrice.dearest)} selon la rareté), et recyclez les exemplaires en trop qu’aucune amélioration ne peut plus utiliser (de ${formatPoints(n.recycleValue.cheapest)} à ${formatPoints(n.recycleValue.dearest)}).`,
  ],

  sections: (n: RulesNumbers): RulesSection[] => [
    {
      id: 'plateau',
      title: 'Le plateau et les voisines',
      points: [
        `Le plateau compte ${n.boardSize} positions, numérotées de 0 à ${n.boardSize - 1}, en ${n.rows.length} rangées de ${n.rows.join(', ').replace(/, (\d+)$/, ' et $1')} positions.`,
        'Chaque position a deux emplacements : un pour une carte et un pour un sort. Une position qui porte déjà une carte et un sort est pleine.',
        'Deux positions sont voisines quand un trait les relie sur le plateau : la position i touche i − 1, i + 1, i − 5 et i + 5. La règle suit les numéros, même au bout d’une rangée : la 2 touche la 3, la 7 touche la 8.',
      ],
    },
    {
      id: 'cartes',
      title: 'Cartes, sorts et puissance',
      points: [
        'Une carte porte quatre valeurs (haut, gauche, droite, bas), de 1 à 9, plus le bonus de son exemplaire.',
        'Un sort porte aussi quatre valeurs, de −5 à +5 : positives pour une bénédiction, négatives pour une malédiction. Posé sur une position, il s’ajoute côté par côté à la carte de cette position, même sous zéro.',
        'La puissance d’une carte est la somme de ses quatre valeurs, sort compris. En combat, seule la puissance compte.',
        'Le drapeau « plus forte » marque une de vos cartes dont la puissance dépasse celle d’au moins une carte ennemie voisine.',
      ],
    },
    {
      id: 'tour',
      title: 'Le tour',
      points: [
        'Qui commence est tiré au sort.',
        'À votre tour, vous posez une seule chose : une carte sur un emplacement de carte libre, ou un sort sur un emplacement de sort libre.',
        `L’ouverture : vos ${n.openingCards} premières poses sont des cartes ; ensuite, vous posez cartes et sorts dans l’ordre que vous voulez. Sans carte en main, vos sorts restent jouables.`,
        `Vous avez ${n.turnSeconds} secondes ; la barre rougit à ${n.redSeconds} secondes. Si le temps s’écoule, vous passez votre tour. Au ${n.maxTimeouts}ᵉ passage d’affilée, vous perdez par forfait ; un vrai coup remet le compte à zéro.`,
        'Un joueur qui n’a plus rien à poser (plus de carte ou plus de place pour ses cartes, et plus de sort ou plus de place pour ses sorts) est sauté automatiquement : son adversaire rejoue, et l’écran le signale.',
      ],
    },
    {
      id: 'combat',
      title: 'Le combat et les KO',
      points: [
        'Après chaque pose, votre carte attaque chaque carte ennemie vivante voisine : si sa puissance est strictement supérieure, la carte ennemie est KO. À égalité il ne se passe rien, et la carte attaquée ne riposte jamais.',
        'Une carte posée peut mettre plusieurs voisines KO d’un coup.',
        'Un sort posé sur une position vide ne fait rien tout de suite : il comptera pour la carte qui s’y posera, quel que soit son propriétaire. Une malédiction posée à l’avance est un piège.',
        'Un sort posé sous votre carte vivante change sa puissance, puis elle attaque ses voisines ennemies avec sa nouvelle puissance : c’est ainsi qu’une bénédiction met des cartes KO.',
        'Un sort posé sous une carte adverse change sa puissance sans déclencher de combat : une malédiction l’affaiblit pour les cartes que vous poserez à côté ensuite. Seul un sort à pouvoir fait exception (voir ci-dessous).',
        'Une carte KO reste sur le plateau avec une tête de mort : elle n’attaque plus, ne peut plus être attaquée et garde sa place.',
      ],
    },
    {
      id: 'pouvoirs',
      title: 'Les pouvoirs des sorts',
      points: [
        'Un sort commun ajoute seulement ses valeurs. Un sort rare, épique ou légendaire a en plus un pouvoir, qui agit au moment où vous le posez sous une carte vivante (posé sur une position vide, il ne compte que par ses valeurs pour la carte qui s’y posera).',
        `${spellPowerText.frappe.name} (malédictions rares et épiques) : ${spellPowerText.frappe.effect} Plus la malédiction est forte, plus la carte qu’elle abat peut être puissante.`,
        `${spellPowerText.ralliement.name} (bénédictions rares, épiques et légendaires) : ${spellPowerText.ralliement.effect}`,
        `${spellPowerText.neant.name} (la malédiction légendaire) : ${spellPowerText.neant.effect}`,
        'Le pouvoir d’un sort est écrit sur sa fiche (collection, carte agrandie en partie) et lu par le lecteur d’écran.',
      ],
    },
    {
      id: 'fin',
      title: 'Fin de partie et vainqueur',
      points: [
        `La partie se termine quand plus personne ne peut rien poser (d’ordinaire quand chacun a posé ses ${n.gameCards} cartes et ses ${n.gameSpells} sorts), quand les ${n.boardSize} emplacements de carte sont occupés, quand un joueur quitte ou abandonne, ou au ${n.maxTimeouts}ᵉ passage d’affilée d’un joueur.`,
        'Gagne celui qui a le plus de cartes vivantes. À égalité, le joueur qui a commencé l’emporte : son adversaire a posé en dernier. Il n’y a jamais de match nul.',
        'Quitter, abandonner ou perdre par forfait donne la victoire à l’adversaire.',
      ],
    },
    {
      id: 'distribution',
      title: 'La distribution des mains',
      points: [
        `Votre main n’est pas votre deck entier : chaque partie distribue au hasard ${n.gameCards} cartes et ${n.gameSpells} sorts de votre deck, et autant à votre adversaire. Un deck qui en a moins est distribué en entier.`,
        `Les ${2 * n.gameCards} cartes ne remplissent jamais les ${n.boardSize} emplacements : chacun pose toute sa main, le second joueur en dernier. En échange, l’égalité de cartes vivantes revient au joueur qui a commencé. Ce partage a été mesuré sur des milliers de parties simulées : commencer ne donne pas d’avantage.`,
        'Au début de la partie, un message vous dit ce que vous avez reçu et qui commence.',
      ],
    },
    {
      id: 'ameliorations',
      title: 'Les améliorations',
      points: [
        `Une amélioration consomme ${n.upgradeCopies} exemplaires en trop d’une carte ou d’un sort et fait monter un exemplaire d’un niveau, jusqu’à +${n.maxUpgrade}.`,
        'Chaque niveau ajoute un point sur chaque côté, dans le sens de l’objet : une carte et une bénédiction grandissent, une malédiction s’enfonce (−1 de plus par côté et par niveau).',
      ],
    },
    {
      id: 'decks',
      title: 'Les decks',
      points: [
        `Un deck contient au plus ${n.deckMaxCards} cartes et ${n.deckMaxSpells} sorts, uniquement des exemplaires que vous possédez, chacun une seule fois.`,
        `Il est jouable avec au moins ${n.deckMinCards} cartes ${n.deckNeedsBoth ? 'et' : 'ou'} au moins ${n.deckMinSpells} sorts.`,
        `Une partie en prend ${n.gameCards} cartes et ${n.gameSpells} sorts : un deck plus petit reste jouable mais vous laisse moins de coups que votre adversaire, et un deck sans sort ne peut ni renforcer vos cartes ni affaiblir les siennes. La page Decks vous prévient.`,
        'La puissance d’un deck est la somme moyenne des valeurs qu’une partie en distribue, bonus compris (une malédiction compte pour ce qu’elle retire). Elle s’affiche sur vos decks et sur les boss du mode solo.',
        `Pour trouver un adversaire, le classement et la puissance du deck doivent être proches : à ${n.ratingWindow.base} points et ${n.powerWindow.basePercent} % près, puis ${n.ratingWindow.step} points et ${n.powerWindow.stepPercent} % de plus toutes les ${n.ratingWindow.everySeconds} secondes d’attente.`,
      ],
    },
    {
      id: 'ia',
      title: 'Les IA',
      points: [
        `Facile : joue surtout au hasard et ne cherche un KO que sur ${n.facileKoPercent} % de ses coups.`,
        'Moyen : choisit le coup au meilleur résultat immédiat (cartes mises KO, puissance sur le plateau, cartes laissées à la portée d’une riposte).',
        `Difficile : réfléchit plusieurs coups à l’avance, pendant au plus ${n.difficileMs} ms par coup.`,
        'Les IA ne jouent que des coups autorisés et voient toute la partie, votre main comprise.',
      ],
    },
    {
      id: 'solo',
      title: 'Le mode solo',
      points: [
        `${n.soloStages} étapes, chacune contre un boss qui a son propre deck. L’étape 1 est ouverte ; chaque étape s’ouvre quand la précédente est gagnée.`,
        `IA facile ${range(n.soloLevels.facile)}, moyenne ${range(n.soloLevels.moyen)}, difficile ${range(n.soloLevels.difficile)}.`,
        'Chaque étape affiche la puissance du deck de son boss à côté de celle de votre meilleur deck : vous savez à quoi vous attendre avant le combat.',
        `Première victoire d’une étape : sa récompense, affichée sur la page Solo. Victoires suivantes : +${n.soloRepeatXp} XP. Une défaite ou un abandon ne rapporte rien.`,
      ],
    },
    {
      id: 'recompenses',
      title: 'Les récompenses',
      points: [
        `Partie classée, non classée ou privée : le gagnant reçoit +${n.winXp} XP et +${formatPoints(n.winCredit)}, le perdant +${n.lossXp} XP et +${formatPoints(n.lossCredit)}.`,
        'Quitter, abandonner ou perdre par forfait ne rapporte rien.',
        `Partie classée : votre classement Elo bouge aussi (${n.eloStart} au départ) ; ce que gagne le vainqueur, le perdant le perd.`,
        'Une partie qui se termine avant que chacun ait posé une carte ou un sort ne rapporte rien à personne.',
        'Entraînement : pas de récompense, seulement des statistiques.',
        `Vos points achètent des boosters et fabriquent la carte ou le sort de votre choix. Après ${n.pityBoosters - 1} boosters d’un même type ouverts sans légendaire, le suivant en contient une.`,
      ],
    },
  ],
}
