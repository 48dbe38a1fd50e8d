// The player's collection (GET /api/cardplayer/user/{userId} and /api/spellplayer/user/{userId}) as
// items, kept on screen while it is read again; and the profile re-read that refreshes the header
// (credit) and the nav badges (cardlevelup) after an action.
import { useCallback, useEffect, useState } from 'react'
import { api, unwrap } from '../../../api/client'
import { profileAtom, useSetAtom } from '../../../state'
import { useUserId } from '../../hooks/useUserId'
import { cardItem, spellItem, type Item } from '../../components/cards/items'

/** The session's user id (these pages are behind the session guard). */

export function loadCollection(userId: number): Promise<Item[]> {
  return Promise.all([
    unwrap(api.GET('/api/cardplayer/user/{userId}', { params: { path: { userId } } })),
    unwrap(api.GET('/api/spellplayer/user/{userId}', { params: { path: { userId } } })),
  ]).then(([cards, spells]) => [...cards.map(cardItem), ...spells.map(spellItem)])
}

export type Status = 'loading' | 'error' | 'ready'

export function useCollection(userId: number) {
  const [items, setItems] = useState<Item[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let cancelled = false
    loadCollection(userId)
      .then((next) => {
        if (cancelled) return
        setItems(next)
        setFailed(false)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [userId, version])
  const reload = useCallback(() => {
    setFailed(false)
    setVersion((v) => v + 1)
  }, [])
  const status: Status = items ? 'ready' : failed ? 'error' : 'loading'
  return { status, items: items ?? [], reload }
}

/** Reads the profile again (header credit, level and badges follow at once). */
export function useRefreshProfile(): () => void {
  const userId = useUserId()
  const setProfile = useSetAtom(profileAtom)
  return useCallback(() => {
    api
      .GET('/api/user/{id}', { params: { path: { id: userId } } })
      .then(({ data }) => data && setProfile(data))
      .catch(() => undefined)
  }, [userId, setProfile])
}
