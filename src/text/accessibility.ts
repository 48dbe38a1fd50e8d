// The battle for the keyboard and the screen reader: the DOM mirror's labels (« Case 7 : Garde du
// Pont, à vous, haut 2, gauche 3, droite 3, bas 5, total 13 »), the polite announcements, and the
// keys listed in the game menu.

/** The four values of a face, in the order they are read, and their sum. */
export interface SpokenValues {
  top: number
  left: number
  right: number
  bottom: number
  total: number
}

const values = (v: SpokenValues): string => `haut ${v.top}, gauche ${v.left}, droite ${v.right}, bas ${v.bottom}, total ${v.total}`
const side = (mine: boolean): string => (mine ? 'à vous' : "à l'adversaire")

export const accessibilityText = {
  /** The mirror's landmarks. */
  mirror: 'Plateau et main, au clavier',
  hand: 'Votre main',
  board: 'Plateau',
  emptyHand: 'Votre main est vide',
  /** A free position: « Case 8 : libre ». */
  freeSlot: (index: number): string => `Case ${index} : libre`,
  /** A card on the board, with the values its fights use. */
  boardCard: (index: number, name: string, mine: boolean, v: SpokenValues, ko: boolean): string =>
    `Case ${index} : ${name}, ${side(mine)}, ${values(v)}${ko ? ', KO' : ''}`,
  /** A card whose face cannot be shown (loading, unavailable). */
  boardCardUnknown: (index: number, message: string, mine: boolean, ko: boolean): string => `Case ${index} : ${message}, ${side(mine)}${ko ? ', KO' : ''}`,
  /** The spell lying on a position, appended to its label. */
  slotSpell: (name: string, mine: boolean): string => `, sort ${name} ${side(mine)}`,
  /** With an item picked, a slot where laying it knocks cards out: « Case 7 : libre, poser ici met 2 cartes KO ». */
  koForecast: (count: number): string => (count === 1 ? ', poser ici met 1 carte KO' : `, poser ici met ${count} cartes KO`),
  /** A slot's neighbours (the description of its button): « Voisines : cases 2, 6, 8 et 12 ». */
  neighbours: (slots: readonly number[]): string =>
    slots.length === 1 ? `Voisine : case ${slots[0]}` : `Voisines : cases ${slots.slice(0, -1).join(', ')} et ${slots.at(-1)}`,
  /** A hand item: « Carte 1 : Garde du Pont, haut 2, … » / « Sort 1 : … ». */
  handCard: (n: number, name: string, v: SpokenValues): string => `Carte ${n} : ${name}, ${values(v)}`,
  handSpell: (n: number, name: string, v: SpokenValues): string => `Sort ${n} : ${name}, ${values(v)}`,
  handUnknown: (n: number, message: string): string => `Élément ${n} : ${message}`,

  /** Announcements (one polite live region). */
  opponentCard: (name: string, index: number): string => `L'adversaire pose ${name} en case ${index}.`,
  opponentSpell: (name: string, index: number): string => `L'adversaire pose le sort ${name} en case ${index}.`,
  opponentUnknown: (index: number): string => `L'adversaire joue en case ${index}.`,
  /** The KOs of one move, named with what was placed: « Votre Garde du Pont met 2 cartes KO : … ». */
  knockedOutBy: (mover: string, names: string[]): string =>
    names.length === 1 ? `${mover} met KO : ${names[0]}.` : `${mover} met ${names.length} cartes KO : ${names.join(', ')}.`,
  /** The mover of a move that put cards KO: what they placed, or their move when its name is unknown. */
  yourCard: (name: string): string => `Votre ${name}`,
  yourSpell: (name: string): string => `Votre sort ${name}`,
  yourMove: 'Votre coup',
  opponentsCard: (name: string): string => `${name} de l'adversaire`,
  opponentsSpell: (name: string): string => `Le sort ${name} de l'adversaire`,
  opponentsMove: "Le coup de l'adversaire",
  /** The player's turn ran out (the pick dropped, the turn passed). */
  timedOut: 'Temps écoulé : votre tour est passé.',
  /** A card put KO, named with its side and position. */
  knockedOutCard: (name: string, mine: boolean, index: number): string => `${name} (${mine ? 'la vôtre' : "de l'adversaire"}, case ${index})`,
  /** The clash that felled it, as the board's caption shows it: « … (case 7) — 12 > 11 », « … — Néant ». */
  knockedOutClash: (card: string, caption: string): string => `${card} — ${caption}`,
  yourTurn: 'À vous de jouer.',
  secondsLeft: (seconds: number): string => `Plus que ${seconds} secondes.`,
  won: (mine: number, theirs: number): string => `Partie terminée : vous avez gagné, ${mine} cartes contre ${theirs}.`,
  lost: (mine: number, theirs: number): string => `Partie terminée : vous avez perdu, ${mine} cartes contre ${theirs}.`,
  ended: 'Partie terminée.',

  /** The keys, in the game menu. */
  keysTitle: 'Jouer au clavier',
  keys: [
    { key: 'Tab', does: 'aller à votre main, puis au plateau' },
    { key: 'Flèches', does: 'passer d’une carte ou d’une case à sa voisine' },
    { key: 'Entrée ou Espace', does: 'choisir la carte, puis la poser sur la case' },
    { key: 'Échap', does: 'annuler le choix' },
  ],
} as const
