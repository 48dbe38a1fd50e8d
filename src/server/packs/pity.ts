// The légendaire guarantee (pity counter), per player and booster kind: card boosters (Classique
// and Premium share one counter) and spell boosters. The counter is the number of boosters of that
// kind opened since the last one that revealed a légendaire; the booster opened when only one is
// left before the guarantee (boostersUntilPity, src/game/economy.ts) holds a légendaire.
import { boostersUntilPity } from '../../game/economy'
import type { PoolItem } from './draw'

/** Whether the booster opened now, with this counter, must hold a légendaire. */
export const pityDue = (openedWithoutLegendary: number): boolean => boostersUntilPity(openedWithoutLegendary) <= 1

/** The counter after opening a booster with these items: back to 0 on a légendaire (drawn or guaranteed), else one more. */
export const nextPityCounter = (openedWithoutLegendary: number, items: readonly PoolItem[]): number =>
  items.some((i) => i.rarete === 'légendaire') ? 0 : openedWithoutLegendary + 1
