// The Profil page's statistics: the ranked rating chart, the record per mode, the most played cards
// and the recent games with their replays.
const int = (n: number) => new Intl.NumberFormat('fr-FR').format(n)
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)
const signedInt = (n: number) => (n > 0 ? `+${int(n)}` : n < 0 ? `−${int(-n)}` : '0')

export const profileStats = {
  loading: 'Chargement des statistiques…',
  error: 'Les statistiques ne peuvent pas être chargées pour le moment.',
  retry: 'Réessayer',

  ratingTitle: 'Évolution du classement',
  ratingIntro: 'Votre classement Elo après chaque partie classée.',
  ratingEmpty: 'Aucune partie classée pour le moment : jouez une partie classée pour voir votre classement évoluer.',
  ratingNow: (rating: number) => `Classement actuel : ${int(rating)}`,
  ratingRange: (low: number, high: number) => `Entre ${int(low)} et ${int(high)}`,
  ratingGames: (n: number) => `${int(n)} ${plural(n, 'partie classée', 'parties classées')}`,
  chartLabel: (games: number, first: number, last: number) =>
    `Graphique : classement sur ${int(games)} ${plural(games, 'partie classée', 'parties classées')}, de ${int(first)} à ${int(last)}.`,
  seriesRating: 'Classement',
  /** The rating written above a point of the chart (few games). */
  pointValue: (rating: number) => int(rating),
  ratingChange: (n: number) => signedInt(n),
  /** '21 nov.' under the chart. */
  shortDate: (iso: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' }).format(new Date(iso)),

  modesTitle: 'Victoires par mode',
  modesEmpty: 'Aucune partie terminée pour le moment.',
  modes: {
    ranked: 'Classée',
    unranked: 'Non classée',
    private: 'Privée',
    training: 'Entraînement',
    solo: 'Solo',
  },
  modeRecord: (won: number, lost: number) => `${int(won)} V · ${int(lost)} D`,
  modePlayed: (n: number) => `${int(n)} ${plural(n, 'partie', 'parties')}`,
  winRate: (percent: number) => `${percent} %`,
  winRateLabel: (mode: string, percent: number, played: number) => `${mode} : ${percent} % de victoires sur ${int(played)} ${plural(played, 'partie', 'parties')}`,
  noGame: 'Pas encore jouée',

  cardsTitle: 'Cartes les plus jouées',
  cardsEmpty: 'Aucune carte posée pour le moment : vos cartes favorites apparaîtront ici.',
  cardPlays: (n: number) => `${int(n)} ${plural(n, 'fois', 'fois')}`,
  cardLabel: (name: string, n: number) => `${name}, posée ${int(n)} ${plural(n, 'fois', 'fois')}`,

  recentTitle: 'Parties récentes',
  recentEmpty: 'Aucune partie terminée pour le moment.',
  recentError: 'Vos dernières parties ne peuvent pas être chargées.',
  versus: (pseudo: string) => `contre ${pseudo}`,
  unknownOpponent: 'un joueur supprimé',
  won: 'Victoire',
  lost: 'Défaite',
  draw: 'Égalité',
  replay: 'Revoir',
  replayLabel: (opponent: string) => `Revoir la partie contre ${opponent}`,
  noReplay: 'Pas de replay',
  allGames: 'Toutes mes parties',

  /** The same sections on another player's page (/player/{id}): said of them, not of « vous ». */
  other: {
    ratingEmpty: 'Aucune partie classée pour le moment.',
    cardsEmpty: 'Aucune carte posée pour le moment.',
    recentError: 'Ses dernières parties ne peuvent pas être chargées.',
  },
}

/** Whose statistics a section shows: the signed-in player's (Profil) or another player's. */
export type StatsView = 'own' | 'other'

/** The texts that depend on whose statistics they are. */
export const statsTextFor = (view: StatsView) =>
  view === 'own'
    ? { ratingEmpty: profileStats.ratingEmpty, cardsEmpty: profileStats.cardsEmpty, recentError: profileStats.recentError }
    : profileStats.other
