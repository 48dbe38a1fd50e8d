// A player's decks in the query cache: the list (['decks', userId]), one deck (['deck', id]) and
// the changes; each names what it makes stale, and a saved deck goes straight into its query.
import type { QueryClient } from '@tanstack/query-core'
import { createDeck, deleteDeck, getDeck, listDecks, renameDeck, saveDeck, type Deck } from '../../api/decks'
import { orThrow, type ApiResult } from '../../api/result'
import { change } from './change'

export const deckKeys = {
  list: (userId: number) => ['decks', userId] as const,
  one: (id: number) => ['deck', id] as const,
  every: ['deck'] as const,
}

export const playerDecksQuery = (userId: number) => ({ queryKey: deckKeys.list(userId), queryFn: async () => orThrow(await listDecks(userId)) })
export const playerDeckQuery = (id: number) => ({ queryKey: deckKeys.one(id), queryFn: async () => orThrow(await getDeck(id)) })

/** Runs a call answering a deck, which becomes that deck's query data. */
const keeping = (client: QueryClient, call: () => Promise<ApiResult<Deck>>) => async () => {
  const result = await call()
  if (result.ok) client.setQueryData(deckKeys.one(result.data.id), result.data)
  return result
}

/** A new deck: the list is read again (the editor opens on the answer). */
export const createPlayerDeck = (client: QueryClient, userId: number, name: string) =>
  change(client, keeping(client, () => createDeck(userId, name)), [deckKeys.list(userId)])

export const renamePlayerDeck = (client: QueryClient, userId: number, id: number, name: string) =>
  change(client, keeping(client, () => renameDeck(userId, id, name)), [deckKeys.list(userId)])

/** Saves the deck's cards and spells: the answer is the deck; the list is read again. */
export const savePlayerDeck = (client: QueryClient, userId: number, id: number, cartes: number[], spells: number[]) =>
  change(client, keeping(client, () => saveDeck(userId, id, cartes, spells)), [deckKeys.list(userId)])

export const deletePlayerDeck = async (client: QueryClient, userId: number, id: number) => {
  const result = await change(client, () => deleteDeck(userId, id), [deckKeys.list(userId)])
  if (result.ok) client.removeQueries({ queryKey: deckKeys.one(id) })
  return result
}
