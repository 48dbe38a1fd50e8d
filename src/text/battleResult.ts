// The end of a battle beyond the spec's own dialog texts (those stay in game.ts, verbatim): the
// figures that count up in the result dialog and « Rejouer ».

const signed = (n: number): string => (n < 0 ? `−${Math.abs(n)}` : `+${n}`)

export const battleResultText = {
  statsLabel: 'Bilan de la partie',
  score: 'Score',
  scoreValue: (mine: number, theirs: number) => `${mine} – ${theirs}`,
  scoreLabel: (mine: number, theirs: number) => `Score : ${mine} cartes debout contre ${theirs}`,
  xp: 'Expérience',
  xpValue: (n: number) => `${signed(n)} XP`,
  credit: 'Crédits',
  creditValue: (n: number) => `${signed(n)} pts`,
  rating: 'Classement',
  ratingValue: (n: number) => `${signed(n)}`,
  ratingLabel: (n: number) => `Classement : ${signed(n)} points`,
  replay: 'Rejouer',
  replaying: 'Lancement…',
  /** What « Rejouer » starts, under the button. */
  replayHint: {
    ranked: 'Une nouvelle partie classée',
    unranked: 'Une nouvelle partie non classée',
    training: (difficulty: string) => `Un nouvel entraînement (${difficulty})`,
    soloSame: (stage: number) => `Le combat de l’étape ${stage} à nouveau`,
    soloNext: (stage: number) => `Le combat de l’étape ${stage}`,
    private: 'Retour aux parties : une partie privée demande un code',
  },
  replayFailed: 'Impossible de lancer une nouvelle partie.',
}
