// The database as a plugin (`app.database`, `app.db`): the other plugins name it in their
// `dependencies`. A database the app opened is closed with it, after every plugin that uses it.
import fp from 'fastify-plugin'
import type { Database, Db } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Db
  }
}

interface DatabaseOptions {
  database: Database
  /** The app opened it (tests share one between two instances: theirs is closed by the test). */
  owned: boolean
}

export const databasePlugin = fp<DatabaseOptions>(
  async (app, { database, owned }) => {
    app.decorate('database', database)
    app.decorate('db', database.db)
    // registered first, so closed last (onClose hooks run in reverse order)
    if (owned) app.addHook('onClose', () => database.close())
  },
  { name: 'database' },
)
