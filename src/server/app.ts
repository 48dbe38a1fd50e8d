// The API server as a plugin-built Fastify app: configuration, database, authentication, mail,
// the contract's routes, the client and its assets. main.ts only listens.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import openapiGlue from 'fastify-openapi-glue'
import fastifyStatic from '@fastify/static'
import type { Config } from './config'
import { systemClock, type Clock } from './clock'
import { openDatabase, type Database } from './db/client'
import { seedDatabase } from './seed'
import { TokenService, resolveJwtSecret } from './security/tokens'
import { createMailer, type Mailer } from './plugins/mail'
import { stdoutDestination } from './plugins/log-destination'
import { contentSecurityPolicy, usesStripe } from './plugins/csp'
import { authHook } from './plugins/auth'
import { errorHandler, frameworkErrors, notFoundHandler, securityHeaders } from './plugins/errors'
import { validatorCompiler } from './validation'
import { requireJsonBody } from './plugins/json-body'
import { contractOperations, loadContract } from './contract'
import { handlerFor } from './routes'
import { registerBackground } from './plugins/background'
import { createPaymentGateway } from './payments'
import { registerEvents } from './events'
import { registerPollCache } from './plugins/poll-cache'
import { compressAnswers } from './plugins/compression'
import { databasePlugin } from './plugins/database'
import { gameCachePlugin } from './plugins/game-cache'
import { gameSavesPlugin } from './plugins/game-saves'
import { botsPlugin } from './plugins/bots'
import { gameStorePlugin } from './plugins/game-store'
import { heartbeatPlugin } from './plugins/heartbeat'
import { noticesPlugin } from './plugins/notices'
import { loadPrerenderedPages, scriptHashes, servePrerenderedPages } from './plugins/prerendered-pages'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

export interface AppOptions {
  config: Config
  clock?: Clock
  /** An already open database (tests share one between two app instances). */
  database?: Database
  /** Skip the catalogue seed (a few tests start from an empty database). */
  seed?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
    tokens: TokenService
    mailer: Mailer
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.passwordConfirmation'],
      stream: stdoutDestination(), // never blocks on a stalled log reader
    },
    bodyLimit: 256 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    ajv: { customOptions: { strict: false } },
    forceCloseConnections: true,
    frameworkErrors,
  })

  const ownsDatabase = !options.database
  const database = options.database ?? (await openDatabase(config))
  if (ownsDatabase) await database.migrate()
  if (options.seed !== false) {
    await seedDatabase(database.db, { config, log: app.log, clock: options.clock ?? systemClock })
  }
  const secret = await resolveJwtSecret(database.db, config.jwtSecret)

  app.decorate('config', config)
  app.decorate('clock', options.clock ?? systemClock)
  // The app's objects on the database, each a plugin naming what it depends on (plugins/*.ts).
  await app.register(databasePlugin, { database, owned: ownsDatabase })
  await app.register(gameCachePlugin)
  await app.register(gameSavesPlugin)
  await app.register(noticesPlugin)
  await app.register(botsPlugin) // pooled bots play after the save
  await app.register(gameStorePlugin)
  await app.register(heartbeatPlugin) // at start, gives the running turns the time nobody served
  app.decorate('tokens', new TokenService(secret, config.tokenTtlSeconds))
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, app.log))
  app.decorate('payments', createPaymentGateway(config, database.db, options.clock ?? systemClock))
  app.decorateRequest('caller', null)
  await registerEvents(app)
  registerPollCache(app)

  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler(errorHandler)
  const dist = config.clientDir ?? join(root, 'dist')
  app.setNotFoundHandler(notFoundHandler(config.serveClient ? dist : null))
  const prerendered = config.serveClient ? loadPrerenderedPages(dist) : [] // the public pages' HTML (build/)
  app.addHook('preValidation', requireJsonBody)
  app.addHook('onSend', securityHeaders(contentSecurityPolicy(usesStripe(config), scriptHashes(prerendered))))
  app.addHook('onSend', compressAnswers) // after the others: they see the uncompressed answer

  const operations = new Map(contractOperations().map((op) => [op.operationId, op]))
  await app.register(openapiGlue, {
    specification: loadContract(),
    operationResolver: (operationId: string) => {
      const op = operations.get(operationId)
      const handler = handlerFor(operationId)
      const route = op?.scopes ? { handler, onRequest: authHook(app, op.scopes) } : { handler }
      return route as unknown as RouteOptions
    },
  })

  await app.register(fastifyStatic, {
    root: join(root, 'assets'),
    prefix: '/assets/',
    maxAge: '1d',
    decorateReply: true,
  })
  if (config.serveClient && existsSync(dist)) {
    servePrerenderedPages(app, prerendered)
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      preCompressed: true, // the build's .br and .gz copies (vite.config.ts)
      setHeaders: (res, path) =>
        res.header('cache-control', path.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    })
  }

  registerBackground(app)
  app.addHook('onClose', async () => app.mailer.close()) // the plugins' own onClose run after, the database's last
  return app
}
