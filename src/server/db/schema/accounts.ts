// Accounts: users (players, admins and AI opponents), password resets, rate limits, server settings.
import { sql } from 'drizzle-orm'
import { boolean, integer, pgTable, serial, text, timestamp, bigserial, index, check, foreignKey, uniqueIndex } from 'drizzle-orm/pg-core'

/** The credit a new account starts with (game-rules.md, Economy): the column's default. */
export const STARTER_CREDIT = 500

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  pseudo: text('pseudo').notNull(),
  email: text('email'), // null for AI opponents
  passwordHash: text('password_hash'), // null for AI opponents: they never sign in
  credit: integer('credit').notNull().default(STARTER_CREDIT),
  xp: integer('xp').notNull().default(0), // the API's `level`
  rating: integer('rating').notNull().default(1000),
  rankedPlayed: integer('ranked_played').notNull().default(0),
  rankedWon: integer('ranked_won').notNull().default(0),
  admin: boolean('admin').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  bot: boolean('bot').notNull().default(false),
  preferences: text('preferences').notNull().default('{"theme":"light"}'),
  tokenVersion: integer('token_version').notNull().default(0), // bumped to revoke issued tokens
  // The profile's badges, kept equal to a recount by database triggers (migration *_profile_badges):
  // items with an upgradable copy (`cardlevelup`) and pending friend requests received (`friendsnotif`).
  badgeCardlevelup: integer('badge_cardlevelup').notNull().default(0),
  badgeFriendsnotif: integer('badge_friendsnotif').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('users_credit_check', sql`credit >= 0`),
  check('users_xp_check', sql`xp >= 0`),
  uniqueIndex('users_pseudo_key').on(sql`lower(pseudo)`),
  uniqueIndex('users_email_key').on(sql`lower(email)`).where(sql`email IS NOT NULL`),
  index('users_rating').on(t.rating.desc().nullsFirst()).where(sql`bot = false`),
])

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull().unique('password_resets_token_hash_key'), // sha256 of the token sent by e-mail
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ name: 'password_resets_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
])

export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(), // e.g. "signin:account:alice", "signin:ip:1.2.3.4"
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_key_at').on(t.key, t.at)],
)

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
