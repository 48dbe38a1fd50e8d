// Restart persistence: a second server on the same DATA_DIR (or the same PostgreSQL schema) knows
// the accounts, their starter deck and the generated JWT secret, and seeds nothing twice.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/server/app'
import { testConfig } from '../../src/server/config'
import { cards, users } from '../../src/server/db/schema'
import { Api, PG_URL, testApp, testDatabase } from './helpers/app'
import { newPlayer, signIn, type Player } from './helpers/players'

/** What the first server leaves behind, checked on the second one. */
async function checkSurvived(api: Api, app: FastifyInstance, p: Player, adminCountBefore: number) {
  const old = await api.get(`/api/user/${p.id}`, { token: p.token })
  expect(old.status, 'the token of the first server (generated JWT secret) still works').toBe(200)
  const token = await signIn(api, p.pseudo, p.password)
  const decks = (await api.get(`/api/decksplayer/user/${p.id}`, { token })).body
  expect(decks).toHaveLength(1)
  expect(decks[0]).toMatchObject({ name: 'Deck de départ', playable: true })
  expect(decks[0].cartes).toHaveLength(12)
  expect(decks[0].spells).toHaveLength(6)
  const [{ n }] = await app.db.select({ n: count() }).from(cards)
  expect(Number(n)).toBe(48)
  const [{ n: people }] = await app.db.select({ n: count() }).from(users)
  expect(Number(people)).toBe(adminCountBefore)
  await signIn(api, 'admin', 'admin-password')
}

describe.skipIf(PG_URL)('restart on the same DATA_DIR (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'arene-restart-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  // jwtSecret: null — the secret is generated at first start and kept in the database.
  const config = () => testConfig({ dataDir, jwtSecret: null, adminPassword: 'admin-password', adminPseudo: 'admin' })

  it('keeps the player, the starter deck, the catalogue and the JWT secret', async () => {
    const first = await buildApp({ config: config() })
    let p: Player
    let rows: number
    try {
      p = await newPlayer(new Api(first))
      const [{ n }] = await first.db.select({ n: count() }).from(users)
      rows = Number(n)
    } finally {
      await first.close()
    }
    const second = await buildApp({ config: config() })
    try {
      await checkSurvived(new Api(second), second, p, rows)
    } finally {
      await second.close()
    }
  }, 120_000) // two first starts of PGlite (initdb, migrations, the catalogue): over 30 s with other work on both cores
})

describe.skipIf(!PG_URL)('restart on the same PostgreSQL schema', () => {
  it('keeps the player, the starter deck, the catalogue and the JWT secret', async () => {
    const db = await testDatabase()
    try {
      const first = await testApp({ database: db, config: { jwtSecret: null } })
      const p = await newPlayer(first.api)
      const [{ n }] = await first.app.db.select({ n: count() }).from(users)
      await first.close()
      await db.database.migrate() // what a restart does: nothing left to apply
      const second = await testApp({ database: db, config: { jwtSecret: null } })
      try {
        await checkSurvived(second.api, second.app, p, Number(n))
      } finally {
        await second.close()
      }
    } finally {
      await db.dispose()
    }
  })
})
