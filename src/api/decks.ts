// A player's decks (spec §6): the list, one deck, and the changes (create, rename, save its cards
// and spells, delete); each answers the deck, or the server's French message.
import { api, type Schemas } from './client'
import { request } from './result'

export type Deck = Schemas['Deck']

export const listDecks = (userId: number) => request(() => api.GET('/api/decksplayer/user/{userId}', { params: { path: { userId } } }))
export const getDeck = (id: number) => request(() => api.GET('/api/decksplayer/{id}', { params: { path: { id } } }))

export const createDeck = (userId: number, name: string) => request(() => api.POST('/api/decksplayer/create', { body: { userId, name } }))
export const renameDeck = (userId: number, id: number, name: string) => request(() => api.POST('/api/decksplayer/update/name', { body: { userId, id, name } }))
export const saveDeck = (userId: number, id: number, cartes: number[], spells: number[]) =>
  request(() => api.POST('/api/decksplayer/update', { body: { userId, id, cartes, spells } }))
export const deleteDeck = (userId: number, id: number) => request(() => api.POST('/api/decksplayer/delete', { body: { userId, id } }))
