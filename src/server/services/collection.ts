// A player's cards and spells as the routes read them: the repository's reads, forwarded.
export { cardPlayersByIds, listUserCardPlayers, listUserSpellPlayers, spellPlayersByIds } from '../db/repositories/collection'
export { onBoardOfUserGame } from '../db/repositories/games'
