// The pages that start a game: Parties (/game: quick match, private, training, history, ranking)
// and Solo (/solo: the ten stages).

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)
const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n)

export const lobby = {
  title: 'Parties',
  intro: 'Non classée, classée, privée ou entraînement : choisissez votre combat.',

  quick: {
    title: 'Partie rapide',
    intro: 'Choisissez votre deck : vous affronterez un joueur de force proche, par son classement et la puissance de son deck.',
    unranked: 'Partie non classée',
    unrankedHint: 'Pour le plaisir : XP et points, sans toucher à votre classement.',
    ranked: 'Partie classée',
    rankedHint: 'Un adversaire de votre niveau : votre classement Elo est en jeu.',
    deck: 'Deck à jouer',
    deckPlaceholder: 'Choisissez un deck',
    decksLoading: 'Chargement de vos decks…',
    decksError: 'Impossible de charger vos decks : vous choisirez votre deck en début de partie.',
    noPlayableDeck: (cards: number, spells: number) => `Vous n’avez aucun deck jouable : il faut au moins ${cards} cartes ou ${spells} sorts pour lancer une partie.`,
    buildDeck: 'Composer un deck',
    deckPower: (n: number) => `Puissance ${n}`,
    notPlayable: 'Pas assez de cartes',
  },

  waiting: {
    // Accessible names the battle screen's browser tests use: straight apostrophe, kept as decided.
    title: "En attente d'un adversaire…",
    elapsed: 'Temps écoulé',
    cancel: 'Annuler',
    unrankedHint: 'La recherche s’élargit au fil de l’attente ; votre classement n’est pas en jeu.',
    rankedHint: 'La recherche s’élargit au fil de l’attente ; votre classement Elo est en jeu.',
    searching: 'Recherche d’un adversaire de force proche…',
    /** The two halves of « Classement 1000 ± 150 · Puissance du deck 142 ± 12 % » (power null: any deck fits). */
    searchRating: (rating: number, window: number) => `Classement ${rating} ± ${window}`,
    searchPower: (power: number | null, percent: number) => (power == null ? 'Puissance du deck : toutes' : `Puissance du deck ${power} ± ${percent}\u00a0%`),
    privateHint: (pseudo: string) => `${pseudo} doit saisir ce code dans « Code de partie » pour vous rejoindre.`,
    privateHintAnyone: 'Votre ami doit saisir ce code dans « Code de partie » pour vous rejoindre.',
    cancelled: 'Recherche annulée.',
    privateCancelled: 'Partie privée annulée.',
    gone: 'Cette partie a été annulée.',
  },

  private: {
    title: 'Partie privée',
    intro: 'Défiez un ami : créez une partie et partagez son code, ou rejoignez celle d’un ami.',
    createTitle: 'Inviter un ami',
    friend: 'Ami à inviter',
    friendPlaceholder: 'Choisissez un ami',
    create: 'Créer la partie',
    friendsLoading: 'Chargement de vos amis…',
    noFriends: 'Vous n’avez pas encore d’ami à inviter.',
    findFriends: 'Trouver des amis',
    friendsError: 'Impossible de charger vos amis.',
    code: 'Code de la partie',
    copy: 'Copier le code',
    copied: 'Code copié.',
    copyFailed: 'Impossible de copier le code : notez-le à la main.',
    joinTitle: 'Rejoindre un ami',
    joinField: 'Code de partie',
    joinHint: '6 caractères, reçus de votre ami.',
    joinPlaceholder: 'ABC234',
    join: 'Rejoindre',
    codeLength: 'Le code compte 6 caractères.',
    invited: (pseudo: string) => `${pseudo} vous invite à une partie privée.`,
    joinInvitation: (pseudo: string) => `Rejoindre la partie de ${pseudo}`,
    /** An invitation's « Rejoindre » refused, or unanswered: the reason is the server's message or `failed`. */
    invitationFailed: (pseudo: string, reason: string) => `La partie de ${pseudo} n’a pas pu être rejointe. ${reason}`,
  },

  training: {
    title: 'Entraînement',
    intro: 'Affrontez l’IA sans rien risquer : idéal pour tester un deck.',
    difficulty: 'Difficulté',
    launch: "Lancer l'entraînement", // accessible name used as decided (straight apostrophe)
    statsTitle: 'Vos entraînements',
    statsError: 'Statistiques indisponibles.',
    stats: (played: number, won: number) => `${won} ${plural(won, 'victoire', 'victoires')} sur ${played} ${plural(played, 'partie', 'parties')}`,
    total: 'Total',
  },

  history: {
    title: 'Dernières parties',
    empty: 'Aucune partie jouée pour le moment : lancez-vous !',
    error: 'Impossible de charger vos parties.',
    against: (pseudo: string) => `contre ${pseudo}`,
    noOpponent: 'sans adversaire',
    won: 'Victoire',
    lost: 'Défaite',
    playing: 'En cours',
    waiting: 'En attente',
    cancelled: 'Annulée',
    date: (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' }).format(new Date(iso)),
  },

  ranking: {
    title: 'Classement',
    yours: 'Votre classement Elo',
    top: 'Meilleurs joueurs',
    rank: 'Rang',
    player: 'Joueur',
    rating: 'Elo',
    record: 'V / D',
    recordValue: (wins: number, losses: number) => `${wins} / ${losses}`,
    you: 'vous',
    empty: 'Personne n’est encore classé.',
    error: 'Impossible de charger le classement.',
  },

  types: {
    ranked: 'Classée',
    unranked: 'Non classée',
    private: 'Privée',
    training: 'Entraînement',
    solo: 'Solo',
  },

  difficulties: {
    facile: 'Facile',
    moyen: 'Moyen',
    difficile: 'Difficile',
  },

  failed: 'Le serveur ne répond pas. Réessayez dans un instant.',
}

export const soloPage = {
  title: 'Solo',
  intro: 'Dix étapes contre l’IA, de plus en plus redoutables. Remportez une étape pour ouvrir la suivante.',
  progress: (won: number, total: number) => `${won} / ${total} ${plural(won, 'étape remportée', 'étapes remportées')}`,
  progressLabel: 'Progression',
  stages: 'Étapes',
  stage: (n: number) => `Étape ${n}`,
  next: 'Prochaine étape',
  boss: (pseudo: string) => `Adversaire : ${pseudo}`,
  /** The bot's level: « IA : Facile ». */
  ai: (level: string) => `IA : ${level}`,
  bossPower: (n: number) => `Puissance du boss : ${fr(n)}`,
  yourBest: (n: number) => `Votre meilleur deck : ${fr(n)}`,
  muchStronger: 'Ce boss est nettement plus fort que votre meilleur deck : améliorez vos cartes ou renforcez votre deck avant de l’affronter.',
  reward: (xp: number, credit: number) => `+${fr(xp)} XP · +${fr(credit)} pts`,
  rewardLabel: 'Récompense de la première victoire',
  repeatReward: 'Victoires suivantes : +20 XP',
  states: {
    locked: 'Verrouillée',
    open: 'Ouverte',
    won: 'Remportée',
  },
  wins: (n: number) => `${n} ${plural(n, 'victoire', 'victoires')}`,
  fight: 'Combattre',
  fightLabel: (n: number) => `Combattre — Étape ${n}`,
  whyShort: 'Pourquoi ?',
  why: (n: number) => `Pourquoi ? — Étape ${n} verrouillée`,
  whyLoading: 'Vérification…',
  lockedFallback: (n: number) => `Remportez d’abord l’étape ${n - 1}.`,
  resumeTitle: 'Un combat est en cours',
  resumeText: (n: number | null) => (n ? `Votre combat de l’étape ${n} vous attend.` : 'Votre combat solo vous attend.'),
  resume: 'Reprendre le combat',
  empty: 'Aucune étape disponible pour le moment.',
  error: 'Impossible de charger les étapes.',
}
