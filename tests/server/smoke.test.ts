import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'

describe('smoke', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  it('answers /health and signs a new player up with the starter deck', async () => {
    const health = await t.api.get('/health')
    expect(health.status).toBe(200)
    const p = await newPlayer(t.api)
    const me = await t.api.get(`/api/user/${p.id}`, { token: p.token })
    expect(me.body.credit).toBe(500)
    const decks = await t.api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })
    expect(decks.body).toHaveLength(1)
    expect(decks.body[0].name).toBe('Deck de départ')
    expect(decks.body[0].cartes).toHaveLength(12)
  })
})
