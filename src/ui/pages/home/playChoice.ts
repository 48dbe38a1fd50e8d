// What « Jouer » starts: the mode of the last game played (the history, newest first), training at
// that game's difficulty, solo at the next stage to win. A new player starts with solo's next
// stage; once every stage is won, solo « Jouer » goes to the Solo page.
import type { Difficulty, GameSummary } from '../../../api/lobby'
import type { SoloStage } from '../../../api/solo'

export type PlayChoice =
  | { kind: 'quick'; mode: 'ranked' | 'unranked' }
  | { kind: 'training'; difficulty: Difficulty }
  | { kind: 'solo'; stage: SoloStage | null }
  | { kind: 'private' }

/** The last game played (newest first), matchmaking cancelled before anyone joined left out. */
export const lastGameOf = (games: readonly GameSummary[]): GameSummary | null =>
  games.find((g) => !(g.status === 'FINISHED' && g.won === null && g.opponent === null)) ?? null

export function playChoiceOf(last: Pick<GameSummary, 'type' | 'difficulty'> | null, nextStage: SoloStage | null): PlayChoice {
  switch (last?.type) {
    case 'ranked':
    case 'unranked':
      return { kind: 'quick', mode: last.type }
    case 'training':
      return { kind: 'training', difficulty: last.difficulty ?? 'facile' }
    case 'private':
      return { kind: 'private' }
    case 'solo':
    case undefined:
      return { kind: 'solo', stage: nextStage }
  }
}

/** The card art shown behind « Jouer » for each choice (solo: the next boss's card). */
export const MODE_ART: Record<Exclude<PlayChoice['kind'], 'quick'> | 'ranked' | 'unranked', string> = {
  ranked: '/assets/cards/griffon-royal.svg',
  unranked: '/assets/cards/chevalier-noir.svg',
  private: '/assets/cards/licorne-celeste.svg',
  training: '/assets/cards/epouvantail-anime.svg',
  solo: '/assets/cards/dragon-ancien.svg',
}
