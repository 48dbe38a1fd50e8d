// The player's decks (playerDecksQuery) and the list's actions: create, rename, delete; each
// re-reads the list (['decks', userId]) and answers its result, whose failure carries the text shown
// (the server's French message, else the generic one).
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Deck } from '../../../api/decks'
import { failureText, type ApiResult } from '../../../api/result'
import { createPlayerDeck, deletePlayerDeck, playerDecksQuery, renamePlayerDeck, showToastAtom, useSetAtom } from '../../../state'
import { decksPage as text } from '../../../text'
import type { Status } from '../cards/useCollection'

export type { Deck }

export function useDecks(userId: number) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const list = useQuery(playerDecksQuery(userId))
  const [busy, setBusy] = useState(false)
  const status: Status = list.data ? 'ready' : list.isError ? 'error' : 'loading'

  /** Runs an action; on success toasts its text. */
  const act = async <T>(call: () => Promise<ApiResult<T>>, success: (result: T) => string): Promise<ApiResult<T>> => {
    setBusy(true)
    const result = await call()
    setBusy(false)
    if (!result.ok) return { ok: false, failure: { ...result.failure, message: failureText(result.failure, text.failed) } }
    toast({ text: success(result.data), tone: 'success' })
    return result
  }

  const create = (name: string) => act(() => createPlayerDeck(client, userId, name), (deck) => text.created(deck.name))
  const rename = (deck: Deck, name: string) => act(() => renamePlayerDeck(client, userId, deck.id, name), (renamed) => text.renamed(renamed.name))
  const remove = (deck: Deck) => act(() => deletePlayerDeck(client, userId, deck.id), () => text.deleted(deck.name))

  return { status, decks: list.data ?? [], busy, reload: () => void list.refetch(), create, rename, remove }
}

export type Decks = ReturnType<typeof useDecks>

/** The text of a failed action, or null when it succeeded. */
export const errorOf = (result: ApiResult<unknown>): string | null => (result.ok ? null : result.failure.message)
