// The player's collection (GET /api/cardplayer/user/{userId} and /api/spellplayer/user/{userId}) as
// items, kept on screen while it is read again; and the profile re-read that refreshes the header
// (credit) and the nav badges (cardlevelup) after an action.
import { useCallback } from 'react'
import { api, unwrap } from '../../../api/client'
import { profileAtom, useSetAtom } from '../../../state'
import { useReloadable } from '../../hooks/useReloadable'
import { useUserId } from '../../hooks/useUserId'
import { cardItem, spellItem, type Item } from '../../components/cards/items'

export function loadCollection(userId: number): Promise<Item[]> {
  return Promise.all([
    unwrap(api.GET('/api/cardplayer/user/{userId}', { params: { path: { userId } } })),
    unwrap(api.GET('/api/spellplayer/user/{userId}', { params: { path: { userId } } })),
  ]).then(([cards, spells]) => [...cards.map(cardItem), ...spells.map(spellItem)])
}

export type { Status } from '../../hooks/useReloadable'

export function useCollection(userId: number) {
  const { status, data, reload } = useReloadable(userId, () => loadCollection(userId))
  return { status, items: data ?? [], reload }
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
