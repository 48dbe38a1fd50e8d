// `status <> 'FINISHED'` as a literal, not a bound parameter: only then can the planner (generic
// plans included) use the partial indexes on games not finished (schema/games.ts), whose cost
// stays flat however many games have ended.
import { sql } from 'drizzle-orm'
import { games } from '../schema'

export const notFinished = sql`${games.status} <> 'FINISHED'`
