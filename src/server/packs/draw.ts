// Drawing a booster's content: pure and deterministic from the booster's seed and the catalogue.
//
// Each slot draws a rarity with the published odds (SLOT_ODDS: 70/22/7/1), then an item of that
// rarity uniformly. A rarity with no item of the booster's kind falls back to the nearest lower
// rarity that has items (or, when none is lower, the nearest higher one), so its share goes there.
// Guarantee: when no slot reached the guaranteed rarity, the last slot is redrawn among the
// rarities at or above it (their odds renormalized); when the catalogue has nothing at or above
// it, the guarantee is lowered to the best rarity available. The légendaire guarantee (pity) is an
// option on top: it never changes a draw made without it.
import { RARITIES, SLOT_ODDS, rarityRank, type Rarete } from '../../game/rarity'
import { createRng, type Rng } from '../../game/random'

export interface PoolItem {
  id: number
  rarete: Rarete
}

export interface PackTerms {
  size: number
  guaranteedRarity: Rarete | null
}

/** Percent per rarity. */
export type Odds = Record<Rarete, number>

const zeroOdds = (): Odds => ({ commune: 0, rare: 0, épique: 0, légendaire: 0 })

/** Where a slot that drew `rarity` lands when that rarity has no item; null when nothing is available. */
export function fallbackRarity(rarity: Rarete, available: ReadonlySet<Rarete>): Rarete | null {
  if (available.has(rarity)) return rarity
  const rank = rarityRank(rarity)
  for (let r = rank - 1; r >= 0; r--) if (available.has(RARITIES[r])) return RARITIES[r]
  for (let r = rank + 1; r < RARITIES.length; r++) if (available.has(RARITIES[r])) return RARITIES[r]
  return null
}

/** The per-slot odds once the rarities without items are folded into their fallback. */
export function effectiveOdds(available: ReadonlySet<Rarete>): Odds {
  const odds = zeroOdds()
  for (const rarity of RARITIES) {
    const target = fallbackRarity(rarity, available)
    if (target) odds[target] += SLOT_ODDS[rarity]
  }
  return odds
}

/** The rarity the guarantee actually ensures (lowered to the best available), or null for none. */
export function effectiveGuarantee(guaranteed: Rarete | null, available: ReadonlySet<Rarete>): Rarete | null {
  if (!guaranteed || available.size === 0) return null
  const atOrAbove = RARITIES.filter((r) => rarityRank(r) >= rarityRank(guaranteed) && available.has(r))
  if (atOrAbove.length) return guaranteed
  return [...RARITIES].reverse().find((r) => available.has(r)) ?? null
}

/** The expected share of each rarity among a booster's items, guarantee included (percent). */
export function expectedRates(terms: PackTerms, available: ReadonlySet<Rarete>): Odds {
  const odds = effectiveOdds(available)
  const guarantee = effectiveGuarantee(terms.guaranteedRarity, available)
  if (!guarantee || terms.size < 1) return odds
  const below = (r: Rarete) => rarityRank(r) < rarityRank(guarantee)
  const q = RARITIES.filter(below).reduce((sum, r) => sum + odds[r], 0) / 100
  const missed = q ** (terms.size - 1) // no earlier slot reached the guarantee
  const rates = zeroOdds()
  for (const r of RARITIES) {
    const last = below(r) ? odds[r] * (1 - missed) : odds[r] * (1 + (missed * q) / (1 - q))
    rates[r] = ((terms.size - 1) * odds[r] + last) / terms.size
  }
  return rates
}

function drawRarity(rng: Rng, odds: Odds, allowed: readonly Rarete[]): Rarete {
  const total = allowed.reduce((sum, r) => sum + odds[r], 0)
  let u = rng.next() * total
  for (const r of allowed) {
    u -= odds[r]
    if (u < 0) return r
  }
  return allowed[allowed.length - 1]
}

interface DrawOptions {
  /**
   * The légendaire guarantee (pity counter, packs/pity.ts) is due: when the draw holds no
   * légendaire, its last slot is replaced by a légendaire of the pool drawn uniformly, from the
   * same generator after the usual draw (so without it the draw is unchanged). Nothing is forced
   * when the pool has no légendaire.
   */
  forceLegendary?: boolean
}

/**
 * The items of one booster, slot by slot. `pool` is the catalogue of the booster's kind (any
 * order: it is sorted by id, so the result depends only on the seed, the catalogue and the options).
 */
export function drawPack(terms: PackTerms, pool: readonly PoolItem[], seed: number, options: DrawOptions = {}): PoolItem[] {
  const byRarity = new Map<Rarete, PoolItem[]>()
  for (const item of [...pool].sort((a, b) => a.id - b.id)) {
    const list = byRarity.get(item.rarete) ?? []
    list.push(item)
    byRarity.set(item.rarete, list)
  }
  const available = new Set(byRarity.keys())
  if (available.size === 0) throw new RangeError('drawPack: empty catalogue')
  const odds = effectiveOdds(available)
  const drawable = RARITIES.filter((r) => odds[r] > 0)
  const rng = createRng(seed)
  const items: PoolItem[] = []
  for (let slot = 0; slot < terms.size; slot++) items.push(rng.pick(byRarity.get(drawRarity(rng, odds, drawable))!))

  const guarantee = effectiveGuarantee(terms.guaranteedRarity, available)
  if (guarantee && items.length && !items.some((i) => rarityRank(i.rarete) >= rarityRank(guarantee))) {
    const better = drawable.filter((r) => rarityRank(r) >= rarityRank(guarantee))
    items[items.length - 1] = rng.pick(byRarity.get(drawRarity(rng, odds, better))!)
  }

  const legendaries = byRarity.get('légendaire')
  if (options.forceLegendary && legendaries && items.length && !items.some((i) => i.rarete === 'légendaire')) {
    items[items.length - 1] = rng.pick(legendaries)
  }
  return items
}
