// A player's statistics (modes, most played cards, rating changes): the repository's reads, forwarded.
export { modeCounts, mostPlayedCards, rankedChanges } from '../db/repositories/stats'
export type { RatingChange } from '../db/repositories/stats'
