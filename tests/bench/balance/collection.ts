// The bench's collection model: a new player who plays games (half of them won: 50 or 10 credits),
// buys a Booster Classique whenever the credits allow, opens it (the server's draw, the légendaire
// guarantee included) and upgrades every card it can. `bestDeck` is the deck such a player builds:
// the strongest 12 cards and 6 spells they own.
import { CRAFT_PRICE, LOSS_CREDIT, MAX_UPGRADE_LEVEL, PITY_BOOSTERS, RECYCLE_VALUE, UPGRADE_COPIES, WIN_CREDIT, createRng } from '../../../src/game'
import type { Rarete, Rng } from '../../../src/game'
import { drawPack, type PoolItem } from '../../../src/server/packs/draw'
import { CATALOGUE_PACKS } from '../../../src/server/seed/catalogue-packs'
import { STARTER_CARD_SLUGS, STARTER_SPELL_SLUGS } from '../../../src/server/seed/starter'
import { STARTER_CREDIT } from '../../../src/server/db/schema/accounts'
import { CARDS, SPELLS, itemTotal, type BenchDeck, type Item } from './catalogue'

const CLASSIQUE = CATALOGUE_PACKS.find((p) => p.slug === 'booster-classique')!

export interface Collection {
  /** Instance levels per card slug (one entry per copy). */
  cards: Map<string, number[]>
  spells: Map<string, number[]>
  credits: number
  /** Card boosters opened since the last légendaire. */
  pity: number
  games: number
  boosters: number
  /** Games played when the first légendaire card was owned (null: not yet). */
  firstLegendaryAt: number | null
}

export function newCollection(): Collection {
  const cards = new Map<string, number[]>()
  const spells = new Map<string, number[]>()
  for (const slug of STARTER_CARD_SLUGS) cards.set(slug, [...(cards.get(slug) ?? []), 0])
  for (const slug of STARTER_SPELL_SLUGS) spells.set(slug, [...(spells.get(slug) ?? []), 0])
  return { cards, spells, credits: STARTER_CREDIT, pity: 0, games: 0, boosters: 0, firstLegendaryAt: null }
}

const CARD_POOL: PoolItem[] = CARDS.map((c, i) => ({ id: i + 1, rarete: c.rarete }))

/** Opens a Booster Classique: the server's draw from a seed, the last slot a légendaire when the guarantee is due. */
export function openClassique(col: Collection, rng: Rng): void {
  const drawn = drawPack({ size: CLASSIQUE.size, guaranteedRarity: CLASSIQUE.guaranteedRarity }, CARD_POOL, rng.int(2 ** 32))
  if (col.pity >= PITY_BOOSTERS - 1 && !drawn.some((d) => d.rarete === 'légendaire')) {
    const legendaries = CARD_POOL.filter((c) => c.rarete === 'légendaire')
    drawn[drawn.length - 1] = legendaries[rng.int(legendaries.length)]
  }
  col.pity = drawn.some((d) => d.rarete === 'légendaire') ? 0 : col.pity + 1
  for (const d of drawn) {
    const slug = CARDS[d.id - 1].slug
    col.cards.set(slug, [...(col.cards.get(slug) ?? []), 0])
  }
  col.boosters++
  if (col.firstLegendaryAt == null && drawn.some((d) => d.rarete === 'légendaire')) col.firstLegendaryAt = col.games
}

/** Upgrades every copy it can: the best instance below +3 takes the three lowest copies (levels, best first). */
export function upgradeAll(levels: number[]): number[] {
  let out = [...levels].sort((a, b) => a - b)
  for (;;) {
    let k = out.length - 1
    while (k >= 0 && out[k] >= MAX_UPGRADE_LEVEL) k--
    // copies below k are at its level or lower (sorted): an upgrade takes three of them
    if (k < UPGRADE_COPIES) return out.sort((a, b) => b - a)
    out = [...out.slice(UPGRADE_COPIES, k), out[k] + 1, ...out.slice(k + 1)].sort((a, b) => a - b)
  }
}

/** One game's credits (won half the time), then boosters while the credits allow, then upgrades. */
export function playGame(col: Collection, rng: Rng): void {
  col.games++
  col.credits += rng.next() < 0.5 ? WIN_CREDIT : LOSS_CREDIT
  while (col.credits >= CLASSIQUE.prix) {
    col.credits -= CLASSIQUE.prix
    openClassique(col, rng)
  }
  for (const [slug, levels] of col.cards) col.cards.set(slug, upgradeAll(levels))
}

/** The collection of a player after `games` games, drawn from `seed`. */
export function collectionAfter(games: number, seed: number): Collection {
  const rng = createRng(seed ^ 0x2545f491)
  const col = newCollection()
  for (let g = 0; g < games; g++) playGame(col, rng)
  return col
}

const instances = (all: readonly Item[], owned: Map<string, number[]>): Item[] =>
  [...owned].flatMap(([slug, levels]) => levels.map((level) => ({ ...all.find((x) => x.slug === slug)!, level })))

/** The strongest 12 cards and 6 spells (by total, a curse by how much it takes away) of the collection. */
export function bestDeck(col: Collection): BenchDeck {
  const strongest = (items: Item[], n: number) => items.sort((a, b) => Math.abs(itemTotal(b)) - Math.abs(itemTotal(a))).slice(0, n)
  return { cards: strongest(instances(CARDS, col.cards), 12), spells: strongest(instances(SPELLS, col.spells), 6) }
}

/** Rarity of a card slug. */
export const rarityOfCard = (slug: string): Rarete => CARDS.find((c) => c.slug === slug)!.rarete

/**
 * The collector: recycles spare copies, crafts the priciest missing card it can afford, and buys a
 * Booster Classique only while commune or rare cards are missing (saving up for the rest).
 * Returns the games played until every card is owned (capped at `maxGames`).
 */
export function gamesToEveryCard(seed: number, maxGames = 3000): number {
  const rng = createRng(seed ^ 0x68e31da4)
  const col = newCollection()
  const missing = () => CARDS.filter((c) => !col.cards.has(c.slug))
  while (col.games < maxGames) {
    const lacking = missing()
    if (lacking.length === 0) return col.games
    col.games++
    col.credits += rng.next() < 0.5 ? WIN_CREDIT : LOSS_CREDIT
    for (;;) {
      for (const [slug, levels] of col.cards) {
        const upgraded = upgradeAll(levels)
        const spare = upgraded[0] === MAX_UPGRADE_LEVEL ? upgraded.length - 1 : 0
        col.credits += spare * RECYCLE_VALUE[rarityOfCard(slug)]
        col.cards.set(slug, upgraded.slice(0, upgraded.length - spare))
      }
      const still = missing()
      if (still.length === 0) break
      const priciest = [...still].sort((a, b) => CRAFT_PRICE[b.rarete] - CRAFT_PRICE[a.rarete])[0]
      if (col.credits >= CRAFT_PRICE[priciest.rarete]) {
        col.credits -= CRAFT_PRICE[priciest.rarete]
        col.cards.set(priciest.slug, [0])
        continue
      }
      const boosterWorth = still.some((c) => c.rarete === 'commune' || c.rarete === 'rare')
      if (boosterWorth && col.credits >= CLASSIQUE.prix) {
        col.credits -= CLASSIQUE.prix
        openClassique(col, rng)
        continue
      }
      break
    }
  }
  return maxGames
}
