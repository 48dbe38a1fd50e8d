// The forgotten-password flow end to end: the e-mail (dev outbox, and a real SMTP round trip),
// its one-hour single-use link, the new password, the revoked sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, signIn, type Player } from './helpers/players'
import { startSmtpReceiver, type SmtpReceiver } from './helpers/smtp'

const PUBLIC_URL = 'https://jeu.exemple.fr'
const SENT = "Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation valable une heure vient d'être envoyé."
const LINK_INVALID = 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.'
const SAVED = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.'
const SUBJECT = 'Réinitialisation de votre mot de passe — Arène des Cartes'
const LINK = /https:\/\/jeu\.exemple\.fr\/change-password\/([A-Za-z0-9_-]{20,})/

let t: TestApp
let ipCount = 0
const ip = () => `10.2.${ipCount >> 8}.${ipCount++ & 255}`

beforeAll(async () => {
  t = await testApp({ config: { publicUrl: PUBLIC_URL } })
})
afterAll(() => t.close())

const outbox = () => t.app.mailer.outbox
const askReset = (email: string) => t.api.post(`/auth/resetPassword?email=${encodeURIComponent(email)}`, undefined, { ip: ip() })
const save = (token: string, password: string, passwordConfirmation = password) =>
  t.api.post('/auth/savePassword', { token, password, passwordConfirmation }, { ip: ip() })
const signin = (pseudo: string, password: string, from = ip()) => t.api.post('/auth/signin', { pseudo, password }, { ip: from })

/** Asks for a reset and returns the token of the link in the e-mail. */
async function resetToken(p: Player): Promise<string> {
  const before = outbox().length
  const res = await askReset(p.email)
  expect([res.status, res.body]).toEqual([200, { message: SENT, email: SENT }])
  expect(outbox()).toHaveLength(before + 1)
  const mail = outbox()[before]
  const match = LINK.exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  return match![1]
}

describe('reset through the dev outbox', () => {
  it('sends the link, changes the password once, and revokes the old sessions', async () => {
    const p = await newPlayer(t.api)
    const before = outbox().length
    const token = await resetToken(p)
    const mail = outbox()[before]
    expect(mail).toMatchObject({ to: p.email, subject: SUBJECT })
    expect(mail.text).toContain(`Bonjour ${p.pseudo},`)
    expect(mail.text).toContain(`${PUBLIC_URL}/change-password/${token}`)
    expect(mail.html).toContain(`href="${PUBLIC_URL}/change-password/${token}"`)

    const res = await save(token, 'tout-nouveau-secret')
    expect([res.status, res.body]).toEqual([200, { message: SAVED, url: SAVED }])
    expect((await signin(p.pseudo, p.password)).body).toEqual({ message: 'Identifiants incorrects', status: 401 })
    expect((await signin(p.pseudo, 'tout-nouveau-secret')).status).toBe(200)
    const old = await t.api.get(`/api/user/${p.id}`, { token: p.token })
    expect([old.status, old.body.message]).toEqual([401, 'Session expirée ou invalide. Veuillez vous reconnecter.'])

    const again = await save(token, 'encore-autre-secret')
    expect([again.status, again.body]).toEqual([400, { message: LINK_INVALID, status: 400, url: LINK_INVALID, token: LINK_INVALID }])
    expect((await signin(p.pseudo, 'tout-nouveau-secret')).status).toBe(200)
  })

  it('keeps the link valid for one hour only', async () => {
    const p = await newPlayer(t.api)
    const start = t.clock()
    try {
      const early = await resetToken(p)
      t.clock.advance(59 * 60_000)
      expect((await save(early, 'avant-l-heure-1')).status).toBe(200)
      const late = await resetToken(p)
      t.clock.advance(60 * 60_000)
      expect((await save(late, 'apres-l-heure-1')).body).toMatchObject({ status: 400, url: LINK_INVALID })
      expect((await signin(p.pseudo, 'avant-l-heure-1')).status).toBe(200)
    } finally {
      t.clock.set(start)
    }
  })

  it('refuses unknown and empty tokens with the url message', async () => {
    for (const token of ['inconnu-inconnu-inconnu', '', '   ']) {
      const res = await save(token, 'un-mot-de-passe')
      expect([res.status, res.body]).toEqual([400, { message: LINK_INVALID, status: 400, url: LINK_INVALID, token: LINK_INVALID }])
    }
  })

  it('checks the new password and its confirmation first, without using the link', async () => {
    const p = await newPlayer(t.api)
    const token = await resetToken(p)
    expect((await save(token, 'court')).body).toEqual({
      message: 'Le mot de passe doit contenir au moins 8 caractères.',
      status: 400,
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
    })
    expect((await save(token, 'assez-long-1', 'assez-long-2')).body).toEqual({
      message: 'Les mots de passe ne correspondent pas.',
      status: 400,
      passwordConfirmation: 'Les mots de passe ne correspondent pas.',
    })
    expect((await save(token, 'assez-long-1', '')).body.passwordConfirmation).toBe('Veuillez confirmer le mot de passe.')
    expect((await save(token, '', '')).body).toMatchObject({ password: 'Le mot de passe est obligatoire.', passwordConfirmation: 'Veuillez confirmer le mot de passe.' })
    expect((await save(token, 'assez-long-1')).status).toBe(200)
  })

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = outbox().length
    const res = await askReset('personne@exemple.fr')
    expect([res.status, res.body]).toEqual([200, { message: SENT, email: SENT }])
    expect(outbox()).toHaveLength(before)
  })

  it('finds the account whatever the case of the address, never by pseudo, never a disabled one', async () => {
    const p = await newPlayer(t.api)
    const before = outbox().length
    expect((await askReset(p.email.toUpperCase())).status).toBe(200)
    expect(outbox()[before]?.to).toBe(p.email)
    expect((await askReset(p.pseudo)).body.email).toBe("L'adresse e-mail n'est pas valide.")
    const admin = await adminToken(t.api)
    await t.api.delete(`/api/user/${p.id}/true`, { token: admin.token })
    expect((await askReset(p.email)).body).toEqual({ message: SENT, email: SENT })
    expect(outbox()).toHaveLength(before + 1)
  })

  it('refuses a bad address with the email field', async () => {
    const bad = await askReset('pas-une-adresse')
    expect([bad.status, bad.body]).toEqual([400, { message: "L'adresse e-mail n'est pas valide.", status: 400, email: "L'adresse e-mail n'est pas valide." }])
    const empty = await askReset('')
    expect(empty.body).toEqual({ message: "L'adresse e-mail est obligatoire.", status: 400, email: "L'adresse e-mail est obligatoire." })
  })

  it('lifts the sign-in limit of the account once the password is changed', async () => {
    const p = await newPlayer(t.api)
    const from = ip()
    for (let i = 0; i < 5; i++) await signin(p.pseudo, 'mauvais-mot-de-passe', from)
    expect((await signin(p.pseudo, p.password, from)).status).toBe(429)
    const token = await resetToken(p)
    expect((await save(token, 'apres-blocage-1')).status).toBe(200)
    expect((await signin(p.pseudo, 'apres-blocage-1', from)).status).toBe(200)
  })
})

describe('reset through a real SMTP server', () => {
  let smtp: SmtpReceiver
  let mailApp: TestApp
  beforeAll(async () => {
    smtp = await startSmtpReceiver()
    mailApp = await testApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, publicUrl: PUBLIC_URL, mailFrom: 'Arène des Cartes <no-reply@exemple.fr>' } })
  })
  afterAll(async () => {
    await mailApp?.close()
    await smtp?.close()
  })

  it('delivers the e-mail with the link, which then works', async () => {
    const p = await newPlayer(mailApp.api)
    const res = await mailApp.api.post(`/auth/resetPassword?email=${encodeURIComponent(p.email)}`, undefined, { ip: ip() })
    expect(res.body).toEqual({ message: SENT, email: SENT })
    expect(mailApp.app.mailer.outbox).toHaveLength(0)
    const [mail] = await smtp.waitFor(1)
    expect(mail, 'no e-mail reached the SMTP server').toBeDefined()
    expect(mail.from).toBe('no-reply@exemple.fr')
    expect(mail.to).toEqual([p.email])
    expect(mail.headers.to).toContain(p.email)
    expect(mail.headers.subject).toBe(SUBJECT)
    const text = mail.parts['text/plain']
    expect(text).toContain(`Bonjour ${p.pseudo},`)
    const token = LINK.exec(text)?.[1]
    expect(token, text).toBeDefined()
    expect(mail.parts['text/html']).toContain(`href="${PUBLIC_URL}/change-password/${token}"`)

    const saved = await mailApp.api.post('/auth/savePassword', { token, password: 'par-smtp-1234', passwordConfirmation: 'par-smtp-1234' })
    expect(saved.status).toBe(200)
    await signIn(mailApp.api, p.pseudo, 'par-smtp-1234')
  })

  it('answers the same when the SMTP server is down, so that accounts cannot be told apart', async () => {
    const p = await newPlayer(mailApp.api)
    await smtp.close()
    const known = await mailApp.api.post(`/auth/resetPassword?email=${encodeURIComponent(p.email)}`, undefined, { ip: ip() })
    expect([known.status, known.body]).toEqual([200, { message: SENT, email: SENT }])
    const unknown = await mailApp.api.post('/auth/resetPassword?email=inconnu%40exemple.fr', undefined, { ip: ip() })
    expect(unknown.body).toEqual(known.body)
  })
})
