// Rules 3: a spell of rarity rare or better has a power beyond its values, at the moment it is laid
// under a living card, so that a rarer spell is worth more than a bigger number (chosen with the
// balance bench, tests/bench/balance.bench.ts, « Sorts et rareté »):
// - « Frappe » (a rare or épique curse): laid under an enemy card, the placer's neighbouring cards
//   attack it at once, so a deeper curse knocks out a stronger card;
// - « Ralliement » (a rare or better blessing): laid under the placer's card, that card attacks, then
//   each of the placer's cards next to it attacks its own enemy neighbours;
// - « Néant » (a légendaire curse): laid under an enemy card, that card falls at once.
// A commune spell only adds its values; a spell laid on an empty position adds its values to the
// card placed there later, without its power. Under rules 1 every spell under an enemy card strikes.
import { rarityRank, type Rarete } from './rarity'
import { rulesOf } from './rules'
import { sidesTotal } from './sides'
import type { MatchState } from './types'

export type SpellPower = 'frappe' | 'ralliement' | 'neant'

/** The lowest rarity with a power. */
export const POWER_RARITY: Rarete = 'rare'

type PowerState = Pick<MatchState, 'spellSides' | 'rules' | 'spellRarities'>

/** The power of a spell from its rarity and direction (a curse's values total below zero); null for a commune. */
export function powerOfRarity(rarete: Rarete, curse: boolean): SpellPower | null {
  if (rarityRank(rarete) < rarityRank(POWER_RARITY)) return null
  if (!curse) return 'ralliement'
  return rarete === 'légendaire' ? 'neant' : 'frappe'
}

/** The power of a spell instance in this match (rules 3), if any. */
export function spellPowerOf(state: PowerState, spellId: number): SpellPower | null {
  if (rulesOf(state) < 3) return null
  const rarete = state.spellRarities?.[spellId]
  const sides = state.spellSides[spellId]
  if (!rarete || !sides) return null
  return powerOfRarity(rarete, sidesTotal(sides) < 0)
}
