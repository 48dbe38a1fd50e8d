// A player's decks as the routes read and write them (the checks are deck-edit.ts): the
// repositories' functions, forwarded.
export { deleteDeckRow, updateDeckRow, writeDeckContent } from '../db/repositories/deck-rows'
export { decksJson, findDeck, insertDeck, listUserDecks } from '../db/repositories/decks'
