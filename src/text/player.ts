// A player's page (/player/{id}), opened from the friends list or Home: who they are, whether they
// are online, their statistics and recent games with their replays; and the presence dot shown
// beside friends (Amis, Home).

export const presenceText = {
  online: 'En ligne',
  offline: 'Hors ligne',
  /** The dot's accessible name. */
  label: (pseudo: string, online: boolean) => `${pseudo} est ${online ? 'en ligne' : 'hors ligne'}`,
}

export const playerPage = {
  loading: 'Chargement du joueur…',
  intro: 'Son classement, ses victoires par mode, ses cartes favorites et ses dernières parties.',
  /** The link on a friend's name (Amis, Home). */
  openLabel: (pseudo: string) => `Voir la page de ${pseudo}`,
  rating: (n: number) => `Elo ${n}`,
  bot: 'Bot',
  friendSince: (date: string) => `Ami depuis le ${date}`,
  playing: (type: string) => `En partie · ${type}`,
  invite: 'Inviter à une partie',
  backToFriends: 'Retour à mes amis',

  refusedTitle: 'Page réservée à ses amis',
  refused: 'Seuls ses amis et les administrateurs peuvent voir la page de ce joueur. Envoyez-lui une demande d’ami depuis la page Amis.',
  notFoundTitle: 'Joueur introuvable',
  notFound: 'Ce joueur n’existe pas ou a supprimé son compte.',
  errorTitle: 'Page indisponible',
  error: 'La page de ce joueur ne peut pas être chargée pour le moment.',
  retry: 'Réessayer',
  toFriends: 'Aller à la page Amis',
}
