// Loads the skins on sale (GET /api/skins) and the player's own (GET /api/skins/user), again each
// time a purchase bumps skinsVersionAtom. During a reload the previous list stays on screen.
import { useEffect, useState } from 'react'
import { fetchSkins, fetchUserSkins, type Skin } from '../../../api/payments'
import { useAtomValue } from '../../../state'
import { skinsVersionAtom } from '../skinShopState'

export type { Skin }
export type SkinList =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; skins: Skin[]; owned: Set<number>; refreshing: boolean }

export function useSkins(): SkinList {
  const version = useAtomValue(skinsVersionAtom)
  const [state, setState] = useState<{ version: number; list: SkinList }>({ version: -1, list: { status: 'loading' } })
  useEffect(() => {
    let cancelled = false
    Promise.all([fetchSkins(), fetchUserSkins().catch(() => [])])
      .then(([skins, mine]) => {
        if (cancelled) return
        const owned = new Set(mine.map((m) => m.skin.id))
        setState({ version, list: { status: 'ready', skins, owned, refreshing: false } })
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!cancelled) setState({ version, list: { status: 'error' } })
      })
    return () => {
      cancelled = true
    }
  }, [version])
  if (state.version === version) return state.list
  // Reloading: keep showing the last list.
  return state.list.status === 'ready' ? { ...state.list, refreshing: true } : { status: 'loading' }
}
