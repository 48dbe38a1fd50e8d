// GET /health: the server and its database answer.
import type { Handlers } from './types'
import { HttpError } from '../errors'
import { COMMON } from '../messages'

export const healthHandlers: Handlers = {
  getHealth: async (request) => {
    const app = request.server
    try {
      await app.database.ping()
    } catch {
      throw new HttpError(503, COMMON.databaseDown)
    }
    return { status: 'ok', database: app.database.kind, time: app.clock().toISOString(), version: process.env.npm_package_version ?? '0.1.0' }
  },
}
