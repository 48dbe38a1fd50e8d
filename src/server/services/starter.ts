// The starter collection of a new account: 14 common cards, 6 spells and the 'Deck de départ'.
import type { Db } from '../db/client'
import { idsBySlug } from '../db/repositories/catalogue'
import { insertDeck } from '../db/repositories/decks'
import { insertInstances } from '../db/repositories/instances'
import { insertUser } from '../db/repositories/users'
import { STARTER_CARD_SLUGS, STARTER_DECK, STARTER_SPELL_SLUGS } from '../seed/starter'

/** The ids of the slugs, in their order; the slugs without one are added to `missing`. */
function idsOf(slugs: string[], ids: Map<string, number>, missing: string[]): number[] {
  return slugs.flatMap((slug) => {
    const id = ids.get(slug)
    if (id === undefined) missing.push(slug)
    return id === undefined ? [] : [id]
  })
}

/** Instances of catalogue items given by slug, in the order of the slugs; returns the new ids by slug. */
export async function grantBySlug(
  db: Db,
  userId: number,
  cardSlugs: string[],
  spellSlugs: string[],
  bonus = 0,
): Promise<{ cards: Map<string, number>; spells: Map<string, number> }> {
  const missing: string[] = []
  const cardIds = idsOf(cardSlugs, await idsBySlug(db, 'card', cardSlugs), missing)
  const spellIds = idsOf(spellSlugs, await idsBySlug(db, 'spell', spellSlugs), missing)
  if (missing.length) throw new Error(`Unknown catalogue slugs: ${missing.join(', ')}`)
  const newCards = await insertInstances(db, 'card', userId, cardIds, { bonus })
  const newSpells = await insertInstances(db, 'spell', userId, spellIds, { bonus })
  return {
    cards: new Map(cardSlugs.map((slug, i) => [slug, newCards[i].id])),
    spells: new Map(spellSlugs.map((slug, i) => [slug, newSpells[i].id])),
  }
}

/** Gives a new account its starter cards and spells and builds its 'Deck de départ'. */
export async function grantStarterCollection(db: Db, userId: number): Promise<void> {
  const granted = await grantBySlug(db, userId, STARTER_CARD_SLUGS, STARTER_SPELL_SLUGS)
  const missing: string[] = []
  const cardIds = idsOf(STARTER_DECK.cardSlugs, granted.cards, missing)
  const spellIds = idsOf(STARTER_DECK.spellSlugs, granted.spells, missing)
  if (missing.length) throw new Error(`Starter deck slugs not granted: ${missing.join(', ')}`)
  await insertDeck(
    db,
    userId,
    STARTER_DECK.name,
    cardIds,
    spellIds,
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
