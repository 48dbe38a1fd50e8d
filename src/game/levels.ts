// Experience levels: the 20-entry table built by the spec's algorithm, level and progress of an XP total.

const LEVEL_COUNT = 20

/** The spec's algorithm: from 0, +650 while under 3400, one +6000 step within 3400–6000, then +5. */
export function buildLevelTable(count = LEVEL_COUNT): number[] {
  const table = [0]
  while (table.length < count) {
    const total = table[table.length - 1]
    const step = total < 3400 ? 650 : total <= 6000 ? 6000 : 5
    table.push(total + step)
  }
  return table
}

/** XP needed to reach level n is LEVEL_TABLE[n − 1]. */
export const LEVEL_TABLE: readonly number[] = Object.freeze(buildLevelTable())

/** 1-based level of an XP total (1 below 650, 20 from 9960 on). */
export function levelOf(xp: number): number {
  let level = 1
  while (level < LEVEL_TABLE.length && xp >= LEVEL_TABLE[level]) level++
  return level
}

/** Whole percent from this level towards the next, 0–100 (100 at the last level). */
export function progressPercent(xp: number): number {
  const level = levelOf(xp)
  if (level >= LEVEL_TABLE.length) return 100
  const from = LEVEL_TABLE[level - 1]
  const to = LEVEL_TABLE[level]
  const percent = Math.floor(((xp - from) / (to - from)) * 100)
  return Math.min(100, Math.max(0, percent))
}
