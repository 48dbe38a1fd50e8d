// Upgrades: three spare copies raise an instance one level, up to +3. Each level adds one point on
// every side in the item's own direction: a card and a blessing grow, a curse sinks further.
import { makeSides, sidesTotal } from './sides'
import type { Sides } from './types'

export const MAX_UPGRADE_LEVEL = 3
/** Copies an upgrade consumes. */
export const UPGRADE_COPIES = 3

/** +1 for a card or a blessing, −1 for a curse (a spell whose values sum below zero). */
export const upgradeDirection = (base: Sides): 1 | -1 => (sidesTotal(base) < 0 ? -1 : 1)

/** The instance bonus of an item at `level` (0–3): `level` on every side, in the item's direction. */
export function bonusAtLevel(base: Sides, level: number): Sides {
  const step = upgradeDirection(base) * level
  return makeSides(step, step, step, step)
}

/** The level of an instance bonus: its smallest side, counted in either direction. */
export const levelOfBonus = (bonus: Sides): number =>
  Math.min(Math.abs(bonus.pointsHaut), Math.abs(bonus.pointsGauche), Math.abs(bonus.pointsDroite), Math.abs(bonus.pointsBas))
