// The offline training game as it is kept on the device (localGameStore.ts), pure: the record
// written after each change, its check when read back (a corrupt or older record is refused, never
// crashes the battle), and the game resumed from it.
import { BOARD_SIZE, DIFFICULTIES, TURN_MS } from '../game'
import { isLocalGameId } from './localGameId'
import { localGameView, type OfflineGame } from './localGameView'

/** Grows when the record's shape changes: a record of another format is dropped. */
export const STORED_GAME_FORMAT = 1

export interface StoredLocalGame {
  format: typeof STORED_GAME_FORMAT
  /** When it was written (ms). */
  savedAtMs: number
  /** The whole game: decks, match state, the generator's state, clock, last move. */
  game: OfflineGame
}

export const storedLocalGame = (game: OfflineGame, nowMs: number): StoredLocalGame => ({ format: STORED_GAME_FORMAT, savedAtMs: nowMs, game })

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isSlot = (value: unknown): boolean => value === 1 || value === 2
const isBoard = (value: unknown): boolean => Array.isArray(value) && value.length === BOARD_SIZE
const isDeck = (value: unknown): boolean => isObject(value) && isNumber(value.id) && Array.isArray(value.cartes) && Array.isArray(value.spells)
const isHand = (value: unknown): boolean => isObject(value) && Array.isArray(value.cards) && Array.isArray(value.spells)

function isMatchState(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.hands)) return false
  const boards = [value.plateau, value.plateauspell, value.satutscard, value.cardOwners, value.spellOwners]
  return (
    boards.every(isBoard) &&
    isHand(value.hands[1]) &&
    isHand(value.hands[2]) &&
    isSlot(value.roundTo) &&
    typeof value.finished === 'boolean' &&
    isObject(value.cardSides) &&
    isObject(value.spellSides) &&
    isObject(value.consecutiveTimeouts)
  )
}

function isOfflineGame(value: unknown): value is OfflineGame {
  if (!isObject(value)) return false
  return (
    isNumber(value.id) &&
    isLocalGameId(value.id) &&
    (DIFFICULTIES as readonly unknown[]).includes(value.difficulty) &&
    isObject(value.player) &&
    isNumber(value.player.id) &&
    isDeck(value.deck) &&
    isDeck(value.botDeck) &&
    isMatchState(value.state) &&
    isNumber(value.rngState) &&
    isNumber(value.version) &&
    isNumber(value.createdAtMs)
  )
}

/** The game of a record read back, or null when the record is missing, of another format or corrupt. */
export function gameOfStored(record: unknown): OfflineGame | null {
  if (!isObject(record) || record.format !== STORED_GAME_FORMAT || !isOfflineGame(record.game)) return null
  try {
    localGameView(record.game, 0) // the battle must be able to show it
  } catch {
    return null
  }
  return record.game
}

/**
 * The stored game brought back after a reload or a closed tab: the same board, hands and turn; the
 * player to move gets a fresh full turn, as a new turn would start (the clock could not run while
 * the game was closed, and what time was left when the tab closed is unknown; offline training
 * gives nothing, so a reload wins nothing).
 */
export const resumedGame = (game: OfflineGame, nowMs: number): OfflineGame =>
  game.state.finished ? game : { ...game, version: game.version + 1, turnDeadlineMs: nowMs + TURN_MS }
