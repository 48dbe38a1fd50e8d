// The skins on sale (['skins']) and the player's own (['collection', userId, 'skins'], read again
// after a purchase). While they are read again the last list stays on screen; without the player's
// own, no skin shows as owned.
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Skin } from '../../../api/skins'
import { skinsOnSaleQuery, userSkinsQuery } from '../../../state'
import { useUserId } from '../../hooks/useUserId'

export type { Skin }
type SkinList =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; skins: Skin[]; owned: Set<number>; refreshing: boolean }

export function useSkins(): SkinList {
  const onSale = useQuery(skinsOnSaleQuery())
  const mine = useQuery(userSkinsQuery(useUserId()))
  // Spec §8 Skin list: the failure ('HTTP error! status: {status}') goes to the console.
  useEffect(() => {
    if (onSale.error) console.error(onSale.error)
  }, [onSale.error])
  if (!onSale.data) return onSale.isError ? { status: 'error' } : { status: 'loading' }
  if (mine.isPending) return { status: 'loading' }
  const owned = new Set((mine.data ?? []).map((m) => m.skin.id))
  return { status: 'ready', skins: onSale.data, owned, refreshing: onSale.isFetching || mine.isFetching }
}
