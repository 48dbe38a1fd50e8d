// The player's last known decks, kept on the device for the offline training: each time the decks
// query (['decks', userId]) holds a list, its playable decks are saved with their cards and spells.
import type { QueryClient } from '@tanstack/query-core'
import type { Schemas } from '../api/client'
import { playerDecksQuery } from '../state/queries/decks'

type Deck = Schemas['Deck']
const KEY = (userId: number) => `offline-decks:${userId}`

/** The decks saved for userId (empty when none or unreadable). */
export function readOfflineDecks(userId: number): Deck[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY(userId)) ?? '[]')
    return Array.isArray(parsed) ? (parsed as Deck[]).filter((d) => d && Array.isArray(d.cartes) && Array.isArray(d.spells)) : []
  } catch {
    return []
  }
}

function saveOfflineDecks(userId: number, decks: readonly Deck[]): void {
  try {
    localStorage.setItem(KEY(userId), JSON.stringify(decks.filter((d) => d.playable)))
  } catch {
    // a full storage keeps the previous decks
  }
}

/** Keeps the saved decks in step with the decks query; reads the list once now if online. */
export function keepOfflineDecks(client: QueryClient, userId: number | null): () => void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey
    if (event.type !== 'updated' || key[0] !== 'decks' || typeof key[1] !== 'number') return
    const data = event.query.state.data as Deck[] | undefined
    if (Array.isArray(data)) saveOfflineDecks(key[1], data)
  })
  if (userId != null && navigator.onLine) void client.prefetchQuery(playerDecksQuery(userId)).catch(() => undefined)
  return unsubscribe
}
