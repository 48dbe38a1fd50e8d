// Games of every mode (the match state, its turn clock, rewards), training statistics and solo progress.
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, check, foreignKey, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Difficulty, MatchState, RecordedMove } from '../../../game'
import type { GameDecks, GameEndReason, GameStatus, GameType, LastMoveJson } from '../../games/types'
import { users } from './accounts'
import { decks, soloStages } from './collection'

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<GameType>().notNull(),
    status: text('status').$type<GameStatus>().notNull().default('WAITING'),
    joueur1: integer('joueur1'),
    joueur2: integer('joueur2'),
    invitedId: integer('invited_id'), // the friend of a private game
    deckplayer1: integer('deckplayer1'),
    deckplayer2: integer('deckplayer2'),
    code: text('code'), // private games: unique among games not finished
    state: jsonb('state').$type<MatchState>(), // null until both decks are chosen; hands included, never sent raw
    // The chosen decks per slot, frozen when each deck is chosen. Every insert writes it: the default
    // (kept from the first migration, as SQL so its text does not change) is never read.
    instances: jsonb('instances').$type<GameDecks>().notNull().default(sql`'{"cards":{},"spells":{}}'::jsonb`),
    roundTo: smallint('round_to'),
    open: boolean('open').notNull().default(true),
    winner: integer('winner'),
    starter: smallint('starter'),
    turnDeadline: timestamp('turn_deadline', { withTimezone: true }), // turn clock (PLAYING) or deck-choice deadline (WAITING, paired)
    version: integer('version').notNull().default(0),
    timeouts1: integer('timeouts1').notNull().default(0), // consecutive timeouts of joueur1
    timeouts2: integer('timeouts2').notNull().default(0),
    rngState: bigint('rng_state', { mode: 'number' }).notNull(),
    difficulty: text('difficulty').$type<Difficulty>(),
    stageId: integer('stage_id'),
    endReason: text('end_reason').$type<GameEndReason>(),
    rewardsApplied: boolean('rewards_applied').notNull().default(false),
    rewards: jsonb('rewards').$type<Record<string, { xp: number; credit: number; ratingChange: number }>>(),
    lastMove: jsonb('last_move').$type<LastMoveJson>(),
    // The replay: every move in order, appended by the versioned save that applies it (a few KB a game),
    // and the generator's state when the match started (with the frozen `instances`, the start).
    moves: jsonb('moves').$type<RecordedMove[]>().notNull().default(sql`'[]'::jsonb`),
    seed: bigint('seed', { mode: 'number' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    waitingRating: integer('waiting_rating'), // matchmaking: rating of the waiting player
    waitingPower: integer('waiting_power'), // matchmaking: power of the waiting player's deck (null: no deck yet, fits any)
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // A private code is unique among the games not finished (it may be drawn again later).
    uniqueIndex('games_open_code').on(t.code).where(sql`code IS NOT NULL AND status <> 'FINISHED'`),
    // Matchmaking: waiting games without an opponent, per type, oldest first.
    index('games_matchmaking').on(t.type, t.waitingSince).where(sql`status = 'WAITING' AND joueur2 IS NULL`),
    // A user's games (history, the game in progress, deck in use), newest first.
    index('games_joueur1').on(t.joueur1, t.id),
    index('games_joueur2').on(t.joueur2, t.id),
    // A user's game in progress (every poll of the game screen): only the games not finished.
    index('games_joueur1_open').on(t.joueur1).where(sql`status <> 'FINISHED'`),
    index('games_joueur2_open').on(t.joueur2).where(sql`status <> 'FINISHED'`),
    // Decks in a game not finished (locks, the upgradable badge): small however many games have ended.
    index('games_deckplayer1_open').on(t.deckplayer1).where(sql`status <> 'FINISHED' AND deckplayer1 IS NOT NULL`),
    index('games_deckplayer2_open').on(t.deckplayer2).where(sql`status <> 'FINISHED' AND deckplayer2 IS NOT NULL`),
    // No index holds turn_deadline (or anything else a move changes): a move's save is then a HOT update,
    // one heap tuple and no index entry. The sweep reads the games not finished through the partial indexes above.
    foreignKey({ name: 'games_joueur1_fkey', columns: [t.joueur1], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'games_joueur2_fkey', columns: [t.joueur2], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'games_invited_id_fkey', columns: [t.invitedId], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'games_deckplayer1_fkey', columns: [t.deckplayer1], foreignColumns: [decks.id] }).onDelete('set null'),
    foreignKey({ name: 'games_deckplayer2_fkey', columns: [t.deckplayer2], foreignColumns: [decks.id] }).onDelete('set null'),
    foreignKey({ name: 'games_winner_fkey', columns: [t.winner], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'games_stage_id_fkey', columns: [t.stageId], foreignColumns: [soloStages.id] }),
    check('games_type_check', sql`type IN ('ranked', 'unranked', 'private', 'training', 'solo')`),
    check('games_status_check', sql`status IN ('WAITING', 'PLAYING', 'FINISHED')`),
    check('games_round_to_check', sql`round_to IN (1, 2)`),
    check('games_starter_check', sql`starter IN (1, 2)`),
    check('games_difficulty_check', sql`difficulty IN ('facile', 'moyen', 'difficile')`),
    check('games_end_reason_check', sql`end_reason IN ('board-full', 'no-moves', 'quit', 'surrender', 'forfeit', 'cancelled')`),
  ],
)

export const trainingStats = pgTable(
  'training_stats',
  {
    userId: integer('user_id').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    played: integer('played').notNull().default(0),
    won: integer('won').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'training_stats_pkey', columns: [t.userId, t.difficulty] }),
    foreignKey({ name: 'training_stats_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('training_stats_difficulty_check', sql`difficulty IN ('facile', 'moyen', 'difficile')`),
  ],
)

export const soloProgress = pgTable(
  'solo_progress',
  {
    userId: integer('user_id').notNull(),
    stageId: integer('stage_id').notNull(),
    wins: integer('wins').notNull().default(0),
    firstWonAt: timestamp('first_won_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'solo_progress_pkey', columns: [t.userId, t.stageId] }),
    foreignKey({ name: 'solo_progress_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'solo_progress_stage_id_fkey', columns: [t.stageId], foreignColumns: [soloStages.id] }),
  ],
)
