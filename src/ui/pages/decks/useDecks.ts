// The player's decks (GET /api/decksplayer/user/{userId}) and the list's actions: create, rename,
// delete. Each action answers null on success or the server's French message.
import { useState } from 'react'
import { api, unwrap, type Schemas } from '../../../api/client'
import { showToastAtom, useSetAtom } from '../../../state'
import { decksPage as text } from '../../../text'
import { failureText } from '../games/gameCalls'
import { useReloadable } from '../../hooks/useReloadable'

export type Deck = Schemas['Deck']

export function useDecks(userId: number) {
  const toast = useSetAtom(showToastAtom)
  const { status, data: decks, reload } = useReloadable(userId, () => unwrap(api.GET('/api/decksplayer/user/{userId}', { params: { path: { userId } } })))
  const [busy, setBusy] = useState(false)

  /** Runs an action; on success toasts its text and reloads; answers the failure text or null. */
  const act = async <T>(call: () => Promise<T>, success: (result: T) => string): Promise<{ error: string | null; result?: T }> => {
    setBusy(true)
    try {
      const result = await call()
      toast({ text: success(result), tone: 'success' })
      reload()
      return { error: null, result }
    } catch (error) {
      return { error: failureText(error, text.failed) }
    } finally {
      setBusy(false)
    }
  }

  const create = (name: string) =>
    act(
      () => unwrap(api.POST('/api/decksplayer/create', { body: { userId, name } })),
      (deck) => text.created(deck.name),
    )
  const rename = (deck: Deck, name: string) =>
    act(
      () => unwrap(api.POST('/api/decksplayer/update/name', { body: { userId, id: deck.id, name } })),
      (renamed) => text.renamed(renamed.name),
    )
  const remove = (deck: Deck) =>
    act(
      () => unwrap(api.POST('/api/decksplayer/delete', { body: { userId, id: deck.id } })),
      () => text.deleted(deck.name),
    )

  return { status, decks: decks ?? [], busy, reload, create, rename, remove }
}

export type Decks = ReturnType<typeof useDecks>
