// drizzle-kit's configuration: `npm run db:generate` compares the Drizzle schema with the last
// snapshot in migrations/meta and writes the difference as a new SQL migration beside the others.
// Timestamped names sort after the hand-written history (0001_… to 0300_…), so the migrator
// (migrate.ts, name order) applies them after it.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  migrations: { prefix: 'timestamp' },
})
