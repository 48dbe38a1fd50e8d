// The starter collection of a new account: 14 common cards, 6 spells and the 'Deck de départ'.
import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cardPlayers, cards, spellPlayers, spells } from '../db/schema'
import { insertDeck } from '../db/repositories/decks'
import { insertUser } from '../db/repositories/users'
import { STARTER_CARD_SLUGS, STARTER_DECK, STARTER_SPELL_SLUGS } from '../seed/starter'

/** Instances of catalogue items given by slug, in the order of the slugs; returns the new ids by slug. */
export async function grantBySlug(
  db: Db,
  userId: number,
  cardSlugs: string[],
  spellSlugs: string[],
  bonus = 0,
): Promise<{ cards: Map<string, number>; spells: Map<string, number> }> {
  const b = { bonusHaut: bonus, bonusGauche: bonus, bonusDroite: bonus, bonusBas: bonus }
  const cardRows = cardSlugs.length ? await db.select().from(cards).where(inArray(cards.slug, cardSlugs)) : []
  const spellRows = spellSlugs.length ? await db.select().from(spells).where(inArray(spells.slug, spellSlugs)) : []
  const cardId = new Map(cardRows.map((c) => [c.slug, c.id]))
  const spellId = new Map(spellRows.map((s) => [s.slug, s.id]))
  const missing = [...cardSlugs.filter((s) => !cardId.has(s)), ...spellSlugs.filter((s) => !spellId.has(s))]
  if (missing.length) throw new Error(`Unknown catalogue slugs: ${missing.join(', ')}`)
  const newCards = cardSlugs.length
    ? await db.insert(cardPlayers).values(cardSlugs.map((slug) => ({ userId, cardId: cardId.get(slug)!, ...b }))).returning()
    : []
  const newSpells = spellSlugs.length
    ? await db.insert(spellPlayers).values(spellSlugs.map((slug) => ({ userId, spellId: spellId.get(slug)!, ...b }))).returning()
    : []
  return {
    cards: new Map(cardSlugs.map((slug, i) => [slug, newCards[i].id])),
    spells: new Map(spellSlugs.map((slug, i) => [slug, newSpells[i].id])),
  }
}

/** Gives a new account its starter cards and spells and builds its 'Deck de départ'. */
export async function grantStarterCollection(db: Db, userId: number): Promise<void> {
  const granted = await grantBySlug(db, userId, STARTER_CARD_SLUGS, STARTER_SPELL_SLUGS)
  await insertDeck(
    db,
    userId,
    STARTER_DECK.name,
    STARTER_DECK.cardSlugs.map((s) => granted.cards.get(s)!),
    STARTER_DECK.spellSlugs.map((s) => granted.spells.get(s)!),
  )
}

/** Creates an account with its starter collection, all or nothing; its id. */
export async function createAccount(db: Db, values: { pseudo: string; email: string; passwordHash: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, values)
    await grantStarterCollection(tx, id)
    return id
  })
}
