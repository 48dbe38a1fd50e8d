// The collection's economy beyond boosters: the légendaire guarantee (pity counter), crafting a chosen
// card or spell with credits, and recycling the copies an upgrade can no longer use. Tuned with the
// balance bench's collection model (first légendaire in about 40 games, every card in about 400).
import type { Rarete } from './rarity'

/** A card booster (or a spell booster) opened after this many of its kind without a légendaire holds one. */
export const PITY_BOOSTERS = 10

/** Credits to craft a chosen card or spell. */
export const CRAFT_PRICE: Readonly<Record<Rarete, number>> = {
  commune: 100,
  rare: 300,
  épique: 900,
  légendaire: 2400,
}

/** Credits a spare copy gives back when recycled (a copy of an item already owned at +3, in no deck). */
export const RECYCLE_VALUE: Readonly<Record<Rarete, number>> = {
  commune: 10,
  rare: 30,
  épique: 90,
  légendaire: 240,
}

/** Boosters of a kind still to open before the guarantee applies: 1 means the next one holds a légendaire. */
export const boostersUntilPity = (openedWithoutLegendary: number): number => Math.max(1, PITY_BOOSTERS - openedWithoutLegendary)
