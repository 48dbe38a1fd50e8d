// The three bot levels, from training and solo stages.

export const DIFFICULTIES = ['facile', 'moyen', 'difficile'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const isDifficulty = (value: unknown): value is Difficulty => DIFFICULTIES.includes(value as Difficulty)
