// A player's collection in the query cache: the keys of what they own (['collection', userId, …]),
// their card and spell instances, and the changes made on one copy: the upgrade and the skin.
import type { QueryClient } from '@tanstack/query-core'
import { listUserCards, listUserSpells, setCardSkin, setSpellSkin, upgradeCard, upgradeSpell, type CardPlayer, type SpellPlayer } from '../../api/collection'
import { orThrow, type ApiResult } from '../../api/result'
import { change } from './change'
import { deckKeys } from './decks'
import { usersKeys } from './users'

export const collectionKeys = {
  all: (userId: number) => ['collection', userId] as const,
  cards: (userId: number) => ['collection', userId, 'cards'] as const,
  spells: (userId: number) => ['collection', userId, 'spells'] as const,
  packs: (userId: number) => ['collection', userId, 'packs'] as const,
  /** The légendaire guarantee's counters (changed by opening boosters). */
  pity: (userId: number) => ['collection', userId, 'pity'] as const,
  skins: (userId: number) => ['collection', userId, 'skins'] as const,
  ownedSkins: (userId: number) => ['collection', userId, 'ownedSkins'] as const,
}

export const userCardsQuery = (userId: number) => ({ queryKey: collectionKeys.cards(userId), queryFn: async () => orThrow(await listUserCards(userId)) })
export const userSpellsQuery = (userId: number) => ({ queryKey: collectionKeys.spells(userId), queryFn: async () => orThrow(await listUserSpells(userId)) })

/** One copy of a card or spell. */
export interface Copy {
  kind: 'card' | 'spell'
  id: number
}

const instancesOf = (userId: number, kind: Copy['kind']) => (kind === 'card' ? collectionKeys.cards(userId) : collectionKeys.spells(userId))

/** What an upgrade answers: the copy kept (+1 on each side) and how many were consumed. */
interface Upgrade {
  kept: CardPlayer | SpellPlayer
  consumed: number
}

const upgradeCall = async (userId: number, copy: Copy): Promise<ApiResult<Upgrade>> => {
  const result = copy.kind === 'card' ? await upgradeCard(userId, copy.id) : await upgradeSpell(userId, copy.id)
  if (!result.ok) return result
  const kept = 'cardPlayer' in result.data ? result.data.cardPlayer : result.data.spellPlayer
  return { ok: true, data: { kept, consumed: result.data.consumed.length } }
}

/** Upgrades a copy: its instances, the decks that held the consumed copies and the profile's badge are read again. */
export const upgradeCopy = (client: QueryClient, userId: number, copy: Copy) =>
  change(client, () => upgradeCall(userId, copy), [instancesOf(userId, copy.kind), deckKeys.list(userId), deckKeys.every, usersKeys.one(userId)])

/** Shows a skin on a copy (null: its own art again): its instances and the decks showing it are read again. */
export const chooseSkin = (client: QueryClient, userId: number, copy: Copy, skinId: number | null) =>
  change(
    client,
    (): Promise<ApiResult<unknown>> => (copy.kind === 'card' ? setCardSkin(userId, copy.id, skinId) : setSpellSkin(userId, copy.id, skinId)),
    [instancesOf(userId, copy.kind), deckKeys.list(userId), deckKeys.every],
  )
