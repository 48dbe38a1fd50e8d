// Booster drawing (src/server/packs/draw.ts): 10,000 seeded openings per booster land within one
// percentage point of the published rates, the guarantees always hold, rarities without items
// fall back as documented, and the same seed always gives the same booster.
import { describe, expect, it } from 'vitest'
import { CATALOGUE_CARDS } from '../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS } from '../../src/server/seed/catalogue-spells'
import { CATALOGUE_PACKS } from '../../src/server/seed/catalogue-packs'
import { drawPack, effectiveGuarantee, effectiveOdds, expectedRates, fallbackRarity, type PoolItem } from '../../src/server/packs/draw'
import { RARITIES, SLOT_ODDS, rarityRank, type Rarete } from '../../src/game/rarity'
import { createRng } from '../../src/game/random'

const cardPool: PoolItem[] = CATALOGUE_CARDS.map((c, i) => ({ id: i + 1, rarete: c.rarete }))
const spellPool: PoolItem[] = CATALOGUE_SPELLS.map((s, i) => ({ id: i + 1, rarete: s.rarete }))
const pack = (slug: string) => CATALOGUE_PACKS.find((p) => p.slug === slug)!
const OPENINGS = 10_000

const seeds = (() => {
  const rng = createRng(20260101)
  return Array.from({ length: OPENINGS }, () => rng.int(2 ** 32))
})()

/** Share (percent) of each rarity among items. */
function shares(items: PoolItem[]): Record<Rarete, number> {
  const counts = { commune: 0, rare: 0, épique: 0, légendaire: 0 }
  for (const item of items) counts[item.rarete] += 1
  return Object.fromEntries(RARITIES.map((r) => [r, (counts[r] * 100) / items.length])) as Record<Rarete, number>
}

function expectWithinOnePoint(actual: Record<Rarete, number>, published: Record<Rarete, number>, label: string) {
  for (const r of RARITIES) expect(Math.abs(actual[r] - published[r]), `${label} ${r}: ${actual[r].toFixed(2)} % vs ${published[r]} %`).toBeLessThanOrEqual(1)
}

describe.each([
  ['booster-classique', cardPool],
  ['booster-premium', cardPool],
  ['booster-sorts', spellPool],
])('%s : 10 000 ouvertures', (slug, pool) => {
  const terms = { size: pack(slug).size, guaranteedRarity: pack(slug).guaranteedRarity }
  const available = new Set(pool.map((p) => p.rarete))
  const openings = seeds.map((seed) => drawPack(terms, pool, seed))

  it('chaque booster a la bonne taille et ne contient que des objets du catalogue', () => {
    const ids = new Set(pool.map((p) => p.id))
    for (const items of openings) {
      expect(items).toHaveLength(terms.size)
      for (const item of items) expect(ids.has(item.id)).toBe(true)
    }
  })

  it('les emplacements hors garantie suivent les chances publiées (70/22/7/1) à 1 point près', () => {
    expect(effectiveOdds(available)).toEqual(SLOT_ODDS)
    const free = openings.flatMap((items) => (terms.guaranteedRarity ? items.slice(0, -1) : items))
    expectWithinOnePoint(shares(free), SLOT_ODDS, 'emplacements libres')
  })

  it('tous les objets suivent les taux publiés, garantie comprise, à 1 point près', () => {
    const rates = expectedRates(terms, available)
    expect(RARITIES.reduce((sum, r) => sum + rates[r], 0)).toBeCloseTo(100, 9)
    expectWithinOnePoint(shares(openings.flat()), rates, 'tous les objets')
  })

  it('la garantie tient dans chaque booster', () => {
    if (!terms.guaranteedRarity) return
    const floor = rarityRank(terms.guaranteedRarity)
    for (const items of openings) expect(items.some((i) => rarityRank(i.rarete) >= floor)).toBe(true)
  })
})

describe('taux attendus', () => {
  const all = new Set<Rarete>(RARITIES)
  it('Classique : la garantie rare déplace 0,7⁴ × 0,7 du dernier emplacement vers rare et mieux', () => {
    const rates = expectedRates({ size: 5, guaranteedRarity: 'rare' }, all)
    const missed = 0.7 ** 4
    expect(rates.commune).toBeCloseTo((4 * 70 + 70 * (1 - missed)) / 5, 9)
    expect(rates.rare).toBeCloseTo((4 * 22 + 22 * (1 + (missed * 0.7) / 0.3)) / 5, 9)
  })
  it('sans garantie, les taux sont les chances par emplacement', () => {
    expect(expectedRates({ size: 3, guaranteedRarity: null }, all)).toEqual(SLOT_ODDS)
  })
  it("un booster d'un seul emplacement garanti épique ne tire que des épiques et légendaires", () => {
    const rates = expectedRates({ size: 1, guaranteedRarity: 'épique' }, all)
    expect(rates.commune).toBe(0)
    expect(rates.rare).toBe(0)
    expect(rates.épique).toBeCloseTo(87.5, 9)
    expect(rates.légendaire).toBeCloseTo(12.5, 9)
    for (const seed of seeds.slice(0, 500)) expect(rarityRank(drawPack({ size: 1, guaranteedRarity: 'épique' }, cardPool, seed)[0].rarete)).toBeGreaterThanOrEqual(2)
  })
})

describe('raretés sans objet : repli documenté', () => {
  it('une rareté absente donne sa part à la rareté inférieure la plus proche', () => {
    const noLegend = new Set<Rarete>(['commune', 'rare', 'épique'])
    expect(fallbackRarity('légendaire', noLegend)).toBe('épique')
    expect(effectiveOdds(noLegend)).toEqual({ commune: 70, rare: 22, épique: 8, légendaire: 0 })
    const gaps = new Set<Rarete>(['commune', 'légendaire'])
    expect(effectiveOdds(gaps)).toEqual({ commune: 99, rare: 0, épique: 0, légendaire: 1 })
  })

  it("sans rareté inférieure, la part va à la rareté supérieure la plus proche", () => {
    expect(effectiveOdds(new Set<Rarete>(['rare', 'épique']))).toEqual({ commune: 0, rare: 92, épique: 8, légendaire: 0 })
    expect(fallbackRarity('commune', new Set())).toBeNull()
  })

  it('la garantie descend à la meilleure rareté disponible quand rien ne l’atteint', () => {
    const pool: PoolItem[] = [
      { id: 1, rarete: 'commune' },
      { id: 2, rarete: 'rare' },
    ]
    expect(effectiveGuarantee('épique', new Set(['commune', 'rare']))).toBe('rare')
    for (const seed of seeds.slice(0, 300)) {
      const items = drawPack({ size: 3, guaranteedRarity: 'épique' }, pool, seed)
      expect(items.some((i) => i.rarete === 'rare')).toBe(true)
    }
  })

  it('un catalogue vide est refusé', () => {
    expect(() => drawPack({ size: 3, guaranteedRarity: null }, [], 1)).toThrow(RangeError)
  })
})

describe('déterminisme', () => {
  it('même graine, même booster, quel que soit l’ordre du catalogue', () => {
    const terms = { size: 5, guaranteedRarity: 'rare' as Rarete }
    const reversed = [...cardPool].reverse()
    for (const seed of seeds.slice(0, 200)) expect(drawPack(terms, reversed, seed)).toEqual(drawPack(terms, cardPool, seed))
  })
  it('des graines différentes donnent des boosters différents', () => {
    const distinct = new Set(seeds.slice(0, 200).map((seed) => JSON.stringify(drawPack({ size: 5, guaranteedRarity: null }, cardPool, seed))))
    expect(distinct.size).toBeGreaterThan(195)
  })
})
