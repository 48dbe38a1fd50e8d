// The légendaire guarantee in the pure draw (src/server/packs/draw.ts, packs/pity.ts): without the
// option a draw is exactly what it was before the guarantee existed (the published odds and the
// boosters already owned stay true); with it, a draw without légendaire gets one in its last slot,
// drawn uniformly from the same seed, and nothing else changes.
import { describe, expect, it } from 'vitest'
import { drawPack, type PoolItem } from '../../src/server/packs/draw'
import { nextPityCounter, pityDue } from '../../src/server/packs/pity'
import { PITY_BOOSTERS, boostersUntilPity } from '../../src/game/economy'
import { rarityRank, type Rarete } from '../../src/game/rarity'
import { createRng } from '../../src/game/random'

// 12 communes (1–12), 8 rares (13–20), 5 épiques (21–25), 3 légendaires (26–28).
const pool: PoolItem[] = Array.from({ length: 28 }, (_, i) => ({
  id: i + 1,
  rarete: (i < 12 ? 'commune' : i < 20 ? 'rare' : i < 25 ? 'épique' : 'légendaire') as Rarete,
}))
const LEGENDARIES = [26, 27, 28]
const seeds = (() => {
  const rng = createRng(777)
  return Array.from({ length: 4000 }, () => rng.int(2 ** 32))
})()
const hasLegendary = (items: PoolItem[]) => items.some((i) => i.rarete === 'légendaire')
const TERMS = [
  { size: 5, guaranteedRarity: 'rare' as const },
  { size: 5, guaranteedRarity: 'épique' as const },
  { size: 3, guaranteedRarity: null },
]

describe('tirage sans la garantie légendaire', () => {
  // Drawn by drawPack as it was before the option existed (same pool and seeds).
  const BEFORE: Record<string, number[]> = {
    '5/rare/0': [1, 2, 7, 8, 13],
    '5/rare/1': [1, 12, 22, 9, 12],
    '5/rare/42': [6, 18, 7, 8, 16],
    '5/rare/123456789': [12, 14, 9, 15, 2],
    '5/rare/4294967295': [14, 20, 17, 6, 12],
    '5/épique/0': [1, 2, 7, 8, 21],
    '5/épique/42': [6, 18, 7, 8, 25],
    '5/épique/3141592653': [9, 1, 2, 3, 21],
    '3/null/0': [1, 2, 7],
    '3/null/77777': [11, 2, 12],
    '3/null/3141592653': [9, 1, 2],
  }

  it('donne exactement les boosters d’avant (octet pour octet)', () => {
    for (const [key, ids] of Object.entries(BEFORE)) {
      const [size, guarantee, seed] = key.split('/')
      const terms = { size: Number(size), guaranteedRarity: guarantee === 'null' ? null : (guarantee as Rarete) }
      expect(drawPack(terms, pool, Number(seed)).map((i) => i.id), key).toEqual(ids)
      expect(drawPack(terms, pool, Number(seed), { forceLegendary: false })).toEqual(drawPack(terms, pool, Number(seed)))
    }
  })
})

describe.each(TERMS)('tirage avec la garantie légendaire (%o)', (terms) => {
  const pairs = seeds.map((seed) => ({ plain: drawPack(terms, pool, seed), forced: drawPack(terms, pool, seed, { forceLegendary: true }) }))

  it('chaque booster contient une légendaire', () => {
    for (const { forced } of pairs) expect(hasLegendary(forced)).toBe(true)
  })

  it('un tirage qui avait déjà une légendaire ne change pas ; sinon seul le dernier emplacement change', () => {
    let replaced = 0
    for (const { plain, forced } of pairs) {
      if (hasLegendary(plain)) expect(forced).toEqual(plain)
      else {
        replaced += 1
        expect(forced.slice(0, -1)).toEqual(plain.slice(0, -1))
        expect(forced[forced.length - 1].rarete).toBe('légendaire')
      }
    }
    expect(replaced).toBeGreaterThan(seeds.length * 0.8)
  })

  it('la garantie de rareté du booster tient toujours', () => {
    if (!terms.guaranteedRarity) return
    for (const { forced } of pairs) expect(forced.some((i) => rarityRank(i.rarete) >= rarityRank(terms.guaranteedRarity!))).toBe(true)
  })

  it('la légendaire ajoutée est tirée uniformément, et le même germe donne le même booster', () => {
    const counts = new Map<number, number>()
    for (const { plain, forced } of pairs) if (!hasLegendary(plain)) counts.set(forced.at(-1)!.id, (counts.get(forced.at(-1)!.id) ?? 0) + 1)
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    expect([...counts.keys()].sort()).toEqual(LEGENDARIES)
    for (const n of counts.values()) expect(Math.abs(n / total - 1 / 3)).toBeLessThan(0.05)
    for (const seed of seeds.slice(0, 100)) expect(drawPack(terms, pool, seed, { forceLegendary: true })).toEqual(drawPack(terms, pool, seed, { forceLegendary: true }))
  })
})

describe('sans légendaire dans le catalogue', () => {
  it('rien n’est forcé', () => {
    const noLegendary = pool.filter((i) => i.rarete !== 'légendaire')
    for (const seed of seeds.slice(0, 300)) {
      expect(drawPack({ size: 5, guaranteedRarity: 'rare' }, noLegendary, seed, { forceLegendary: true })).toEqual(
        drawPack({ size: 5, guaranteedRarity: 'rare' }, noLegendary, seed),
      )
    }
  })
})

describe('le compteur', () => {
  it(`la garantie tombe sur le ${PITY_BOOSTERS}e booster d’affilée sans légendaire`, () => {
    expect(pityDue(0)).toBe(PITY_BOOSTERS <= 1)
    expect(pityDue(PITY_BOOSTERS - 2)).toBe(false)
    expect(pityDue(PITY_BOOSTERS - 1)).toBe(true)
    expect(pityDue(PITY_BOOSTERS + 4)).toBe(true) // a counter past the term (a lowered PITY_BOOSTERS) is due too
    expect(boostersUntilPity(PITY_BOOSTERS - 1)).toBe(1)
  })

  it('revient à 0 sur une légendaire, sinon avance de 1', () => {
    const legendary = pool.find((i) => i.rarete === 'légendaire')!
    const commune = pool[0]
    expect(nextPityCounter(4, [commune, commune])).toBe(5)
    expect(nextPityCounter(4, [commune, legendary])).toBe(0)
    expect(nextPityCounter(PITY_BOOSTERS - 1, [legendary])).toBe(0)
  })

  it(`en enchaînant les ouvertures, jamais plus de ${PITY_BOOSTERS - 1} boosters d’affilée sans légendaire`, () => {
    let counter = 0
    let run = 0 // boosters in a row without a légendaire
    let longest = 0
    for (const seed of seeds) {
      const items = drawPack({ size: 3, guaranteedRarity: null }, pool, seed, { forceLegendary: pityDue(counter) })
      counter = nextPityCounter(counter, items)
      run = hasLegendary(items) ? 0 : run + 1
      longest = Math.max(longest, run)
      expect(counter).toBe(run)
    }
    expect(longest).toBe(PITY_BOOSTERS - 1) // reached, never passed: the guarantee ends the longest runs
  })
})
