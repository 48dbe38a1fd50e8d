// The Boosters page's data and actions: the boosters on sale (GET /api/packs), the inventory
// (GET /api/packplayer/user/{id}), buy (the header's credit follows at once), open (with what was
// new to the player) and the 3-for-1 exchange.
import { useState } from 'react'
import { api, unwrap, type Schemas } from '../../../api/client'
import { profileAtom, showToastAtom, useSetAtom } from '../../../state'
import { boostersPage as text } from '../../../text'
import { cardItem, spellItem, type Item } from '../../components/cards/items'
import { failureText } from '../games/gameCalls'
import { useReloadable } from '../../hooks/useReloadable'
import { loadCollection, useRefreshProfile } from '../cards/useCollection'

export type Pack = Schemas['Pack']
export type PackPlayer = Schemas['PackPlayer']
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

export function useBoosters(userId: number) {
  const toast = useSetAtom(showToastAtom)
  const setProfile = useSetAtom(profileAtom)
  const refreshProfile = useRefreshProfile()
  const { status, data, reload } = useReloadable(userId, () =>
    Promise.all([unwrap(api.GET('/api/packs')), unwrap(api.GET('/api/packplayer/user/{id}', { params: { path: { id: userId } } }))]).then(
      ([packs, inventory]) => ({ offers: packs.filter((p) => p.onSale).sort((a, b) => a.prix - b.prix), inventory }),
    ),
  )
  const [pending, setPending] = useState<string | null>(null)

  /** Runs an action; answers its result, or null after toasting the server's message. */
  async function act<T>(key: string, call: () => Promise<T>, fallback: string): Promise<{ result: T } | { error: string }> {
    setPending(key)
    try {
      return { result: await call() }
    } catch (error) {
      const message = failureText(error, fallback)
      toast({ text: message, tone: 'error' })
      return { error: message }
    } finally {
      setPending(null)
      reload()
      refreshProfile()
    }
  }

  const buy = async (pack: Pack) => {
    const outcome = await act(`buy:${pack.id}`, () => unwrap(api.POST('/api/packplayer/user/buy', { body: { userId, packId: pack.id } })), text.buyFailed)
    if ('result' in outcome) {
      const { credit } = outcome.result
      setProfile((p) => (p ? { ...p, credit } : p))
      toast({ text: text.bought(pack.nom), tone: 'success' })
    }
    return outcome
  }

  const open = async (owned: PackPlayer): Promise<Opening | null> => {
    const outcome = await act(
      `open:${owned.id}`,
      async () => {
        const before = new Set((await loadCollection(userId).catch(() => [])).map(itemKey))
        const answer = await unwrap(api.POST('/api/packplayer/user/open', { body: { userId, packPlayerId: owned.id } }))
        const items = [...answer.cards.map(cardItem), ...answer.spells.map(spellItem)]
        return { pack: answer.packPlayer.pack, items, fresh: new Set(items.map(itemKey).filter((k) => !before.has(k))) }
      },
      text.openFailed,
    )
    return 'result' in outcome ? outcome.result : null
  }

  const exchange = async (pack: Pack) => {
    const outcome = await act(`exchange:${pack.id}`, () => unwrap(api.POST('/api/packplayer/upgrade', { body: { userId, packId: pack.id } })), text.exchangeFailed)
    if ('result' in outcome) toast({ text: text.exchanged(outcome.result.packPlayer.pack.nom), tone: 'success' })
    return outcome
  }

  return { status, offers: data?.offers ?? [], inventory: data?.inventory ?? [], pending, reload, buy, open, exchange }
}

export type Boosters = ReturnType<typeof useBoosters>
