// Databases seeded before a retuning keep the old training decks: on start, each training bot's deck
// is brought to TRAINING_BOTS (new instances granted, deck content replaced) when its slugs differ.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { aiOpponents, cardPlayers, cards, deckCards, deckSpells, spellPlayers, spells } from '../db/schema'
import { writeDeckContent } from '../db/repositories/deck-rows'
import { grantBySlug } from '../services/starter'
import { TRAINING_BOTS } from './bots'

const sameSlugs = (a: string[], b: string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** The card and spell slugs of a deck, in deck order. */
async function deckSlugs(db: Db, deckId: number): Promise<{ cards: string[]; spells: string[] }> {
  const cardRows = await db
    .select({ slug: cards.slug })
    .from(deckCards)
    .innerJoin(cardPlayers, eq(cardPlayers.id, deckCards.cardPlayerId))
    .innerJoin(cards, eq(cards.id, cardPlayers.cardId))
    .where(eq(deckCards.deckId, deckId))
    .orderBy(asc(deckCards.position))
  const spellRows = await db
    .select({ slug: spells.slug })
    .from(deckSpells)
    .innerJoin(spellPlayers, eq(spellPlayers.id, deckSpells.spellPlayerId))
    .innerJoin(spells, eq(spells.id, spellPlayers.spellId))
    .where(eq(deckSpells.deckId, deckId))
    .orderBy(asc(deckSpells.position))
  return { cards: cardRows.map((r) => r.slug), spells: spellRows.map((r) => r.slug) }
}

/** Number of training decks rewritten. */
export async function syncTrainingBotDecks(db: Db): Promise<number> {
  const rows = await db.select().from(aiOpponents).where(eq(aiOpponents.kind, 'training'))
  let rewritten = 0
  for (const row of rows) {
    const bot = TRAINING_BOTS.find((b) => b.difficulty === row.difficulty)
    if (!bot) continue
    const current = await deckSlugs(db, row.deckId)
    if (sameSlugs(current.cards, bot.deckCards) && sameSlugs(current.spells, bot.deckSpells)) continue
    const granted = await grantBySlug(db, row.userId, bot.deckCards, bot.deckSpells, bot.cardBonus)
    await writeDeckContent(db, row.deckId, [...granted.cards.values()], [...granted.spells.values()])
    rewritten++
  }
  return rewritten
}
