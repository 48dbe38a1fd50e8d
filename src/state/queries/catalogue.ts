// The catalogue in the query cache: ['cards'], ['spells'], ['packs'] and ['skins'] (each its GET),
// and the admin's changes. An edited card, spell or booster is also shown in every player's
// collection (its name, rarity, values), so those edits make every ['collection'] stale too.
import type { QueryClient } from '@tanstack/query-core'
import type { Schemas } from '../../api/client'
import { createPack, createSkin, editCard, editPack, editSkin, editSpell, listCards, listPacks, listSkins, listSpells, withdrawPack, withdrawSkin } from '../../api/catalogue'
import { orThrow } from '../../api/result'
import { change } from './change'

const catalogueKeys = {
  cards: ['cards'] as const,
  spells: ['spells'] as const,
  packs: ['packs'] as const,
  skins: ['skins'] as const,
  collections: ['collection'] as const,
}

export const catalogueCardsQuery = () => ({ queryKey: catalogueKeys.cards, queryFn: async () => orThrow(await listCards()) })
export const catalogueSpellsQuery = () => ({ queryKey: catalogueKeys.spells, queryFn: async () => orThrow(await listSpells()) })
export const cataloguePacksQuery = () => ({ queryKey: catalogueKeys.packs, queryFn: async () => orThrow(await listPacks()) })
export const catalogueSkinsQuery = () => ({ queryKey: catalogueKeys.skins, queryFn: async () => orThrow(await listSkins()) })

const { cards, spells, packs, skins, collections } = catalogueKeys

export const editCatalogueCard = (client: QueryClient, body: Schemas['CardEdit']) => change(client, () => editCard(body), [cards, collections])
export const editCatalogueSpell = (client: QueryClient, body: Schemas['SpellEdit']) => change(client, () => editSpell(body), [spells, collections])

export const createCataloguePack = (client: QueryClient, body: Schemas['PackInput']) => change(client, () => createPack(body), [packs])
export const editCataloguePack = (client: QueryClient, body: Schemas['PackEdit']) => change(client, () => editPack(body), [packs, collections])
export const withdrawCataloguePack = (client: QueryClient, id: number) => change(client, () => withdrawPack(id), [packs])

export const createCatalogueSkin = (client: QueryClient, body: Schemas['SkinInput']) => change(client, () => createSkin(body), [skins])
export const editCatalogueSkin = (client: QueryClient, id: number, body: Schemas['SkinEdit']) => change(client, () => editSkin(id, body), [skins])
export const withdrawCatalogueSkin = (client: QueryClient, id: number) => change(client, () => withdrawSkin(id), [skins])
