// The deck last chosen for a quick match, kept on this device per player, so the Parties page's
// deck select, Home's « Jouer » and « Rejouer » queue with it again.
import { readJson, removeKey, writeJson } from './storage'

const keyOf = (userId: number) => `quickMatchDeck.${userId}`
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

/** The deck this player last queued with here, or null. */
export const readQuickDeck = (userId: number): number | null => readJson('local', keyOf(userId), isId)
export const rememberQuickDeck = (userId: number, deckId: number): void => writeJson('local', keyOf(userId), deckId)
export const forgetQuickDeck = (userId: number): void => removeKey('local', keyOf(userId))
