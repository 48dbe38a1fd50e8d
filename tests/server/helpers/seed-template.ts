// What testApp's first start writes (tests/server/helpers/app.ts): the catalogue, the bots, the
// admin. The template databases are seeded this way once per run, so every test app starts on an
// already seeded database, as a restarted server does (the seed took 0.4 to 1.3 s per app on PGlite,
// more on PostgreSQL); the first-start seed itself still runs, once per run, here.
import { buildApp } from '../../../src/server/app'
import { manualClock } from '../../../src/server/clock'
import { testConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/client'

/** The configuration testApp starts with: its admin, and testConfig's cheap password hashing. */
export const SEED_CONFIG = { adminPseudo: 'admin', adminPassword: 'admin-password' } as const

/** Seeds `database` as testApp's first start does (same configuration, same manual clock); leaves it open. */
export async function seedAsTestApp(database: Database): Promise<void> {
  const app = await buildApp({ config: testConfig(SEED_CONFIG), clock: manualClock(), database })
  await app.close() // the database is not the app's: it stays open
}
