// The collection economy: boosters owned by players, skins they bought, and skin payments.
import { sql } from 'drizzle-orm'
import { bigint, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, index, unique, uniqueIndex, check, foreignKey } from 'drizzle-orm/pg-core'
import type { Rarete } from '../../../game'
import { users } from './accounts'
import { packs, skins } from './catalogue'

/** A booster in a player's inventory: unopened, opened (its content recorded), or traded up. */
export const packPlayers = pgTable(
  'pack_players',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    packId: integer('pack_id').notNull(),
    source: text('source').$type<'bought' | 'gift' | 'upgrade'>().notNull(),
    pricePaid: integer('price_paid').notNull().default(0), // credit points spent on it
    // The terms when it was acquired (a later catalogue edit does not change a booster already owned).
    kind: text('kind').$type<'cards' | 'spells'>().notNull(),
    size: integer('size').notNull(),
    guaranteedRarity: text('guaranteed_rarity').$type<Rarete>(),
    seed: bigint('seed', { mode: 'number' }).notNull(), // 32-bit seed drawn at acquisition (node:crypto)
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    content: jsonb('content'), // what the opening revealed (PackRecord: instance, item, rarity), set with openedAt
    consumedAt: timestamp('consumed_at', { withTimezone: true }), // traded in a pack upgrade
    upgradedInto: integer('upgraded_into'),
  },
  (t) => [
    index('pack_players_user').on(t.userId),
    foreignKey({ name: 'pack_players_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'pack_players_pack_id_fkey', columns: [t.packId], foreignColumns: [packs.id] }),
    foreignKey({ name: 'pack_players_upgraded_into_fkey', columns: [t.upgradedInto], foreignColumns: [t.id] }).onDelete('set null'),
    check('pack_players_source_check', sql`source IN ('bought', 'gift', 'upgrade')`),
    check('pack_players_price_paid_check', sql`price_paid >= 0`),
    check('pack_players_kind_check', sql`kind IN ('cards', 'spells')`),
    check('pack_players_size_check', sql`size BETWEEN 1 AND 10`),
    check('pack_players_guaranteed_rarity_check', sql`guaranteed_rarity IN ('commune', 'rare', 'épique', 'légendaire')`),
    check('pack_players_seed_check', sql`seed BETWEEN 0 AND 4294967295`),
    check('pack_players_check', sql`(opened_at IS NULL) = (content IS NULL)`),
    check('pack_players_check1', sql`opened_at IS NULL OR consumed_at IS NULL`),
  ],
)

/**
 * The légendaire guarantee's counters (packs/pity.ts): per player and booster kind, the boosters
 * opened since the last one that revealed a légendaire. Locked and changed in the opening's
 * transaction; no row means 0.
 */
export const packPity = pgTable(
  'pack_pity',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<'cards' | 'spells'>().notNull(),
    openedWithoutLegendary: integer('opened_without_legendary').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'pack_pity_pkey', columns: [t.userId, t.kind] }),
    foreignKey({ name: 'pack_pity_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('pack_pity_kind_check', sql`kind IN ('cards', 'spells')`),
    check('pack_pity_opened_without_legendary_check', sql`opened_without_legendary >= 0`),
  ],
)

/** A skin payment as the server records it; the gateway's own answer decides whether it succeeded. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').$type<'stripe' | 'test'>().notNull(),
    gatewayIntentId: text('gateway_intent_id').notNull().unique('payments_gateway_intent_id_key'),
    userId: integer('user_id'),
    skinId: integer('skin_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(), // last status seen from the gateway
    paymentMethodId: text('payment_method_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }), // the skin was granted for it
    closedAt: timestamp('closed_at', { withTimezone: true }), // no longer handed back for reuse (canceled, repriced…)
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }), // next reconciliation check; null: none
    refundReason: text('refund_reason').$type<'owned' | 'mismatch' | 'user_gone'>(), // refund decided, never granted
    refundId: text('refund_id').unique('payments_refund_id_key'), // the gateway's refund, once made
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_skin').on(t.userId, t.skinId),
    // At most one pending payment per player and skin: racing creations converge on it.
    uniqueIndex('payments_one_open')
      .on(t.userId, t.skinId)
      .where(sql`consumed_at IS NULL AND closed_at IS NULL AND refund_reason IS NULL`),
    index('payments_reconcile').on(t.reconcileAfter).where(sql`reconcile_after IS NOT NULL`),
    foreignKey({ name: 'payments_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'payments_skin_id_fkey', columns: [t.skinId], foreignColumns: [skins.id] }),
    check('payments_gateway_check', sql`gateway IN ('stripe', 'test')`),
    check('payments_amount_cents_check', sql`amount_cents > 0`),
    check('payments_refund_reason_check', sql`refund_reason IN ('owned', 'mismatch', 'user_gone')`),
    check('payments_refund_recorded', sql`refunded_at IS NULL OR (refund_id IS NOT NULL AND refund_reason IS NOT NULL)`),
    check('payments_granted_or_refunded', sql`consumed_at IS NULL OR refund_reason IS NULL`),
  ],
)

export const userSkins = pgTable(
  'user_skins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    skinId: integer('skin_id').notNull(),
    paymentId: integer('payment_id'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('user_skins_user_skin').on(t.userId, t.skinId),
    foreignKey({ name: 'user_skins_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'user_skins_skin_id_fkey', columns: [t.skinId], foreignColumns: [skins.id] }),
    foreignKey({ name: 'user_skins_payment_id_fkey', columns: [t.paymentId], foreignColumns: [payments.id] }).onDelete('set null'),
  ],
)

/** The built-in test gateway's payment intents (its own state, apart from the server's records). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(), // pi_test_…
  clientSecret: text('client_secret').notNull(), // answered again for a retried creation, as Stripe does
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').notNull().$type<Record<string, string>>(),
  status: text('status').notNull(), // 'requires_payment_method' | 'succeeded'
  paymentMethodId: text('payment_method_id'),
  lastError: text('last_error'),
  idempotencyKey: text('idempotency_key').unique('test_payment_intents_idempotency_key_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  refundId: text('refund_id').unique('test_payment_intents_refund_id_key'), // its one full refund (re_test_…)
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
}, () => [
  check('test_payment_intents_amount_cents_check', sql`amount_cents > 0`),
  check('test_payment_intents_status_check', sql`status IN ('requires_payment_method', 'succeeded')`),
])
