// The skins' catalogue and a player's skins as the routes read and edit them (buying is
// skin-purchase.ts): the repository's functions, forwarded.
export { findSkin, insertSkin, listSkins, listUserSkins, skinJson, updateSkin, withdrawSkin } from '../db/repositories/skins'
export type { SkinRow } from '../db/repositories/skins'
