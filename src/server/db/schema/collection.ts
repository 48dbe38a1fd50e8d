// What players own: card and spell instances, decks, friendships; and the AI opponents' setup.
import { integer, pgTable, primaryKey, serial, text, timestamp, index } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { cards, skins, spells } from './catalogue'

/** The columns a card instance and a spell instance share: owner, the four side bonuses, the skin. */
const instanceColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  bonusHaut: integer('bonus_haut').notNull().default(0),
  bonusGauche: integer('bonus_gauche').notNull().default(0),
  bonusDroite: integer('bonus_droite').notNull().default(0),
  bonusBas: integer('bonus_bas').notNull().default(0),
  skinId: integer('skin_id').references(() => skins.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cardPlayers = pgTable(
  'card_players',
  { ...instanceColumns(), cardId: integer('card_id').notNull().references(() => cards.id) },
  (t) => [index('card_players_user').on(t.userId)],
)

export const spellPlayers = pgTable(
  'spell_players',
  { ...instanceColumns(), spellId: integer('spell_id').notNull().references(() => spells.id) },
  (t) => [index('spell_players_user').on(t.userId)],
)

export const decks = pgTable(
  'decks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('decks_user').on(t.userId)],
)

export const deckCards = pgTable(
  'deck_cards',
  {
    deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
    cardPlayerId: integer('card_player_id').notNull().references(() => cardPlayers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.cardPlayerId] })],
)

export const deckSpells = pgTable(
  'deck_spells',
  {
    deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
    spellPlayerId: integer('spell_player_id').notNull().references(() => spellPlayers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deckId, t.spellPlayerId] })],
)

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'), // 'pending' | 'accepted'
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [index('friendships_addressee').on(t.addresseeId), index('friendships_requester').on(t.requesterId)],
)

/** The AI opponents: one per training difficulty and one boss per solo stage, each with its deck. */
export const aiOpponents = pgTable('ai_opponents', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // 'training' | 'stage'
  difficulty: text('difficulty').notNull(), // 'facile' | 'moyen' | 'difficile'
  stageNumber: integer('stage_number').unique(), // 1…10 for stage bosses
  userId: integer('user_id').notNull().references(() => users.id),
  deckId: integer('deck_id').notNull().references(() => decks.id),
})

export const soloStages = pgTable('solo_stages', {
  id: integer('id').primaryKey(), // 1…10, the stage number
  nom: text('nom').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').notNull(),
  opponentId: integer('opponent_id').notNull().references(() => aiOpponents.id),
  rewardCredit: integer('reward_credit').notNull(),
  rewardXp: integer('reward_xp').notNull(),
})
