// Bursts of 40 simultaneous requests against every attempt limit: at most `max` get through, the
// rest are French 429s, never a 500 (split across two instances when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, like } from 'drizzle-orm'
import { burst, cluster, expectRefusals, tally, type Cluster } from './helpers/bursts'
import { newPlayer, type Player } from './helpers/players'
import { users } from '../../src/server/db/schema'

const WRONG = 'mauvais-mot-de-passe'
const SIGNIN_LIMITED = /^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/

let c: Cluster
let ipCount = 0
const ip = () => `10.7.${ipCount >> 8}.${ipCount++ & 255}`

beforeAll(async () => {
  c = await cluster()
})
afterAll(() => c.close())

const signin = (i: number, pseudo: string, password: string, from: string) =>
  c.at(i).api.post('/auth/signin', { pseudo, password }, { ip: from })
const player = () => newPlayer(c.apps[0].api)

describe('sign-in bursts', () => {
  it('per account and address: 5 of 40 simultaneous wrong passwords are checked, then even the right one waits', async () => {
    const p = await player()
    const from = ip()
    const answers = await burst(40, (i) => signin(i, p.pseudo, WRONG, from))
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 })
    expectRefusals(answers, SIGNIN_LIMITED)
    const right = await signin(1, p.pseudo, p.password, from)
    expect([right.status, right.body.message]).toEqual([429, 'Trop de tentatives de connexion. Réessayez dans 15 minutes.'])
  })

  it('per account and address: 40 simultaneous guesses with the right one last do not get in', async () => {
    const p = await player()
    const from = ip()
    const answers = await burst(40, (i) => signin(i, p.email, i === 39 ? p.password : WRONG, from))
    expect(answers[39].status).toBe(429)
    expect(tally(answers)).toEqual({ 401: 5, 429: 35 })
  })

  it('per account: at most 50 of 60 simultaneous failures from 60 addresses are checked', async () => {
    const p = await player()
    const answers = await burst(60, (i) => signin(i, p.pseudo, WRONG, ip()))
    expect(tally(answers)).toEqual({ 401: 50, 429: 10 })
    expectRefusals(answers, SIGNIN_LIMITED)
  })

  it('per address: 20 of 40 simultaneous failures on 40 names are checked', async () => {
    const from = ip()
    const answers = await burst(40, (i) => signin(i, `inconnu_rafale_${i}`, WRONG, from))
    expect(tally(answers)).toEqual({ 401: 20, 429: 20 })
    expectRefusals(answers, SIGNIN_LIMITED)
    const p = await player()
    expect((await signin(0, p.pseudo, p.password, from)).status).toBe(429)
    expect((await signin(1, p.pseudo, p.password, ip())).status).toBe(200)
  })

  it('an attacker elsewhere cannot lock the owner out', async () => {
    const p = await player()
    const attacker = ip()
    const owner = ip()
    expect(tally(await burst(40, (i) => signin(i, p.pseudo, WRONG, attacker)))).toEqual({ 401: 5, 429: 35 })
    for (let i = 0; i < 5; i++) expect((await signin(i, p.pseudo, WRONG, attacker)).status).toBe(429)
    expect((await signin(0, p.pseudo, p.password, owner)).status).toBe(200)
    expect((await signin(1, p.email, p.password, owner)).status).toBe(200)
    expect((await signin(0, p.pseudo, p.password, attacker)).status).toBe(429)
  })
})

describe('sign-up bursts', () => {
  const form = (name: string) => ({ pseudo: name, email: `${name}@exemple.fr`, password: 'motdepasse-solide', passwordConfirmation: 'motdepasse-solide' })

  it('per address: 10 of 40 simultaneous sign-ups create an account', async () => {
    const from = ip()
    const answers = await burst(40, (i) => c.at(i).api.post('/auth/signup', form(`rafale_${i}`), { ip: from }))
    expect(tally(answers)).toEqual({ 201: 10, 429: 30 })
    // Past 30 forms an hour, the attempts budget answers first.
    expectRefusals(answers, /^Trop de (comptes créés|tentatives d'inscription) depuis cette adresse\. Réessayez dans 60 minutes\.$/)
    const [{ n }] = await c.apps[0].app.db.select({ n: count() }).from(users).where(like(users.pseudo, 'rafale\\_%'))
    expect(n).toBe(10)
  })

  it('per address: taken pseudos count too, 30 of 40 simultaneous checks then a French 429', async () => {
    const p: Player = await player()
    const from = ip()
    const answers = await burst(40, (i) =>
      c.at(i).api.post('/auth/signup', { ...form(`sonde_${i}`), pseudo: p.pseudo }, { ip: from }),
    )
    expect(tally(answers)).toEqual({ 400: 30, 429: 10 })
    expectRefusals(answers, /^Trop de tentatives d'inscription depuis cette adresse\. Réessayez dans 60 minutes\.$/)
    const fresh = await c.apps[0].api.post('/auth/signup', form('sonde_libre'), { ip: from })
    expect(fresh.status).toBe(429)
  })
})

describe('password reset bursts', () => {
  const ask = (i: number, email: string, from: string) =>
    c.at(i).api.post(`/auth/resetPassword?email=${encodeURIComponent(email)}`, undefined, { ip: from })

  it('per address: 5 of 40 simultaneous requests are accepted', async () => {
    const from = ip()
    const answers = await burst(40, (i) => ask(i, `rafale${i}@exemple.fr`, from))
    expect(tally(answers)).toEqual({ 200: 5, 429: 35 })
    expectRefusals(answers, /^Trop de demandes de réinitialisation\. Réessayez dans 60 minutes\.$/)
  })

  it('per e-mail: 5 of 40 simultaneous requests from 40 addresses send an e-mail', async () => {
    const p = await player()
    const sent = () => c.apps.reduce((n, a) => n + a.app.mailer.outbox.filter((m) => m.to === p.email).length, 0)
    const answers = await burst(40, (i) => ask(i, p.email, ip()))
    expect(tally(answers)).toEqual({ 200: 5, 429: 35 })
    expectRefusals(answers, /^Trop de demandes pour cette adresse\. Réessayez dans 60 minutes\.$/)
    await expect.poll(sent, { timeout: 5_000 }).toBe(5) // the e-mails are sent after the answer
  })
})

describe('save-password bursts', () => {
  it('per address: 10 of 40 simultaneous forged tokens are checked', async () => {
    const from = ip()
    const answers = await burst(40, (i) =>
      c.at(i).api.post('/auth/savePassword', { token: `faux-jeton-${i}`, password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' }, { ip: from }),
    )
    expect(tally(answers)).toEqual({ 400: 10, 429: 30 })
    expectRefusals(answers, /^Trop de tentatives de changement de mot de passe\. Réessayez dans 15 minutes\.$/)
    c.advance(15 * 60_000)
    const later = await c.apps[0].api.post('/auth/savePassword', { token: 'faux-jeton', password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret' }, { ip: from })
    expect(later.status).toBe(400)
  })
})

describe('profile current-password bursts', () => {
  it('5 of 40 simultaneous wrong current passwords are checked; then even the right one waits 15 minutes', async () => {
    const p = await player()
    const change = (currentPassword: string) => ({ email: `nouveau.${p.pseudo.toLowerCase()}@exemple.fr`, currentPassword })
    const answers = await burst(40, (i) => c.at(i).api.put(`/api/user/${p.id}`, change(WRONG), { token: p.token }))
    expect(tally(answers)).toEqual({ 400: 5, 429: 35 })
    expectRefusals(answers, /^Trop de mots de passe actuels incorrects\. Réessayez dans 15 minutes\.$/)
    expect((await c.apps[0].api.put(`/api/user/${p.id}`, change(p.password), { token: p.token })).status).toBe(429)
    c.advance(15 * 60_000)
    const ok = await c.apps[0].api.put(`/api/user/${p.id}`, change(p.password), { token: p.token })
    expect([ok.status, ok.body.email]).toEqual([200, `nouveau.${p.pseudo.toLowerCase()}@exemple.fr`])
  })

  it('the right current password does not count', async () => {
    const p = await player()
    for (let i = 0; i < 8; i++) {
      const res = await c.apps[0].api.put(`/api/user/${p.id}`, { pseudo: `${p.pseudo.slice(0, 14)}_${i}`, password: `secret-nouveau-${i}`, passwordConfirmation: `secret-nouveau-${i}`, currentPassword: i === 0 ? p.password : `secret-nouveau-${i - 1}` }, { token: p.token })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      p.token = (await c.apps[0].api.post('/auth/signin', { pseudo: res.body.pseudo, password: `secret-nouveau-${i}` }, { ip: ip() })).body.accessToken
    }
  })
})
