// Whose game start began in this tab (a lobby action: quick match, private game, join, training),
// by user id. The resume-on-load check (ui/session/useResumeGame.ts) reads the game in progress once
// per session; when its answer comes after the player already started a game here, that answer is
// the player's own new game, which the lobby handles: the check must not take them away from it.
import { atom } from 'jotai'

export const gameStartedHereAtom = atom<number | null>(null)
