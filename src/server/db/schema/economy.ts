// The collection economy: boosters owned by players, skins they bought, and skin payments.
import { sql } from 'drizzle-orm'
import { bigint, integer, jsonb, pgTable, serial, text, timestamp, index, unique, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { packs, skins } from './catalogue'

/** A booster in a player's inventory: unopened, opened (its content recorded), or traded up. */
export const packPlayers = pgTable(
  'pack_players',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id').notNull().references(() => packs.id),
    source: text('source').notNull(), // 'bought' | 'gift' | 'upgrade'
    pricePaid: integer('price_paid').notNull().default(0), // credit points spent on it
    // The terms when it was acquired (a later catalogue edit does not change a booster already owned).
    kind: text('kind').notNull(), // 'cards' | 'spells'
    size: integer('size').notNull(),
    guaranteedRarity: text('guaranteed_rarity'),
    seed: bigint('seed', { mode: 'number' }).notNull(), // 32-bit seed drawn at acquisition (node:crypto)
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    content: jsonb('content'), // what the opening revealed (PackRecord: instance, item, rarity), set with openedAt
    consumedAt: timestamp('consumed_at', { withTimezone: true }), // traded in a pack upgrade
    upgradedInto: integer('upgraded_into').references((): AnyPgColumn => packPlayers.id, { onDelete: 'set null' }),
  },
  (t) => [index('pack_players_user').on(t.userId)],
)

/** A skin payment as the server records it; the gateway's own answer decides whether it succeeded. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(), // 'stripe' | 'test'
    gatewayIntentId: text('gateway_intent_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    skinId: integer('skin_id').notNull().references(() => skins.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(), // last status seen from the gateway
    paymentMethodId: text('payment_method_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }), // the skin was granted for it
    closedAt: timestamp('closed_at', { withTimezone: true }), // no longer handed back for reuse (canceled, repriced…)
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }), // next reconciliation check; null: none
    refundReason: text('refund_reason'), // 'owned' | 'mismatch' | 'user_gone': refund decided, never granted
    refundId: text('refund_id').unique(), // the gateway's refund, once made
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_skin').on(t.userId, t.skinId),
    // At most one pending payment per player and skin: racing creations converge on it.
    uniqueIndex('payments_one_open')
      .on(t.userId, t.skinId)
      .where(sql`consumed_at IS NULL AND closed_at IS NULL AND refund_reason IS NULL`),
    index('payments_reconcile').on(t.reconcileAfter).where(sql`reconcile_after IS NOT NULL`),
  ],
)

export const userSkins = pgTable(
  'user_skins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    skinId: integer('skin_id').notNull().references(() => skins.id),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('user_skins_user_skin').on(t.userId, t.skinId)],
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
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  refundId: text('refund_id').unique(), // its one full refund (re_test_…)
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
})
