// The replay viewer (/replay/{id}) and the links that open it: the result dialog, the history on
// Parties, a friend's row on Amis.

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

export const replayText = {
  /** The links that open a replay. */
  open: 'Revoir la partie',
  openLabel: (opponent: string | null) => (opponent ? `Revoir la partie contre ${opponent}` : 'Revoir la partie'),
  friendGames: (pseudo: string) => `Parties de ${pseudo}`,
  friendGamesEmpty: 'Aucune partie terminée à revoir.',
  friendGamesError: 'Les parties de cet ami ne peuvent pas être chargées.',

  documentTitle: 'Revoir la partie',
  title: 'Revoir la partie',
  quit: 'Quitter',
  loading: 'Chargement du replay…',
  versus: (a: string, b: string) => `${a} contre ${b}`,
  unknownPlayer: 'Joueur inconnu',

  /** What a move did, with its number: « Tour 12 · Alice place Garde du Pont en case 7 ». */
  turn: (n: number, what: string) => `Tour ${n} · ${what}`,
  start: 'Début de la partie',
  placeCard: (pseudo: string, card: string, slot: number) => `${pseudo} place ${card} en case ${slot}`,
  castSpell: (pseudo: string, spell: string, slot: number) => `${pseudo} lance ${spell} en case ${slot}`,
  pass: (pseudo: string) => `${pseudo} passe son tour`,
  timeout: (pseudo: string) => `${pseudo} laisse passer son tour (temps écoulé)`,
  quitMove: (pseudo: string) => `${pseudo} quitte la partie`,
  surrender: (pseudo: string) => `${pseudo} abandonne`,
  ko: (n: number) => ` · ${n} ${plural(n, 'carte KO', 'cartes KO')}`,
  unknownCard: 'une carte',

  /** The controls. */
  controls: 'Lecture du replay',
  play: 'Lecture',
  pause: 'Pause',
  back: 'Coup précédent',
  forward: 'Coup suivant',
  scrub: 'Position dans la partie',
  scrubValue: (step: number, total: number) => `Coup ${step} sur ${total}`,
  speed: 'Vitesse',
  speedLabel: (speed: number) => `${speed}×`,
  speedName: (speed: number) => `Vitesse ${speed} fois`,
  marksLegend: 'Chaque trait est un coup, chaque point rouge un KO.',
  goToKo: (step: number, count: number) => `Aller au tour ${step} : ${count} ${plural(count, 'carte KO', 'cartes KO')}`,
  position: (step: number, total: number) => `${step} / ${total}`,

  /** The players and, at the end, their hands. */
  hand: (cards: number, spells: number) => `${cards} ${plural(cards, 'carte', 'cartes')} · ${spells} ${plural(spells, 'sort', 'sorts')}`,
  handHidden: (pseudo: string, cards: number, spells: number) =>
    `Main de ${pseudo} : ${cards} ${plural(cards, 'carte', 'cartes')} et ${spells} ${plural(spells, 'sort', 'sorts')}, révélées à la fin`,
  handShown: (pseudo: string) => `Main de ${pseudo} à la fin de la partie`,
  handEmpty: 'Main vide',
  spellTag: 'Sort',
  sides: (top: number, left: number, right: number, bottom: number) => `haut ${top}, gauche ${left}, droite ${right}, bas ${bottom}`,
  victory: (pseudo: string) => `Victoire de ${pseudo}`,
  noWinner: 'Partie terminée sans vainqueur',
  boardDescription: (ally: string, enemy: string) =>
    `Plateau de 21 positions, en lecture seule : les cartes de ${ally} sont dorées, celles de ${enemy} rouges.`,
  incomplete: 'Ce replay s’arrête avant la fin : un coup enregistré n’a pas pu être rejoué.',

  /** Refusals (the server's French message is shown when it gives one). */
  refusedTitle: 'Impossible de revoir cette partie',
  refused: 'Ce replay ne peut pas être chargé pour le moment.',
  badId: 'Cette adresse ne désigne aucune partie.',
  backToGames: 'Retour aux parties',
}
