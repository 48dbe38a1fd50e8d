// Watching a friend's game live (/watch/{id}), the Amis page's « Regarder », and the players'
// spectators indicator in the battle banner.

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

export const watchText = {
  /** Amis: beside a friend whose game is in progress. */
  watch: 'Regarder',
  watchLabel: (pseudo: string) => `Regarder la partie de ${pseudo}`,
  playingNow: 'En partie',

  documentTitle: 'Partie en direct',
  /** The watch page's label. */
  watching: 'Vous regardez la partie',
  quit: 'Quitter',
  quitLabel: 'Quitter la partie regardée et revenir aux amis',
  versus: (a: string, b: string) => `${a} contre ${b}`,
  turnOf: (pseudo: string, seconds: number) => `Au tour de ${pseudo} (${seconds}s)`,
  waitingDecks: 'Les joueurs choisissent leur deck…',
  /** A hand seen from outside: its counts only. */
  hand: (cards: number, spells: number) => `${cards} ${plural(cards, 'carte', 'cartes')} · ${spells} ${plural(spells, 'sort', 'sorts')}`,
  handLabel: (pseudo: string, cards: number, spells: number) =>
    `Main de ${pseudo} : ${cards} ${plural(cards, 'carte', 'cartes')} et ${spells} ${plural(spells, 'sort', 'sorts')}, cachées`,
  boardDescription: (ally: string, enemy: string) =>
    `Plateau de 21 positions, en lecture seule : les cartes de ${ally} sont dorées, celles de ${enemy} rouges.`,

  connecting: 'Connexion à la partie…',
  reconnecting: 'Reconnexion…',
  victory: (pseudo: string) => `Victoire de ${pseudo}`,
  noWinner: 'Partie terminée sans vainqueur',
  ended: 'La partie est terminée.',
  backToFriends: 'Retour aux amis',
  refusedTitle: 'Impossible de regarder cette partie',
  refused: 'Cette partie ne peut pas être regardée pour le moment.',
  badId: 'Cette adresse ne désigne aucune partie.',

  /** The players' indicator: « 👁 N » with its accessible name. */
  spectators: (n: number) => `${n} ${plural(n, 'spectateur', 'spectateurs')}`,
}
