// Home (/home), the signed-in player's lobby: « Jouer » into the last mode played, « Reprendre »,
// the solo progress, what waits for an answer, the friends online (and in a game) and the latest news.
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

export const home = {
  title: 'Accueil',
  welcome: (pseudo: string) => `Bienvenue, ${pseudo} !`,
  welcomeAnonymous: 'Bienvenue dans l’arène !',
  /** Under the level while the profile cannot be read (offline): the values shown are the last known. */
  lastKnown: 'Crédit et niveau de votre dernière connexion : votre profil n’a pas pu être actualisé.',

  play: {
    title: 'Prêt pour le combat ?',
    play: 'Jouer',
    /** The button's accessible name: what « Jouer » starts. */
    playLabel: (mode: string) => `Jouer — ${mode}`,
    lastMode: 'Dernier mode joué',
    firstMode: 'Pour commencer',
    otherModes: 'Autres modes',
    modes: {
      ranked: 'Partie classée',
      unranked: 'Partie non classée',
      private: 'Partie privée',
      training: (difficulty: string) => `Entraînement · ${difficulty}`,
      solo: (n: number, nom: string) => `Solo · Étape ${n} — ${nom}`,
      soloAny: 'Solo',
    } as const,
    privateHint: 'Invitez un ami depuis la page Parties.',
    resumeTitle: 'Une partie est en cours',
    resumeText: {
      ranked: 'Votre partie classée vous attend.',
      unranked: 'Votre partie non classée vous attend.',
      private: 'Votre partie privée vous attend.',
      training: 'Votre entraînement vous attend.',
      solo: 'Votre combat solo vous attend.',
    },
    resume: 'Reprendre',
  },

  solo: {
    title: 'Solo',
    next: 'Prochaine étape',
    against: (boss: string) => `Contre ${boss}`,
    allWon: 'Toutes les étapes sont remportées : rejouez-les pour l’XP !',
    see: 'Voir les étapes',
    error: 'La progression n’a pas pu être chargée.',
  },

  inbox: {
    title: 'En attente',
    empty: 'Aucune invitation ni demande d’ami en attente.',
    dismiss: 'Ignorer',
    dismissLabel: (pseudo: string) => `Ignorer l’invitation de ${pseudo}`,
    requests: (n: number) => `${n} ${plural(n, 'demande d’ami reçue', 'demandes d’ami reçues')}`,
    requestFrom: (pseudo: string) => `${pseudo} veut devenir votre ami.`,
    answer: 'Répondre',
  },

  friends: {
    title: 'Amis en ligne',
    none: 'Pas encore d’amis : cherchez des joueurs sur la page Amis.',
    nobodyOnline: (n: number) => (n > 1 ? `Aucun de vos ${n} amis n’est en ligne en ce moment.` : 'Votre ami n’est pas en ligne en ce moment.'),
    playing: (type: string) => `En partie · ${type}`,
    online: 'En ligne',
    /** How many more friends are online than the panel names. */
    more: (n: number) => `et ${n} ${n > 1 ? 'autres amis en ligne' : 'autre ami en ligne'}`,
    invite: 'Inviter',
    inviteLabel: (pseudo: string) => `Inviter ${pseudo} à une partie privée`,
    see: 'Voir mes amis',
    error: 'Vos amis n’ont pas pu être chargés.',
  },

  news: {
    title: 'Dernière news',
    read: 'Lire les news',
    empty: 'Aucune actualité pour le moment.',
    error: 'Les news n’ont pas pu être chargées.',
  },

  shortcuts: {
    title: 'Raccourcis',
    games: 'Parties',
    cards: 'Cartes',
    decks: 'Decks',
    boosters: 'Boosters',
    shop: 'Magasin',
  },
}
