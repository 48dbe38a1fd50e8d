// A restart on a database seeded before a retuning brings every AI opponent to the catalogue: a
// boss's or a bot's deck (slugs, instance bonus in each item's direction) and difficulty (the
// opponent's and its stage's), and nothing more on the next start. An old database is simulated by
// writing old decks and difficulties into a seeded copy, or by retuning the catalogue in memory.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Difficulty } from '../../src/game'
import type { Db } from '../../src/server/db/client'
import { aiOpponents, cardPlayers, cards, deckCards, deckSpells, soloStages, spellPlayers, spells } from '../../src/server/db/schema'
import { writeDeckContent } from '../../src/server/db/repositories/deck-rows'
import { grantBySlug } from '../../src/server/services/starter'
import { syncAiOpponents } from '../../src/server/seed/opponents-sync'
import { seedDatabase } from '../../src/server/seed'
import { CATALOGUE_STAGES } from '../../src/server/seed/catalogue-stages'
import { CATALOGUE_SPELLS, isCurse } from '../../src/server/seed/catalogue-spells'
import { TRAINING_BOTS } from '../../src/server/seed/bots'
import { testConfig } from '../../src/server/config'
import { manualClock } from '../../src/server/clock'
import { testDatabase, type TestDatabase } from './helpers/app'
import { SEED_CONFIG } from './helpers/seed-template'

const curses = new Set(CATALOGUE_SPELLS.filter(isCurse).map((s) => s.slug))
const sorted = (slugs: string[]) => [...slugs].sort()

/** An instance in an opponent's deck: its id, slug and four side bonuses. */
interface Item {
  id: number
  slug: string
  bonus: number[]
}

async function opponentOf(db: Db, where: { stage: number } | { training: Difficulty }) {
  const condition = 'stage' in where ? eq(aiOpponents.stageNumber, where.stage) : eq(aiOpponents.difficulty, where.training)
  const rows = await db.select().from(aiOpponents).where(condition)
  return rows.find((r) => ('stage' in where ? r.kind === 'stage' : r.kind === 'training'))!
}

/** The opponent's deck as stored: its card and spell instances. */
async function deckOf(db: Db, deckId: number): Promise<{ cards: Item[]; spells: Item[] }> {
  const cardRows = await db
    .select({ id: cardPlayers.id, slug: cards.slug, h: cardPlayers.bonusHaut, g: cardPlayers.bonusGauche, d: cardPlayers.bonusDroite, b: cardPlayers.bonusBas })
    .from(deckCards)
    .innerJoin(cardPlayers, eq(cardPlayers.id, deckCards.cardPlayerId))
    .innerJoin(cards, eq(cards.id, cardPlayers.cardId))
    .where(eq(deckCards.deckId, deckId))
  const spellRows = await db
    .select({ id: spellPlayers.id, slug: spells.slug, h: spellPlayers.bonusHaut, g: spellPlayers.bonusGauche, d: spellPlayers.bonusDroite, b: spellPlayers.bonusBas })
    .from(deckSpells)
    .innerJoin(spellPlayers, eq(spellPlayers.id, deckSpells.spellPlayerId))
    .innerJoin(spells, eq(spells.id, spellPlayers.spellId))
    .where(eq(deckSpells.deckId, deckId))
  const item = (r: (typeof cardRows)[number]): Item => ({ id: r.id, slug: r.slug, bonus: [r.h, r.g, r.d, r.b] })
  return { cards: cardRows.map(item), spells: spellRows.map(item) }
}

/** Writes an "old" deck into the opponent's deck: new instances of these slugs at that bonus. */
async function writeOldDeck(db: Db, opponent: { userId: number; deckId: number }, cardSlugs: string[], spellSlugs: string[], bonus: number) {
  const granted = await grantBySlug(db, opponent.userId, cardSlugs, spellSlugs, bonus)
  await writeDeckContent(db, opponent.deckId, [...granted.cards.values()], [...granted.spells.values()])
}

const stageDifficulty = async (db: Db, stage: number) => (await db.select().from(soloStages).where(eq(soloStages.id, stage)))[0].difficulty
const ids = (deck: { cards: Item[]; spells: Item[] }) => [...deck.cards, ...deck.spells].map((i) => i.id).sort((a, b) => a - b)

describe('AI opponents brought to the catalogue on start', () => {
  let test: TestDatabase
  let db: Db
  beforeEach(async () => {
    test = await testDatabase()
    db = test.database.db
  })
  afterEach(() => test.dispose())

  it('a freshly seeded database is already up to date: nothing is rewritten', async () => {
    const stage = await opponentOf(db, { stage: 8 })
    const before = ids(await deckOf(db, stage.deckId))
    expect(await syncAiOpponents(db)).toBe(0)
    expect(ids(await deckOf(db, stage.deckId))).toEqual(before)
  })

  it("a stage boss whose deck changed gets the catalogue's deck, once", async () => {
    const spec = CATALOGUE_STAGES[3]
    const boss = await opponentOf(db, { stage: spec.number })
    await writeOldDeck(db, boss, CATALOGUE_STAGES[0].deckCards, CATALOGUE_STAGES[0].deckSpells, spec.cardBonus)
    expect(await syncAiOpponents(db)).toBe(1)
    const deck = await deckOf(db, boss.deckId)
    expect(sorted(deck.cards.map((c) => c.slug))).toEqual(sorted(spec.deckCards))
    expect(sorted(deck.spells.map((s) => s.slug))).toEqual(sorted(spec.deckSpells))
    expect(await syncAiOpponents(db), 'a second start rewrites nothing').toBe(0)
    expect(ids(await deckOf(db, boss.deckId))).toEqual(ids(deck))
  })

  it('a boss seeded at bonus 0 whose spec now asks 2: cards and blessings +2 per side, curses −2, once', async () => {
    const spec = CATALOGUE_STAGES[0]
    expect(spec.cardBonus).toBe(0)
    expect(spec.deckSpells.some((s) => curses.has(s)) && spec.deckSpells.some((s) => !curses.has(s))).toBe(true)
    const boss = await opponentOf(db, { stage: spec.number })
    spec.cardBonus = 2
    try {
      expect(await syncAiOpponents(db)).toBe(1)
      const deck = await deckOf(db, boss.deckId)
      expect(sorted(deck.cards.map((c) => c.slug))).toEqual(sorted(spec.deckCards))
      for (const card of deck.cards) expect(card.bonus, card.slug).toEqual([2, 2, 2, 2])
      for (const spell of deck.spells) expect(spell.bonus, spell.slug).toEqual(curses.has(spell.slug) ? [-2, -2, -2, -2] : [2, 2, 2, 2])
      expect(await syncAiOpponents(db), 'a second start rewrites nothing').toBe(0)
    } finally {
      spec.cardBonus = 0
    }
  })

  it('one instance at another level is enough to rewrite the deck', async () => {
    const spec = CATALOGUE_STAGES[7]
    const curseBonus = spec.cardBonus === 0 ? 0 : -spec.cardBonus // no −0
    const boss = await opponentOf(db, { stage: spec.number })
    const curse = (await deckOf(db, boss.deckId)).spells.find((s) => curses.has(s.slug))!
    expect(curse.bonus).toEqual([curseBonus, curseBonus, curseBonus, curseBonus])
    const off = curseBonus === -1 ? -2 : -1
    await db.update(spellPlayers).set({ bonusHaut: off, bonusGauche: off, bonusDroite: off, bonusBas: off }).where(eq(spellPlayers.id, curse.id))
    expect(await syncAiOpponents(db)).toBe(1)
    const deck = await deckOf(db, boss.deckId)
    expect(deck.spells.map((s) => s.id)).not.toContain(curse.id)
    for (const spell of deck.spells) expect(spell.bonus[0], spell.slug).toBe(curses.has(spell.slug) ? curseBonus : spec.cardBonus)
    expect(await syncAiOpponents(db)).toBe(0)
  })

  it("a boss's difficulty is set on the opponent and on its stage, its deck kept", async () => {
    const spec = CATALOGUE_STAGES[9]
    const boss = await opponentOf(db, { stage: spec.number })
    const before = ids(await deckOf(db, boss.deckId))
    await db.update(aiOpponents).set({ difficulty: 'facile' }).where(eq(aiOpponents.id, boss.id))
    await db.update(soloStages).set({ difficulty: 'moyen' }).where(eq(soloStages.id, spec.number))
    expect(await syncAiOpponents(db)).toBe(1)
    expect((await opponentOf(db, { stage: spec.number })).difficulty).toBe(spec.difficulty)
    expect(await stageDifficulty(db, spec.number)).toBe(spec.difficulty)
    expect(ids(await deckOf(db, boss.deckId)), 'the deck was up to date').toEqual(before)

    await db.update(soloStages).set({ difficulty: 'facile' }).where(eq(soloStages.id, spec.number))
    expect(await syncAiOpponents(db), 'the stage alone differing').toBe(1)
    expect(await stageDifficulty(db, spec.number)).toBe(spec.difficulty)
    expect(await syncAiOpponents(db)).toBe(0)
  })

  it('a training bot whose deck changed gets its deck back', async () => {
    const bot = TRAINING_BOTS[2]
    const opponent = await opponentOf(db, { training: bot.difficulty })
    await writeOldDeck(db, opponent, TRAINING_BOTS[0].deckCards, TRAINING_BOTS[0].deckSpells, 0)
    expect(await syncAiOpponents(db)).toBe(1)
    const deck = await deckOf(db, opponent.deckId)
    expect(sorted(deck.cards.map((c) => c.slug))).toEqual(sorted(bot.deckCards))
    expect(sorted(deck.spells.map((s) => s.slug))).toEqual(sorted(bot.deckSpells))
    expect(await syncAiOpponents(db)).toBe(0)
  })

  it('a restart (seedDatabase) runs the sync in its transaction and logs how many opponents changed', async () => {
    const boss = await opponentOf(db, { stage: 5 })
    await writeOldDeck(db, boss, CATALOGUE_STAGES[4].deckCards, CATALOGUE_STAGES[4].deckSpells, CATALOGUE_STAGES[4].cardBonus + 1)
    await db.update(aiOpponents).set({ difficulty: 'difficile' }).where(eq(aiOpponents.stageNumber, 2))
    const info = vi.fn()
    const log = { info, warn: vi.fn() } as unknown as FastifyBaseLogger
    const context = { config: testConfig(SEED_CONFIG), log, clock: manualClock() }
    await seedDatabase(db, context)
    expect(info).toHaveBeenCalledWith('AI opponents updated to the catalogue: 2.')
    info.mockClear()
    await seedDatabase(db, context)
    expect(info).not.toHaveBeenCalled()
  })
})
