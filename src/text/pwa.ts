// The installed app's texts: installation, updates, offline notices and the offline training.
export { installText } from './install'

export const pwaText = {
  updateReady: 'Nouvelle version disponible',
  updateReload: 'Recharger',
  updateAfterGame: 'Nouvelle version disponible — elle sera proposée à la fin de la partie.',
  offlineBanner: 'Vous êtes hors ligne.',
  offlineBannerHint: "Cette page a besoin d'une connexion ; l'entraînement contre les bots marche hors ligne.",
  offlineTrainingLink: 'Entraînement hors ligne',
  offlineCall: 'Vous êtes hors ligne : cette action a besoin d’une connexion.',
  offlineGameBanner: 'Partie hors ligne : ni XP ni crédits.',
  // the offline training page
  trainingTitle: 'Entraînement hors ligne',
  trainingIntro: "Affrontez un bot sans connexion, avec vos derniers decks connus. Une partie hors ligne ne rapporte ni XP ni crédits et ne compte pas dans vos statistiques.",
  difficulty: 'Difficulté',
  deck: 'Deck',
  botDeckHint: 'Le bot joue avec une copie de votre deck.',
  start: 'Jouer hors ligne',
  starting: 'Préparation de la partie…',
  noDecks: "Aucun deck connu sur cet appareil : connectez-vous une fois en ligne pour que vos decks soient gardés pour l'entraînement hors ligne.",
  noSession: "Connectez-vous une fois en ligne sur cet appareil pour jouer hors ligne.",
  deckCards: (cards: number, spells: number) => `${cards} cartes, ${spells} sorts`,
  resumeTitle: 'Partie en cours',
  resumeHint: (difficulty: string) => `Votre partie hors ligne contre le bot ${difficulty} n’est pas finie : elle reprend où vous l’avez laissée, avec un tour complet pour le joueur qui a la main. En commencer une nouvelle la remplace.`,
  resume: 'Reprendre la partie hors ligne',
  startFailed: 'La partie hors ligne n’a pas pu démarrer.',
  difficulties: { facile: 'Facile', moyen: 'Moyen', difficile: 'Difficile' },
} as const
