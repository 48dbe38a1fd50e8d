// The training difficulty last launched, kept on this device, so « Jouer » on Home replays the same
// training (the mode itself comes from the game history: it follows the player across devices).
import type { Difficulty } from '../api/lobby'
import { readJson, writeJson } from './storage'

const KEY = 'lastTrainingDifficulty'
const DIFFICULTIES: readonly string[] = ['facile', 'moyen', 'difficile']
const isDifficulty = (value: unknown): value is Difficulty => typeof value === 'string' && DIFFICULTIES.includes(value)

/** The difficulty of the last training launched here, or null. */
export const readTrainingDifficulty = (): Difficulty | null => readJson('local', KEY, isDifficulty)
export const rememberTrainingDifficulty = (difficulty: Difficulty): void => writeJson('local', KEY, difficulty)
