// Whose turn it is, the banner's texts, and the start of the player's turn (sound + highlights).
import { legalMoves } from '../../game'
import { gameTitles } from '../../text'
import { toMatchState } from './match-state'
import type { GameSnapshot, GameType } from './snapshot'
import { sceneTexts } from './texts'

type TurnFields = Pick<GameSnapshot, 'you' | 'roundTo' | 'open' | 'status'>

/** The viewer may play now: the game is open and running and roundTo is the viewer's slot. */
export const isYourTurn = (game: TurnFields): boolean =>
  game.you != null && game.open && game.status !== 'WAITING' && game.roundTo === game.you

/** 'C'est à vous de jouer! (Ns)' on the viewer's turn, else 'Attendez votre tour...'. */
export const bannerText = (game: TurnFields, secondsLeft: number): string =>
  isYourTurn(game) ? sceneTexts.yourTurn(Math.max(0, Math.floor(secondsLeft))) : sceneTexts.waitTurn

/**
 * The banner's title per mode, from the text catalogue (src/text gameTitles):
 * 'Unranked Game' (spec), 'Partie classée', 'Partie privée', 'Entraînement', 'Combat solo'.
 */
export const modeTitle = (type: GameType): string => gameTitles[type]

/**
 * True when next starts a turn of the viewer that prev did not show: it was not the viewer's turn
 * (or there was no prev), or the turn's deadline changed (a second turn in a row when the opponent
 * has nothing to place). The view then plays the turn sound once and highlights for HIGHLIGHT_MS.
 */
export function turnStarted(prev: (TurnFields & Pick<GameSnapshot, 'turnDeadline'>) | null | undefined, next: TurnFields & Pick<GameSnapshot, 'turnDeadline'>): boolean {
  if (!isYourTurn(next)) return false
  if (!prev || !isYourTurn(prev)) return true
  return prev.turnDeadline !== next.turnDeadline
}

/**
 * Positions to highlight at the start of the viewer's turn: the empty positions where something
 * of the hand can go (free card slots when cards are left, free spell slots when spells are left),
 * i.e. the targets of src/game's legalMoves. Empty when it is not the viewer's turn.
 */
export function turnHighlights(game: GameSnapshot): number[] {
  if (!isYourTurn(game) || game.you == null) return []
  const targets = new Set(legalMoves(toMatchState(game), game.you).map((m) => m.index))
  return [...targets].sort((a, b) => a - b)
}
