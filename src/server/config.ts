// Server configuration, read once from the environment with defaults that just work.
import { resolve } from 'node:path'
import { defaultBotThreads } from './bots/threads'

export interface Config {
  port: number
  host: string
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null
  /** Folder of the embedded database, the dev outbox and other local files; null keeps PGlite in memory (tests). */
  dataDir: string | null
  jwtSecret: string | null
  /** Lifetime of an access token, in seconds. */
  tokenTtlSeconds: number
  publicUrl: string
  smtpUrl: string | null
  mailFrom: string
  stripeSecretKey: string | null
  stripePublishableKey: string | null
  /** Stripe API host override (tests point it at a local fake). */
  stripeApiBase: string | null
  adminPseudo: string | null
  adminPassword: string | null
  /** scrypt cost exponent: N = 2^passwordCost (17 in production). */
  passwordCost: number
  /** Serve the built client (npm start). */
  serveClient: boolean
  /** Folder of the built client; null: dist/ of the project. */
  clientDir: string | null
  logLevel: string
  /** Period of the sweep that applies expired turns, in ms (0 disables it). */
  sweepIntervalMs: number
  /** Worker threads deciding the bots' moves (BOT_WORKERS); 0 decides inline. Default: the cores minus one, at least 1. */
  botWorkers: number
  /** The most a bot decision may take in the pool before a fallback move is played, in ms (BOT_TURN_MS). */
  botTurnMs: number
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) ? n : fallback
}
const text = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null)

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: text(env.DATABASE_URL),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    jwtSecret: text(env.JWT_SECRET),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 12 * 3600),
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Arène des Cartes <no-reply@arene-des-cartes.local>',
    stripeSecretKey: text(env.STRIPE_SECRET_KEY),
    stripePublishableKey: text(env.VITE_STRIPE_PUBLISHABLE_KEY) ?? text(env.STRIPE_PUBLISHABLE_KEY),
    stripeApiBase: text(env.STRIPE_API_BASE),
    adminPseudo: text(env.ADMIN_PSEUDO),
    adminPassword: text(env.ADMIN_PASSWORD),
    passwordCost: int(env.PASSWORD_COST, 17),
    serveClient: env.SERVE_CLIENT !== 'false',
    clientDir: text(env.CLIENT_DIR) ? resolve(env.CLIENT_DIR!) : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    sweepIntervalMs: int(env.SWEEP_INTERVAL_MS, 5000),
    botWorkers: Math.max(0, int(env.BOT_WORKERS, defaultBotThreads())),
    botTurnMs: Math.max(1, int(env.BOT_TURN_MS, 2000)),
  }
}

/** A configuration for tests: in-memory database, cheap password hashing, no client, no sweep. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    dataDir: null,
    serveClient: false,
    passwordCost: 10,
    logLevel: 'silent',
    sweepIntervalMs: 0,
    botWorkers: 0,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    ...overrides,
  }
}
