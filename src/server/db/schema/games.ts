// Games of every mode (the match state, its turn clock, rewards), training statistics and solo progress.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { MatchState } from '../../../game'
import { users } from './accounts'
import { decks, soloStages } from './collection'

/** Card and spell instances of both decks as the API shows them, frozen when each deck is chosen. */
export interface GameInstances {
  cards: Record<string, unknown>
  spells: Record<string, unknown>
}

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(), // 'ranked' | 'unranked' | 'private' | 'training' | 'solo'
    status: text('status').notNull().default('WAITING'), // 'WAITING' | 'PLAYING' | 'FINISHED'
    joueur1: integer('joueur1').references(() => users.id, { onDelete: 'set null' }),
    joueur2: integer('joueur2').references(() => users.id, { onDelete: 'set null' }),
    invitedId: integer('invited_id').references(() => users.id, { onDelete: 'set null' }), // the friend of a private game
    deckplayer1: integer('deckplayer1').references(() => decks.id, { onDelete: 'set null' }),
    deckplayer2: integer('deckplayer2').references(() => decks.id, { onDelete: 'set null' }),
    code: text('code'), // private games: unique among games not finished
    state: jsonb('state').$type<MatchState>(), // null until both decks are chosen; hands included, never sent raw
    instances: jsonb('instances').$type<GameInstances>().notNull(),
    roundTo: smallint('round_to'),
    open: boolean('open').notNull().default(true),
    winner: integer('winner').references(() => users.id, { onDelete: 'set null' }),
    starter: smallint('starter'),
    turnDeadline: timestamp('turn_deadline', { withTimezone: true }), // turn clock (PLAYING) or deck-choice deadline (WAITING, paired)
    version: integer('version').notNull().default(0),
    timeouts1: integer('timeouts1').notNull().default(0), // consecutive timeouts of joueur1
    timeouts2: integer('timeouts2').notNull().default(0),
    rngState: bigint('rng_state', { mode: 'number' }).notNull(),
    difficulty: text('difficulty'),
    stageId: integer('stage_id').references(() => soloStages.id),
    endReason: text('end_reason'),
    rewardsApplied: boolean('rewards_applied').notNull().default(false),
    rewards: jsonb('rewards').$type<Record<string, { xp: number; credit: number; ratingChange: number }>>(),
    lastMove: jsonb('last_move').$type<Record<string, unknown>>(),
    waitingRating: integer('waiting_rating'), // ranked matchmaking: rating of the waiting player
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('games_joueur1').on(t.joueur1, t.id), index('games_joueur2').on(t.joueur2, t.id)],
)

export const trainingStats = pgTable(
  'training_stats',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').notNull(),
    played: integer('played').notNull().default(0),
    won: integer('won').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.difficulty] })],
)

export const soloProgress = pgTable(
  'solo_progress',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull().references(() => soloStages.id),
    wins: integer('wins').notNull().default(0),
    firstWonAt: timestamp('first_won_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stageId] })],
)
