// Attempt limits: sign-in per account and address, per account, per address, password resets,
// sign-ups; they trigger, refuse even the right password, and lift after their window (moved by
// the manual clock). Simultaneous requests are in limits-burst.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'

const WRONG = 'mauvais-mot-de-passe'
const SIGNIN_LIMITED = (minutes: string) => `Trop de tentatives de connexion. Réessayez dans ${minutes}.`

let t: TestApp
let ipCount = 0
const ip = () => `10.3.${ipCount >> 8}.${ipCount++ & 255}`

beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

const signin = (pseudo: string, password: string, from = ip()) => t.api.post('/auth/signin', { pseudo, password }, { ip: from })

describe('sign-in limit per account and address', () => {
  it('refuses the 6th attempt from that address, even with the right password, for 15 minutes', async () => {
    const p = await newPlayer(t.api)
    const from = ip()
    for (let i = 0; i < 3; i++) expect((await signin(p.pseudo, WRONG, from)).status).toBe(401)
    for (let i = 0; i < 2; i++) expect((await signin(p.email, WRONG, from)).status).toBe(401) // by e-mail: the same account
    const limited = await signin(p.pseudo, p.password, from)
    expect([limited.status, limited.body]).toEqual([429, { message: SIGNIN_LIMITED('15 minutes'), status: 429, retryAfter: 900 }])
    expect(limited.headers['retry-after']).toBe('900')
    expect((await signin(p.email.toUpperCase(), p.password, from)).status).toBe(429)

    t.clock.advance(15 * 60_000 - 1000)
    const almost = await signin(p.pseudo, p.password, from)
    expect([almost.status, almost.body]).toEqual([429, { message: SIGNIN_LIMITED('1 minute'), status: 429, retryAfter: 1 }])
    t.clock.advance(1000)
    expect((await signin(p.pseudo, p.password, from)).status).toBe(200)
  })

  it('does not lock the owner out from another address', async () => {
    const p = await newPlayer(t.api)
    const [attacker, owner] = [ip(), ip()]
    for (let i = 0; i < 5; i++) expect((await signin(p.pseudo, WRONG, attacker)).status).toBe(401)
    for (let i = 0; i < 3; i++) expect((await signin(p.pseudo, WRONG, attacker)).status).toBe(429)
    expect((await signin(p.pseudo, p.password, owner)).status).toBe(200)
    expect((await signin(p.pseudo, p.password, attacker)).status).toBe(429)
  })

  it('starts counting again after a successful sign-in', async () => {
    const p = await newPlayer(t.api)
    const from = ip()
    for (let i = 0; i < 4; i++) await signin(p.pseudo, WRONG, from)
    expect((await signin(p.pseudo, p.password, from)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await signin(p.pseudo, WRONG, from)).status).toBe(401)
    expect((await signin(p.pseudo, p.password, from)).status).toBe(200)
  })

  it('counts the attempts of unknown names too, without telling them apart', async () => {
    const from = ip()
    for (let i = 0; i < 5; i++) expect((await signin('fantome_inconnu', WRONG, from)).status).toBe(401)
    expect((await signin('FANTOME_INCONNU', WRONG, from)).body).toMatchObject({ status: 429, message: SIGNIN_LIMITED('15 minutes') })
  })

  it('does not lock the other accounts', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    const from = ip()
    for (let i = 0; i < 5; i++) await signin(p.pseudo, WRONG, from)
    expect((await signin(p.pseudo, p.password, from)).status).toBe(429)
    expect((await signin(q.pseudo, q.password, from)).status).toBe(200)
  })
})

describe('sign-in limit per account', () => {
  it('refuses an account after 50 failures from anywhere in 15 minutes', async () => {
    const p = await newPlayer(t.api)
    for (let i = 0; i < 50; i++) expect((await signin(p.pseudo, WRONG)).status).toBe(401) // a fresh address each time
    const limited = await signin(p.pseudo, p.password)
    expect([limited.status, limited.body]).toEqual([429, { message: SIGNIN_LIMITED('15 minutes'), status: 429, retryAfter: 900 }])
    t.clock.advance(15 * 60_000)
    expect((await signin(p.pseudo, p.password)).status).toBe(200)
  })
})

describe('sign-in limit per address', () => {
  it('refuses an address after 20 failures across accounts, for 15 minutes; other addresses still sign in', async () => {
    const address = '192.0.2.50'
    const players = []
    for (let i = 0; i < 5; i++) players.push(await newPlayer(t.api))
    for (const p of players) {
      for (let i = 0; i < 4; i++) expect((await signin(p.pseudo, WRONG, address)).status).toBe(401)
    }
    const fresh = await newPlayer(t.api)
    const limited = await signin(fresh.pseudo, fresh.password, address)
    expect([limited.status, limited.body]).toEqual([429, { message: SIGNIN_LIMITED('15 minutes'), status: 429, retryAfter: 900 }])
    expect((await signin(players[0].pseudo, players[0].password, address)).status).toBe(429)
    expect((await signin(fresh.pseudo, fresh.password, '192.0.2.51')).status).toBe(200)
    t.clock.advance(15 * 60_000)
    expect((await signin(fresh.pseudo, fresh.password, address)).status).toBe(200)
  })
})

describe('password reset limit', () => {
  const ask = (email: string, from: string) => t.api.post(`/auth/resetPassword?email=${encodeURIComponent(email)}`, undefined, { ip: from })

  it('allows 5 requests an hour per address', async () => {
    const from = '192.0.2.60'
    for (let i = 0; i < 5; i++) expect((await ask(`adresse${i}@exemple.fr`, from)).status).toBe(200)
    const limited = await ask('adresse9@exemple.fr', from)
    expect([limited.status, limited.body]).toEqual([
      429,
      { message: 'Trop de demandes de réinitialisation. Réessayez dans 60 minutes.', status: 429, retryAfter: 3600 },
    ])
    t.clock.advance(60 * 60_000)
    expect((await ask('adresse9@exemple.fr', from)).status).toBe(200)
  })

  it('allows 5 e-mails an hour per account address, whatever the sender address', async () => {
    const p = await newPlayer(t.api)
    const before = t.app.mailer.outbox.length
    for (let i = 0; i < 5; i++) expect((await ask(p.email, ip())).status).toBe(200)
    const limited = await ask(p.email.toUpperCase(), ip())
    expect([limited.status, limited.body.message]).toEqual([429, 'Trop de demandes pour cette adresse. Réessayez dans 60 minutes.'])
    expect(t.app.mailer.outbox.length - before).toBe(5)
  })
})

describe('sign-up limit', () => {
  it('allows 10 accounts an hour per address', async () => {
    const from = '192.0.2.70'
    const form = (i: number) => ({ pseudo: `masse_${i}`, email: `masse${i}@exemple.fr`, password: 'motdepasse-solide', passwordConfirmation: 'motdepasse-solide' })
    for (let i = 0; i < 10; i++) expect((await t.api.post('/auth/signup', form(i), { ip: from })).status).toBe(201)
    const limited = await t.api.post('/auth/signup', form(10), { ip: from })
    expect([limited.status, limited.body.message]).toEqual([429, 'Trop de comptes créés depuis cette adresse. Réessayez dans 60 minutes.'])
    expect((await t.api.post('/auth/signin', { pseudo: 'masse_10', password: 'motdepasse-solide' }, { ip: ip() })).status).toBe(401)
    t.clock.advance(60 * 60_000)
    expect((await t.api.post('/auth/signup', form(10), { ip: from })).status).toBe(201)
  })
})
