// What players own: card and spell instances, decks, friendships; and the AI opponents' setup.
import { sql } from 'drizzle-orm'
import { integer, pgTable, primaryKey, serial, text, timestamp, index, check, foreignKey, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core'
import type { Difficulty } from '../../../game'
import { users } from './accounts'
import { cards, skins, spells } from './catalogue'

/** The columns a card instance and a spell instance share: owner, the four side bonuses, the skin. */
const instanceColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  bonusHaut: integer('bonus_haut').notNull().default(0),
  bonusGauche: integer('bonus_gauche').notNull().default(0),
  bonusDroite: integer('bonus_droite').notNull().default(0),
  bonusBas: integer('bonus_bas').notNull().default(0),
  skinId: integer('skin_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The constraints of a card or spell instance table (named as PostgreSQL named them in 0001_foundation).
 * A bonus is 0…3 on each side; a curse's is −3…0 (upgrades sink it further: src/game/upgrade.ts).
 */
const instanceConstraints = (table: string, t: { userId: PgColumn; skinId: PgColumn }, lowest: 0 | -3) => [
  foreignKey({ name: `${table}_user_id_fkey`, columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
  foreignKey({ name: `${table}_skin_id_fkey`, columns: [t.skinId], foreignColumns: [skins.id] }).onDelete('set null'),
  check(`${table}_bonus_haut_check`, lowest === 0 ? sql`bonus_haut BETWEEN 0 AND 3` : sql`bonus_haut BETWEEN -3 AND 3`),
  check(`${table}_bonus_gauche_check`, lowest === 0 ? sql`bonus_gauche BETWEEN 0 AND 3` : sql`bonus_gauche BETWEEN -3 AND 3`),
  check(`${table}_bonus_droite_check`, lowest === 0 ? sql`bonus_droite BETWEEN 0 AND 3` : sql`bonus_droite BETWEEN -3 AND 3`),
  check(`${table}_bonus_bas_check`, lowest === 0 ? sql`bonus_bas BETWEEN 0 AND 3` : sql`bonus_bas BETWEEN -3 AND 3`),
]

export const cardPlayers = pgTable(
  'card_players',
  { ...instanceColumns(), cardId: integer('card_id').notNull() },
  (t) => [
    index('card_players_user').on(t.userId),
    ...instanceConstraints('card_players', t, 0),
    foreignKey({ name: 'card_players_card_id_fkey', columns: [t.cardId], foreignColumns: [cards.id] }),
  ],
)

export const spellPlayers = pgTable(
  'spell_players',
  { ...instanceColumns(), spellId: integer('spell_id').notNull() },
  (t) => [
    index('spell_players_user').on(t.userId),
    ...instanceConstraints('spell_players', t, -3),
    foreignKey({ name: 'spell_players_spell_id_fkey', columns: [t.spellId], foreignColumns: [spells.id] }),
  ],
)

export const decks = pgTable(
  'decks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('decks_user').on(t.userId),
    foreignKey({ name: 'decks_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
  ],
)

export const deckCards = pgTable(
  'deck_cards',
  {
    deckId: integer('deck_id').notNull(),
    cardPlayerId: integer('card_player_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'deck_cards_pkey', columns: [t.deckId, t.cardPlayerId] }),
    foreignKey({ name: 'deck_cards_deck_id_fkey', columns: [t.deckId], foreignColumns: [decks.id] }).onDelete('cascade'),
    foreignKey({ name: 'deck_cards_card_player_id_fkey', columns: [t.cardPlayerId], foreignColumns: [cardPlayers.id] }).onDelete('cascade'),
  ],
)

export const deckSpells = pgTable(
  'deck_spells',
  {
    deckId: integer('deck_id').notNull(),
    spellPlayerId: integer('spell_player_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'deck_spells_pkey', columns: [t.deckId, t.spellPlayerId] }),
    foreignKey({ name: 'deck_spells_deck_id_fkey', columns: [t.deckId], foreignColumns: [decks.id] }).onDelete('cascade'),
    foreignKey({ name: 'deck_spells_spell_player_id_fkey', columns: [t.spellPlayerId], foreignColumns: [spellPlayers.id] }).onDelete('cascade'),
  ],
)

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id').notNull(),
    addresseeId: integer('addressee_id').notNull(),
    status: text('status').$type<'pending' | 'accepted'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('friendships_addressee').on(t.addresseeId),
    index('friendships_requester').on(t.requesterId),
    uniqueIndex('friendships_pair').on(sql`least(requester_id, addressee_id)`, sql`greatest(requester_id, addressee_id)`),
    foreignKey({ name: 'friendships_requester_id_fkey', columns: [t.requesterId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'friendships_addressee_id_fkey', columns: [t.addresseeId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('friendships_status_check', sql`status IN ('pending', 'accepted')`),
    check('friendships_check', sql`requester_id <> addressee_id`),
  ],
)

/** The AI opponents: one per training difficulty and one boss per solo stage, each with its deck. */
export const aiOpponents = pgTable('ai_opponents', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'training' | 'stage'>().notNull(),
  difficulty: text('difficulty').$type<Difficulty>().notNull(),
  stageNumber: integer('stage_number').unique('ai_opponents_stage_number_key'), // 1…10 for stage bosses
  userId: integer('user_id').notNull(),
  deckId: integer('deck_id').notNull(),
}, (t) => [
  check('ai_opponents_kind_check', sql`kind IN ('training', 'stage')`),
  check('ai_opponents_difficulty_check', sql`difficulty IN ('facile', 'moyen', 'difficile')`),
  foreignKey({ name: 'ai_opponents_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
  foreignKey({ name: 'ai_opponents_deck_id_fkey', columns: [t.deckId], foreignColumns: [decks.id] }),
])

export const soloStages = pgTable('solo_stages', {
  id: integer('id').primaryKey(), // 1…10, the stage number
  nom: text('nom').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').$type<Difficulty>().notNull(),
  opponentId: integer('opponent_id').notNull(),
  rewardCredit: integer('reward_credit').notNull(),
  rewardXp: integer('reward_xp').notNull(),
}, (t) => [
  check('solo_stages_id_check', sql`id BETWEEN 1 AND 10`),
  check('solo_stages_difficulty_check', sql`difficulty IN ('facile', 'moyen', 'difficile')`),
  foreignKey({ name: 'solo_stages_opponent_id_fkey', columns: [t.opponentId], foreignColumns: [aiOpponents.id] }),
])
