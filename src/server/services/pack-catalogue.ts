// The boosters on sale (listing, availability, admin edits) and a player's boosters as the routes
// read them: the repository's functions, forwarded (buying and opening are packs.ts).
export { availability, findPack, findPackPlayer, insertPack, listPacks, listUserPackPlayers, packJson, packPlayerJson, updatePack } from '../db/repositories/packs'
export type { PackRow } from '../db/repositories/packs'
