// First start: the catalogue, the AI opponents and their stages, the news, and a bootstrap admin.
// Safe with several instances starting at once (an advisory lock) and on every restart (idempotent).
import { randomBytes } from 'node:crypto'
import { count, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { aiOpponents, cards, news, packs, skins, soloStages, spells, users } from '../db/schema'
import { insertDeck } from '../db/repositories/decks'
import { grantBySlug, grantStarterCollection } from '../services/starter'
import { hashPassword } from '../security/password'
import { CATALOGUE_CARDS } from './catalogue-cards'
import { CATALOGUE_SPELLS } from './catalogue-spells'
import { CATALOGUE_PACKS } from './catalogue-packs'
import { CATALOGUE_SKINS } from './catalogue-skins'
import { CATALOGUE_NEWS } from './catalogue-news'
import { CATALOGUE_STAGES } from './catalogue-stages'
import { TRAINING_BOTS } from './bots'
import { syncAiOpponents } from './opponents-sync'
import type { Difficulty } from './catalogue-types'

const SEED_LOCK = 4_242_018

interface SeedContext {
  config: Config
  log: FastifyBaseLogger
  clock: Clock
}

export async function seedDatabase(db: Db, context: SeedContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const [{ n }] = await tx.select({ n: count() }).from(cards)
    if (Number(n) === 0) {
      await seedCatalogue(tx, context.clock())
      context.log.info('Catalogue seeded: 48 cards, 16 spells, 3 boosters, 8 skins, 10 solo stages, 3 news posts.')
    } else {
      const updated = await syncAiOpponents(tx)
      if (updated > 0) context.log.info(`AI opponents updated to the catalogue: ${updated}.`)
    }
  })
  await ensureAdmin(db, context)
}

async function seedCatalogue(db: Db, now: Date): Promise<void> {
  await db.insert(cards).values(CATALOGUE_CARDS.map(({ icon: _icon, slug, ...c }) => ({ ...c, slug, imageDeBase: `/assets/cards/${slug}.svg` })))
  await db.insert(spells).values(CATALOGUE_SPELLS.map(({ icon: _icon, slug, ...s }) => ({ ...s, slug, imageDeBase: `/assets/spells/${slug}.svg` })))
  await db.insert(packs).values(CATALOGUE_PACKS.map((p) => ({ ...p, imageUrl: `/assets/packs/${p.slug}.svg` })))

  const cardIds = new Map((await db.select({ id: cards.id, slug: cards.slug }).from(cards)).map((c) => [c.slug, c.id]))
  const spellIds = new Map((await db.select({ id: spells.id, slug: spells.slug }).from(spells)).map((s) => [s.slug, s.id]))
  await db.insert(skins).values(
    CATALOGUE_SKINS.map((s) => ({
      slug: s.slug,
      nom: s.nom,
      rarete: s.rarete,
      prixCents: s.prixCents,
      imageUrl: `/assets/skins/${s.slug}.svg`,
      type: s.type,
      linkedId: (s.type === 'card' ? cardIds : spellIds).get(s.linkedSlug)!,
    })),
  )
  await db.insert(news).values(
    CATALOGUE_NEWS.map((n) => {
      const at = new Date(now.getTime() - n.daysAgo * 86_400_000)
      return { slug: n.slug, title: n.title, body: n.body, imageUrl: `/assets/news/${n.slug}.svg`, createdAt: at, updatedAt: at }
    }),
  )

  for (const bot of TRAINING_BOTS) {
    await createOpponent(db, { kind: 'training', stageNumber: null, ...bot })
  }
  for (const stage of CATALOGUE_STAGES) {
    const opponentId = await createOpponent(db, {
      kind: 'stage',
      difficulty: stage.difficulty,
      stageNumber: stage.number,
      pseudo: stage.bossPseudo,
      deckCards: stage.deckCards,
      deckSpells: stage.deckSpells,
      cardBonus: stage.cardBonus,
    })
    await db.insert(soloStages).values({
      id: stage.number,
      nom: stage.nom,
      description: stage.description,
      difficulty: stage.difficulty,
      opponentId,
      rewardCredit: stage.rewardCredit,
      rewardXp: stage.rewardXp,
    })
  }
}

interface OpponentSpec {
  kind: 'training' | 'stage'
  difficulty: Difficulty
  stageNumber: number | null
  pseudo: string
  deckCards: string[]
  deckSpells: string[]
  cardBonus: number
}

/** An AI opponent: a bot account (it never signs in) owning its deck. */
async function createOpponent(db: Db, spec: OpponentSpec): Promise<number> {
  const [user] = await db.insert(users).values({ pseudo: spec.pseudo, bot: true, credit: 0 }).returning()
  const granted = await grantBySlug(db, user.id, spec.deckCards, spec.deckSpells, spec.cardBonus)
  const deck = await insertDeck(db, user.id, `Deck de ${spec.pseudo}`, [...granted.cards.values()], [...granted.spells.values()])
  const [opponent] = await db
    .insert(aiOpponents)
    .values({ kind: spec.kind, difficulty: spec.difficulty, stageNumber: spec.stageNumber, userId: user.id, deckId: deck.id })
    .returning()
  return opponent.id
}

/** Creates the bootstrap admin when no admin exists (ADMIN_PSEUDO / ADMIN_PASSWORD, else a random password printed once). */
async function ensureAdmin(db: Db, { config, log }: SeedContext): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1)
  if (existing) return
  const pseudo = config.adminPseudo ?? 'admin'
  const password = config.adminPassword ?? randomBytes(12).toString('base64url')
  const passwordHash = await hashPassword(password, config.passwordCost)
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`)
    const [again] = await tx.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1)
    if (again) return false
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.pseudo}) = ${pseudo.toLowerCase()}`)
    if (taken) {
      await tx.update(users).set({ admin: true }).where(eq(users.id, taken.id))
      log.warn(`Existing account "${pseudo}" promoted to admin (ADMIN_PSEUDO).`)
      return false
    }
    const [admin] = await tx
      .insert(users)
      .values({ pseudo, email: `${pseudo.toLowerCase()}@admin.local`, passwordHash, admin: true })
      .returning()
    await grantStarterCollection(tx, admin.id)
    return true
  })
  if (created && !config.adminPassword) {
    log.warn('Bootstrap admin created with a generated password, printed once on the console.')
    if (config.logLevel !== 'silent') {
      console.log(`\n  Admin account: pseudo "${pseudo}", password "${password}" (shown once; set ADMIN_PASSWORD to choose it).\n`)
    }
  } else if (created) {
    log.info(`Bootstrap admin "${pseudo}" created.`)
  }
}
