// Live events: which users have a stream open on which instance (presence across instances).
// A row is refreshed by its instance's heartbeat; a row not refreshed for a while (a crashed
// instance) is ignored, then deleted by any instance's heartbeat.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const eventPresence = pgTable(
  'event_presence',
  {
    instance: text('instance').notNull(), // random id of the app instance, new at each start
    userId: integer('user_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.userId] }), index('event_presence_user').on(t.userId)],
)

/**
 * Each instance's heartbeat (one row per running instance, refreshed every second): when the whole
 * cluster was down, the next instance to start knows since when, and gives the running turns that
 * time back (src/server/games/downtime.ts).
 */
export const instanceBeats = pgTable('instance_beats', {
  instance: text('instance').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
})
