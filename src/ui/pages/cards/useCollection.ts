// The player's collection (their card and spell instances, two queries of the cache) as items,
// kept on screen while it is read again; `reload` reads it again after a failure.
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { userCardsQuery, userSpellsQuery } from '../../../state'
import { cardItem, spellItem, type Item } from '../../components/cards/items'

export type Status = 'loading' | 'error' | 'ready'

export function useCollection(userId: number): { status: Status; items: Item[]; reload: () => void } {
  const cards = useQuery(userCardsQuery(userId))
  const spells = useQuery(userSpellsQuery(userId))
  const items = useMemo(() => [...(cards.data ?? []).map(cardItem), ...(spells.data ?? []).map(spellItem)], [cards.data, spells.data])
  const ready = cards.data !== undefined && spells.data !== undefined
  const status = ready ? 'ready' : cards.isError || spells.isError ? 'error' : 'loading'
  const reload = () => {
    void cards.refetch()
    void spells.refetch()
  }
  return { status, items: ready ? items : [], reload }
}
