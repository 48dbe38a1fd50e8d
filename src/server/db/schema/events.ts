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
