// Racing writes never end in a 5xx: concurrent upgrades of copies of one card (PostgreSQL
// deadlocked, 40P01 → 500), and renaming a deck while it is deleted (500 on the missing row).
// With TEST_DATABASE_URL, the calls are spread over two app instances sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, testDatabase, type Answer, type TestApp, type TestDatabase } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'

const ROUNDS = 20
let db: TestDatabase
let a: TestApp
let b: TestApp
let admin: { id: number; token: string }
let p: Player
beforeAll(async () => {
  db = await testDatabase()
  a = await testApp({ database: db })
  b = await testApp({ database: db })
  admin = await adminToken(a.api)
  p = await newPlayer(a.api)
})
afterAll(async () => {
  await a.close()
  await b.close()
  await db.dispose()
})

const apiFor = (i: number) => (i % 2 ? b : a).api
const brief = (r: Answer) => `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`

describe('races', () => {
  it(`${ROUNDS} rounds of concurrent upgrades of copies of one card: no 5xx, never more copies consumed than owned`, async () => {
    const seen: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const cardId = 1 + (round % 5)
      const copies: number[] = []
      for (let i = 0; i < 8; i++) {
        const res = await a.api.post('/api/cardplayer/user/add', { userId: p.id, cardId }, { token: admin.token })
        copies.push(res.body.id)
      }
      const answers = await Promise.all(
        copies.slice(0, 4).map((id, i) => apiFor(i).post('/api/cardplayer/upgrade', { userId: p.id, cardPlayerId: id }, { token: p.token, unchecked: true })),
      )
      for (const r of answers) {
        seen.push(brief(r))
        expect(r.status, brief(r)).toBeLessThan(500)
        if (r.status !== 200) expect([404, 409], brief(r)).toContain(r.status)
      }
      const ok = answers.filter((r) => r.status === 200)
      expect(ok.length).toBeGreaterThanOrEqual(1)
      const consumed = ok.flatMap((r) => r.body.consumed as number[])
      expect(new Set(consumed).size).toBe(consumed.length) // a copy is consumed once
    }
    expect(seen.filter((s) => s.startsWith('5'))).toEqual([])
  }, 120_000) // 240 requests, one round after the other: over 30 s with other work on both cores

  it(`${ROUNDS} rounds of renaming a deck while it is deleted: 200 or 404 « Deck introuvable. », never a 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const created = await a.api.post('/api/decksplayer/create', { userId: p.id, name: `Course ${round}` }, { token: p.token })
      const id = created.body.id
      const [renamed, deleted] = await Promise.all([
        apiFor(round).post('/api/decksplayer/update/name', { userId: p.id, id, name: `Renommé ${round}` }, { token: p.token, unchecked: true }),
        apiFor(round + 1).post('/api/decksplayer/delete', { userId: p.id, id }, { token: p.token, unchecked: true }),
      ])
      expect(deleted.status, brief(deleted)).toBe(200)
      expect([200, 404], brief(renamed)).toContain(renamed.status)
      if (renamed.status === 404) expect(renamed.body).toEqual({ message: 'Deck introuvable.', status: 404 })
      const gone = await a.api.get(`/api/decksplayer/${id}`, { token: p.token })
      expect(gone.status).toBe(404)
    }
  })
})
