// Rarities of cards, spells and skins, in ascending order, and the booster odds per slot.

export const RARITIES = ['commune', 'rare', 'épique', 'légendaire'] as const
export type Rarete = (typeof RARITIES)[number]

/** Chance of each rarity for one booster slot, in percent (the published odds). */
export const SLOT_ODDS: Readonly<Record<Rarete, number>> = {
  commune: 70,
  rare: 22,
  épique: 7,
  légendaire: 1,
}

/** Card power range (sum of the four base sides) of each rarity in the catalogue. */
export const POWER_RANGE: Readonly<Record<Rarete, readonly [number, number]>> = {
  commune: [8, 14],
  rare: [15, 19],
  épique: [20, 24],
  légendaire: [25, 30],
}

export const rarityRank = (r: Rarete): number => RARITIES.indexOf(r)
export const isRarete = (value: unknown): value is Rarete => RARITIES.includes(value as Rarete)
