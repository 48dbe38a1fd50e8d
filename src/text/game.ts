// The battle screen's texts (spec §2 Game screen and Card display, §8 Game screen), the English
// ones of the spec included, verbatim. src/scene/model reads `sceneTexts` and `gameTitles`.

/** The banner's title per mode ('Unranked Game' is the spec's). */
export const gameTitles = {
  unranked: 'Unranked Game',
  ranked: 'Partie classée',
  private: 'Partie privée',
  solo: 'Combat solo',
  training: 'Entraînement',
} as const

/** Texts drawn by the scene or derived by its model. */
export const sceneTexts = {
  /** Banner on the player's turn, with the whole seconds left. */
  yourTurn: (seconds: number): string => `C'est à vous de jouer! (${seconds}s)`,
  /** Banner out of turn. */
  waitTurn: 'Attendez votre tour...',
  /** Card display states. */
  cardLoading: 'Loading...',
  cardUnavailable: 'Card information not available',
  invalidCard: 'Invalid card data',
  invalidSpell: 'Invalid spell data',
  /** The game result dialog. */
  wonTitle: 'Congratulations, You Won!',
  wonText: 'You played well and won the game.',
  lostTitle: 'Sorry, You Lost!',
  lostText: 'Better luck next time.',
} as const

/** The error toasts of spec §8 (Game screen). The move refusals come from src/game MOVE_MESSAGES. */
export const gameErrors = {
  load: 'Erreur lors du chargement du jeu',
  deck: 'Erreur lors de la sélection du deck',
  place: 'Erreur lors du placement de la carte',
  quit: 'Impossible de quitter la partie pour le moment.',
}

/** The battle page's chrome: banner, menus, dialogs. */
export const gameText = {
  opponentAway: 'Adversaire déconnecté…',
  /** The server does not answer during a game: the clock shown stands still. */
  serverUnreachable: 'Le serveur ne répond plus : le chrono est suspendu. Reconnexion en cours…',
  missingCode: 'Code de jeu manquant',
  missingCodeHelp: 'Lancez une partie depuis la page Parties, ou rejoignez-en une avec son code.',
  backToGames: 'Retour aux parties',
  loading: 'Chargement de la partie…',
  loadFailed: 'La partie n’a pas pu être chargée.',
  canvasFailed: 'Le plateau n’a pas pu s’afficher : rechargez la page.',
  retry: 'Réessayer',
  gameNumber: (id: string | number) => `Partie n° ${id}`,
  versus: (a: string, b: string) => `${a} contre ${b}`,
  you: 'Vous',
  opponent: 'Adversaire',
  board: 'Plateau de jeu',
  boardDescription:
    'Plateau de 21 positions. Glissez une carte de votre main sur une position libre, ou touchez une carte puis une position.',
  turnSplash: 'À vous de jouer !',
  /** Toasted once at the start of a game: what the player was dealt, who starts, and the opening (rules 2) when it applies. */
  dealt: (cards: number, spells: number, youStart: boolean, openingCards = 0) =>
    `Vous avez reçu ${cards} carte${cards > 1 ? 's' : ''} et ${spells} sort${spells > 1 ? 's' : ''} de votre deck — ${youStart ? 'vous commencez' : 'votre adversaire commence'}.` +
    (openingCards > 0 ? ` Vos ${openingCards} premières poses sont des cartes, vos sorts viennent ensuite.` : ''),
  /** Toasted once when the turn stays with a player because the other has nothing left to place. */
  opponentStuck: 'L’adversaire n’a plus rien à poser : vous rejouez.',
  youStuck: 'Vous n’avez plus rien à poser : votre adversaire rejoue jusqu’à la fin.',
  cardsLeft: (n: number) => `${n} en main`,

  // Side menu and buttons
  menu: 'Menu de la partie',
  menuTitle: 'Partie',
  quit: 'Quitter la partie',
  fullScreen: 'Plein écran',
  exitFullScreen: 'Quitter le plein écran',
  soundOn: 'Son : activé',
  soundOff: 'Son : coupé',
  muteSound: 'Couper le son',
  unmuteSound: 'Activer le son',
  closeMenu: 'Fermer le menu',
  rules: 'Règles du jeu',
  newTab: '(nouvel onglet)',

  // Waiting
  waitingOpponent: 'En attente d’un adversaire…',
  waitingOpponentDeck: 'Votre adversaire choisit son deck…',
  waitingHelp: 'La partie commence dès que les deux joueurs ont choisi leur deck.',
  privateCode: 'Code de la partie',
  cancel: 'Annuler',
  chooseDeckAgain: 'Choisir un deck',

  // Deck choice
  deckTitle: 'Choisissez votre deck',
  deckDescription: (cards: number, spells: number) => `Votre main : ${cards} cartes et ${spells} sorts tirés au hasard de votre deck, autant pour votre adversaire.`,
  noDecks: "You don't have any decks.",
  noDecksHelp: 'Créez un deck depuis la page Decks.',
  goToDecks: 'Mes decks',
  notEnoughCards: 'Pas assez de cartes',
  deckCounts: (cards: number, spells: number) =>
    `${cards} carte${cards > 1 ? 's' : ''} · ${spells} sort${spells > 1 ? 's' : ''}`,
  chooseDeck: 'Jouer avec', // read before a playable deck's name (visually hidden: the name the button shows stays in its accessible name)
  decksLoading: 'Chargement des decks…',
  decksError: 'Impossible de charger vos decks.',

  // Quit confirmation
  quitTitle: 'Quitter la partie ?',
  quitText: 'Si vous quittez maintenant, la partie est perdue.',
  quitWaitingText: 'La partie n’a pas commencé : elle sera simplement annulée.',
  quitConfirm: 'Quitter',
  stay: 'Rester',

  // Result and game over
  close: 'Close',
  gameOverTitle: 'Partie terminée',
  gameOverQuit: 'Quitter',
  viewBoard: 'Voir le plateau',
  endReasons: {
    'board-full': 'Le plateau est complet.',
    'no-moves': 'Plus personne ne peut jouer.',
    quit: 'Un joueur a quitté la partie.',
    surrender: 'Un joueur a abandonné.',
    forfeit: 'Forfait après trois tours passés.',
    cancelled: 'La partie a été annulée.',
  } as Record<string, string>,
  rewards: (xp: number, credit: number) => `+${xp} XP · +${credit} pts`,
  score: (mine: number, theirs: number) => `Cartes en vie : ${mine} – ${theirs}`,

  // Full-screen suggestion (phones)
  fullScreenTitle: 'Jouer en plein écran ?',
  fullScreenText: 'Le plateau est plus confortable en plein écran sur un téléphone.',
  fullScreenAccept: 'Plein écran',
  fullScreenDecline: 'Plus tard',
}
