// The Boosters page's data and actions: the boosters on sale (the catalogue's ['packs']), the
// player's own, their légendaire counters and collection (for what is new in a booster), buy (the header's credit follows at
// once), open (one request: its answer is the reveal) and the 3-for-1 exchange. Each action's
// failure is toasted and carries the text shown.
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Pack, PackPlayer } from '../../../api/packs'
import { failureText, type ApiResult } from '../../../api/result'
import {
  buyBooster,
  cataloguePacksQuery,
  exchangeBoosters,
  openBooster,
  ownedPacksQuery,
  packPityQuery,
  showToastAtom,
  userCardsQuery,
  userSpellsQuery,
  useSetAtom,
} from '../../../state'
import { boostersPage as text } from '../../../text'
import { cardItem, spellItem, type Item } from '../../components/cards/items'
import { useCollection, type Status } from '../cards/useCollection'

export type { Pack, PackPlayer }
export interface Opening {
  pack: Pack
  items: Item[]
  /** Keys `kind:catalogueId` the player did not own before this opening. */
  fresh: Set<string>
}

export const itemKey = (item: Item) => `${item.kind}:${item.catalogueId}`

/** The booster a kind is exchanged into: the next more expensive one on sale (3 Sorts → 1
 *  Classique → 1 Premium); the server decides, this only names it. */
export function nextTierOf(pack: Pack, offers: Pack[]): Pack | null {
  const dearer = offers.filter((p) => p.prix > pack.prix).sort((a, b) => a.prix - b.prix)
  return dearer[0] ?? null
}

const offersOf = (packs: Pack[]) => packs.filter((p) => p.onSale).sort((a, b) => a.prix - b.prix)

export function useBoosters(userId: number) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const offers = useQuery({ ...cataloguePacksQuery(), select: offersOf })
  const inventory = useQuery(ownedPacksQuery(userId))
  // The légendaire guarantee's counters: shown beside the odds once read, never blocking the page.
  const pity = useQuery(packPityQuery(userId))
  // Read with the page so that an opening knows at once what was already owned.
  useCollection(userId)
  const [pending, setPending] = useState<string | null>(null)
  const status: Status = offers.data && inventory.data ? 'ready' : offers.isError || inventory.isError ? 'error' : 'loading'

  /** Runs an action; a failure is toasted with the server's message, else the fallback. */
  async function act<T>(key: string, call: () => Promise<ApiResult<T>>, fallback: string): Promise<ApiResult<T>> {
    setPending(key)
    const result = await call()
    setPending(null)
    if (result.ok) return result
    const message = failureText(result.failure, fallback)
    toast({ text: message, tone: 'error' })
    return { ok: false, failure: { ...result.failure, message } }
  }

  const buy = async (pack: Pack) => {
    const result = await act(`buy:${pack.id}`, () => buyBooster(client, userId, pack.id), text.buyFailed)
    if (result.ok) toast({ text: text.bought(pack.nom), tone: 'success' })
    return result
  }

  /** What the player owned before: the collection in the cache (read once if it is not there yet). */
  const ownedKeys = async () => {
    const [cards, spells] = await Promise.all([client.ensureQueryData(userCardsQuery(userId)), client.ensureQueryData(userSpellsQuery(userId))]).catch(() => [[], []])
    return new Set([...cards.map(cardItem), ...spells.map(spellItem)].map(itemKey))
  }

  const open = async (owned: PackPlayer): Promise<Opening | null> => {
    let before = new Set<string>()
    const result = await act(
      `open:${owned.id}`,
      async () => {
        before = await ownedKeys()
        return openBooster(client, userId, owned.id)
      },
      text.openFailed,
    )
    if (!result.ok) return null
    const items = [...result.data.cards.map(cardItem), ...result.data.spells.map(spellItem)]
    return { pack: result.data.packPlayer.pack, items, fresh: new Set(items.map(itemKey).filter((k) => !before.has(k))) }
  }

  const exchange = async (pack: Pack) => {
    const result = await act(`exchange:${pack.id}`, () => exchangeBoosters(client, userId, pack.id), text.exchangeFailed)
    if (result.ok) toast({ text: text.exchanged(result.data.packPlayer.pack.nom), tone: 'success' })
    return result
  }

  const reload = () => {
    void offers.refetch()
    void inventory.refetch()
  }
  return { status, offers: offers.data ?? [], inventory: inventory.data ?? [], pity: pity.data ?? null, pending, reload, buy, open, exchange }
}

export type Boosters = ReturnType<typeof useBoosters>
