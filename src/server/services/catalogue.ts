// The cards and spells of the catalogue (listing, admin edits, existence of an item): the
// repository's functions, forwarded.
export { catalogueItemExists, listCards, listSpells, updateCard, updateSpell } from '../db/repositories/catalogue'
export type { ItemChange } from '../db/repositories/catalogue'
