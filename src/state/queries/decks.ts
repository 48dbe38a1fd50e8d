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

/**
 * Runs a call answering a deck, which becomes that deck's query data and its entry in the list
 * (so going back to the list never shows the deck as it was while the list is read again).
 */
const keeping = (client: QueryClient, userId: number, call: () => Promise<ApiResult<Deck>>) => async () => {
  const result = await call()
  if (!result.ok) return result
  const saved = result.data
  client.setQueryData(deckKeys.one(saved.id), saved)
  client.setQueryData<Deck[]>(deckKeys.list(userId), (list) =>
    list && (list.some((d) => d.id === saved.id) ? list.map((d) => (d.id === saved.id ? saved : d)) : [...list, saved]),
  )
  return result
}

/** A new deck: the list is read again (the editor opens on the answer). */
export const createPlayerDeck = (client: QueryClient, userId: number, name: string) =>
  change(client, keeping(client, userId, () => createDeck(userId, name)), [deckKeys.list(userId)])

export const renamePlayerDeck = (client: QueryClient, userId: number, id: number, name: string) =>
  change(client, keeping(client, userId, () => renameDeck(userId, id, name)), [deckKeys.list(userId)])

/** Saves the deck's cards and spells: the answer is the deck; the list is read again. */
export const savePlayerDeck = (client: QueryClient, userId: number, id: number, cartes: number[], spells: number[]) =>
  change(client, keeping(client, userId, () => saveDeck(userId, id, cartes, spells)), [deckKeys.list(userId)])

export const deletePlayerDeck = async (client: QueryClient, userId: number, id: number) => {
  const result = await change(client, () => deleteDeck(userId, id), [deckKeys.list(userId)])
  if (result.ok) client.removeQueries({ queryKey: deckKeys.one(id) })
  return result
}
