// The Amis page (/friends): search players, requests received and sent, the friends list.

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)
/** '21 nov. 2025' */
const shortDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(new Date(iso))

export const friendsPage = {
  title: 'Amis',
  intro: 'Ajoutez des joueurs, répondez à leurs demandes et défiez vos amis en partie privée.',

  addTitle: 'Ajouter des amis',
  addIntro: 'Retrouvez un joueur par son pseudo et envoyez-lui une demande.',
  search: 'Rechercher un joueur',
  searchPlaceholder: 'Pseudo…',
  searchHint: 'Tapez au moins une lettre du pseudo.',
  searching: 'Recherche…',
  searchResults: 'Résultats de la recherche',
  noResult: (q: string) => `Aucun joueur trouvé pour « ${q} ».`,
  searchError: 'La recherche a échoué. Réessayez.',

  level: (n: number) => `Niv. ${n}`,
  rating: (n: number) => `Elo ${n}`,
  you: 'Vous',

  add: 'Ajouter',
  sent: 'Demande envoyée',
  cancel: 'Annuler',
  accept: 'Accepter',
  refuse: 'Refuser',
  friend: 'Ami',
  invite: 'Inviter à une partie',
  remove: 'Retirer',

  incomingTitle: 'Demandes reçues',
  outgoingTitle: 'Demandes envoyées',
  friendsTitle: 'Mes amis',
  friendsCount: (n: number) => `${n} ${plural(n, 'ami', 'amis')}`,
  noFriends: 'Vous n’avez pas encore d’ami. Cherchez un joueur par son pseudo pour lui envoyer une demande.',
  noRequests: 'Aucune demande en attente.',
  since: (iso: string) => `Amis depuis le ${shortDate(iso)}`,
  askedOn: (iso: string) => `Le ${shortDate(iso)}`,
  loadError: 'Impossible de charger vos amis.',

  removeTitle: (pseudo: string) => `Retirer ${pseudo} de vos amis ?`,
  removeText: 'Vous ne pourrez plus l’inviter en partie privée. Vous pourrez lui renvoyer une demande plus tard.',

  sentToast: (pseudo: string) => `Demande envoyée à ${pseudo}.`,
  nowFriends: (pseudo: string) => `Vous êtes maintenant ami avec ${pseudo}.`,
  failed: 'Le serveur ne répond pas. Réessayez dans un instant.',
}
