// Every account path: sign-up, sign-in, sessions, profile, settings, credit, ranking, deletion and
// the admin tools, with the exact French messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { eq } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, signIn, type Player } from './helpers/players'
import { users } from '../../src/server/db/schema'

const PASSWORD = 'motdepasse-solide'
const WRONG_CREDENTIALS = { message: 'Identifiants incorrects', status: 401 }
const DISABLED = { message: 'Ce compte est désactivé. Contactez un administrateur.', status: 403 }
const INVALID_SESSION = { message: 'Session expirée ou invalide. Veuillez vous reconnecter.', status: 401 }
const NOT_YOURS = { message: 'Accès refusé : vous ne pouvez agir que pour votre propre compte.', status: 403 }

let t: TestApp
let admin: { id: number; token: string }
let ipCount = 0
/** A fresh address per request, so the sign-up and sign-in limits stay out of these tests. */
const ip = () => `10.1.${ipCount >> 8}.${ipCount++ & 255}`

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

const signup = (body: Record<string, unknown>) => t.api.post('/auth/signup', body, { ip: ip() })
const signin = (pseudo: string, password: string) => t.api.post('/auth/signin', { pseudo, password }, { ip: ip() })
const form = (pseudo: string, extra: Record<string, unknown> = {}) => ({
  pseudo,
  email: `${pseudo.toLowerCase()}@exemple.fr`,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  ...extra,
})
const userCount = async () => (await t.api.get('/api/user', { token: admin.token })).body.length

describe('sign-up', () => {
  it('creates the account with 500 credit, 14 cards, 6 spells and a playable starter deck', async () => {
    const res = await signup(form('Nouvelle_recrue'))
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ id: expect.any(Number), pseudo: 'Nouvelle_recrue', message: 'Compte créé ! Vous pouvez maintenant vous connecter.' })
    const id = res.body.id
    const token = await signIn(t.api, 'Nouvelle_recrue', PASSWORD)
    const me = (await t.api.get(`/api/user/${id}`, { token })).body
    expect(me).toMatchObject({ id, pseudo: 'Nouvelle_recrue', email: 'nouvelle_recrue@exemple.fr', credit: 500, level: 0, rating: 1000 })
    expect(me).toMatchObject({ admin: false, disabled: false, preferences: '{"theme":"light"}', friendsnotif: 0 })

    const cards = (await t.api.get(`/api/cardplayer/user/${id}`, { token })).body
    const spells = (await t.api.get(`/api/spellplayer/user/${id}`, { token })).body
    expect(cards).toHaveLength(14)
    expect(new Set(cards.map((c: { card: { id: number } }) => c.card.id)).size).toBe(14)
    expect(cards.every((c: { card: { rarete: string }; joueur: { id: number } }) => c.card.rarete === 'commune' && c.joueur.id === id)).toBe(true)
    expect(spells).toHaveLength(6)

    const decks = (await t.api.get(`/api/decksplayer/user/${id}`, { token })).body
    expect(decks).toHaveLength(1)
    expect(decks[0]).toMatchObject({ name: 'Deck de départ', userId: id, playable: true, inGame: false })
    expect(decks[0].cartes).toHaveLength(12)
    expect(decks[0].spells).toHaveLength(6)
    const owned = new Set(cards.map((c: { id: number }) => c.id))
    expect(decks[0].cartes.every((c: { id: number }) => owned.has(c.id))).toBe(true)
  })

  it('accepts accented letters, trims the pseudo and the address', async () => {
    const res = await signup(form('Éloïse-42', { pseudo: '  Éloïse-42 ', email: ' eloise@exemple.fr ' }))
    expect(res.status).toBe(201)
    expect(res.body.pseudo).toBe('Éloïse-42')
    expect((await signin('eloise@exemple.fr', PASSWORD)).status).toBe(200)
  })

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an empty pseudo', { pseudo: '' }, 'pseudo', 'Le pseudo est obligatoire.'],
    ['a blank pseudo', { pseudo: '   ' }, 'pseudo', 'Le pseudo est obligatoire.'],
    ['a short pseudo', { pseudo: 'ab' }, 'pseudo', 'Le pseudo doit contenir entre 3 et 20 caractères.'],
    ['a long pseudo', { pseudo: 'a'.repeat(21) }, 'pseudo', 'Le pseudo doit contenir entre 3 et 20 caractères.'],
    ['a space in the pseudo', { pseudo: 'deux mots' }, 'pseudo', 'Le pseudo ne peut contenir que des lettres, des chiffres et les signes _ . -'],
    ['a symbol in the pseudo', { pseudo: 'moi@ici' }, 'pseudo', 'Le pseudo ne peut contenir que des lettres, des chiffres et les signes _ . -'],
    ['an empty e-mail', { email: '' }, 'email', "L'adresse e-mail est obligatoire."],
    ['a bad e-mail', { email: 'pas-une-adresse' }, 'email', "L'adresse e-mail n'est pas valide."],
    ['an e-mail without domain', { email: 'nom@exemple' }, 'email', "L'adresse e-mail n'est pas valide."],
    ['a short password', { password: 'court', passwordConfirmation: 'court' }, 'password', 'Le mot de passe doit contenir au moins 8 caractères.'],
    ['an empty confirmation', { passwordConfirmation: '' }, 'passwordConfirmation', 'Veuillez confirmer le mot de passe.'],
    ['a different confirmation', { passwordConfirmation: 'autre-mot-de-passe' }, 'passwordConfirmation', 'Les mots de passe ne correspondent pas.'],
    ['a missing pseudo field', { pseudo: undefined }, 'pseudo', 'Le champ « pseudo » est obligatoire.'],
  ]
  it.each(cases)('refuses %s with its French message under its field, creating nothing', async (_what, change, field, message) => {
    const before = await userCount()
    const res = await signup(form('Refuse_moi', change))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message, status: 400, [field]: message })
    expect(await userCount()).toBe(before)
  })

  it('refuses a taken pseudo (whatever its case) and a taken e-mail', async () => {
    await newPlayer(t.api, 'Alice_Prise')
    const pseudo = await signup(form('ALICE_prise', { email: 'autre-alice@exemple.fr' }))
    expect(pseudo.status).toBe(400)
    expect(pseudo.body).toEqual({ message: 'Ce pseudo est déjà pris.', status: 400, pseudo: 'Ce pseudo est déjà pris.' })
    const email = await signup(form('Alice_Bis', { email: 'ALICE_PRISE@exemple.fr' }))
    expect(email.body).toEqual({ message: 'Cette adresse e-mail est déjà utilisée.', status: 400, email: 'Cette adresse e-mail est déjà utilisée.' })
    const both = await signup(form('alice_prise'))
    expect(both.body).toMatchObject({ pseudo: 'Ce pseudo est déjà pris.', email: 'Cette adresse e-mail est déjà utilisée.' })
  })

  it('gives every field error at once', async () => {
    const res = await signup({ pseudo: 'ab', email: 'x', password: 'court', passwordConfirmation: 'autre' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Le pseudo doit contenir entre 3 et 20 caractères.',
      status: 400,
      pseudo: 'Le pseudo doit contenir entre 3 et 20 caractères.',
      email: "L'adresse e-mail n'est pas valide.",
      password: 'Le mot de passe doit contenir au moins 8 caractères.',
      passwordConfirmation: 'Les mots de passe ne correspondent pas.',
    })
  })
})

describe('sign-in', () => {
  let p: Player
  beforeAll(async () => {
    p = await newPlayer(t.api, 'Bruno_Connexion')
  })

  it('answers {id, accessToken, admin} by pseudo (any case) and by e-mail, expiring after the token lifetime', async () => {
    const byPseudo = await signin('bruno_connexion', PASSWORD)
    expect(byPseudo.status).toBe(200)
    const ttl = t.app.config.tokenTtlSeconds * 1000
    expect(byPseudo.body).toEqual({ id: p.id, accessToken: expect.any(String), admin: false, expiresAt: new Date(t.clock().getTime() + ttl).toISOString() })
    const byEmail = await signin('BRUNO_CONNEXION@exemple.fr', PASSWORD)
    expect(byEmail.body).toMatchObject({ id: p.id, admin: false })
    expect((await signin('admin', 'admin-password')).body).toMatchObject({ id: admin.id, admin: true })
  })

  it("refuses a wrong password and an unknown user with the same 'Identifiants incorrects'", async () => {
    const wrong = await signin(p.pseudo, 'mauvais-mot-de-passe')
    expect([wrong.status, wrong.body]).toEqual([401, WRONG_CREDENTIALS])
    const unknown = await signin('personne_ici', PASSWORD)
    expect([unknown.status, unknown.body]).toEqual([401, WRONG_CREDENTIALS])
    const empty = await signin('', PASSWORD)
    expect([empty.status, empty.body]).toEqual([401, WRONG_CREDENTIALS])
  })

  it('refuses a disabled account with 403, but only with the right password', async () => {
    const q = await newPlayer(t.api)
    await t.api.delete(`/api/user/${q.id}/true`, { token: admin.token })
    const res = await signin(q.pseudo, PASSWORD)
    expect([res.status, res.body]).toEqual([403, DISABLED])
    expect((await signin(q.pseudo, 'mauvais-mot-de-passe')).body).toEqual(WRONG_CREDENTIALS)
  })
})

describe('sessions', () => {
  let p: Player
  beforeAll(async () => {
    p = await newPlayer(t.api)
  })

  it('refuses a missing, malformed, forged, tampered or unsigned token', async () => {
    const get = (authorization?: string) => t.api.get(`/api/user/${p.id}`, authorization ? { headers: { authorization } } : {})
    expect((await get()).body).toEqual({ message: 'Veuillez vous connecter.', status: 401 })
    expect((await get(`Basic ${p.token}`)).body).toEqual({ message: 'Veuillez vous connecter.', status: 401 })
    expect((await get('Bearer pas-un-jeton')).body).toEqual(INVALID_SESSION)

    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(p.id))
      .setIssuedAt(Math.floor(t.clock().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode('un-autre-secret-un-autre-secret-0123456789'))
    expect((await get(`Bearer ${forged}`)).body).toEqual(INVALID_SESSION)

    const [header, payload, signature] = p.token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: String(admin.id) })).toString('base64url')
    expect((await get(`Bearer ${header}.${otherPayload}.${signature}`)).body).toEqual(INVALID_SESSION)
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    expect((await get(`Bearer ${none}.${payload}.`)).body).toEqual(INVALID_SESSION)
    expect((await get(`Bearer ${p.token}`)).status).toBe(200)
  })

  it('expires a token after tokenTtlSeconds', async () => {
    const start = t.clock()
    const token = await signIn(t.api, p.pseudo, PASSWORD)
    try {
      t.clock.advance(t.app.config.tokenTtlSeconds * 1000 - 1000)
      expect((await t.api.get(`/api/user/${p.id}`, { token })).status).toBe(200)
      t.clock.advance(2000)
      const res = await t.api.get(`/api/user/${p.id}`, { token })
      expect([res.status, res.body]).toEqual([401, INVALID_SESSION])
    } finally {
      t.clock.set(start)
    }
  })
})

describe('profile', () => {
  let p: Player
  let other: Player
  beforeAll(async () => {
    p = await newPlayer(t.api, 'Claire_Profil')
    other = await newPlayer(t.api, 'Denis_Profil')
  })
  const put = (body: Record<string, unknown>, who = p) => t.api.put(`/api/user/${who.id}`, body, { token: who.token })

  it("reads one's own profile; another player's is refused; the admin reads anyone's; unknown is 404", async () => {
    expect((await t.api.get(`/api/user/${p.id}`, { token: p.token })).body.pseudo).toBe('Claire_Profil')
    const theirs = await t.api.get(`/api/user/${other.id}`, { token: p.token })
    expect([theirs.status, theirs.body]).toEqual([403, NOT_YOURS])
    expect((await t.api.get(`/api/user/${p.id}`, { token: admin.token })).body.id).toBe(p.id)
    const unknown = await t.api.get('/api/user/999999', { token: admin.token })
    expect([unknown.status, unknown.body]).toEqual([404, { message: 'Utilisateur introuvable.', status: 404 }])
  })

  it('changes the pseudo without the password; a taken or bad pseudo is a field error', async () => {
    expect((await put({ pseudo: 'DENIS_profil' })).body).toEqual({ message: 'Ce pseudo est déjà pris.', status: 400, pseudo: 'Ce pseudo est déjà pris.' })
    expect((await put({ pseudo: 'x' })).body.pseudo).toBe('Le pseudo doit contenir entre 3 et 20 caractères.')
    const res = await put({ pseudo: 'Claire_Renommee' })
    expect([res.status, res.body.pseudo]).toEqual([200, 'Claire_Renommee'])
    expect((await signin('Claire_Profil', PASSWORD)).status).toBe(401)
    p = { ...p, pseudo: 'Claire_Renommee', token: await signIn(t.api, 'Claire_Renommee', PASSWORD) }
    expect((await put({ pseudo: 'claire_renommee' })).body.pseudo).toBe('claire_renommee') // one's own, in another case
  })

  it('changes the e-mail only with the current password', async () => {
    const missing = await put({ email: 'claire@nouveau.fr' })
    const message = 'Saisissez votre mot de passe actuel pour changer cette information.'
    expect([missing.status, missing.body]).toEqual([400, { message, status: 400, currentPassword: message }])
    const wrong = await put({ email: 'claire@nouveau.fr', currentPassword: 'mauvais-mot-de-passe' })
    expect(wrong.body).toEqual({ message: 'Mot de passe actuel incorrect.', status: 400, currentPassword: 'Mot de passe actuel incorrect.' })
    const taken = await put({ email: other.email.toUpperCase(), currentPassword: PASSWORD })
    expect(taken.body).toEqual({ message: 'Cette adresse e-mail est déjà utilisée.', status: 400, email: 'Cette adresse e-mail est déjà utilisée.' })
    const bad = await put({ email: 'pas-une-adresse', currentPassword: PASSWORD })
    expect(bad.body.email).toBe("L'adresse e-mail n'est pas valide.")
    expect((await t.api.get(`/api/user/${p.id}`, { token: p.token })).body.email).toBe(p.email)
    const ok = await put({ email: 'claire@nouveau.fr', currentPassword: PASSWORD })
    expect([ok.status, ok.body.email]).toEqual([200, 'claire@nouveau.fr'])
    expect((await signin('claire@nouveau.fr', PASSWORD)).status).toBe(200)
  })

  it('changes the password with the current one and a confirmation, ending the open sessions', async () => {
    const base = { password: 'nouveau-secret-1', currentPassword: PASSWORD }
    expect((await put({ password: 'nouveau-secret-1' })).body.currentPassword).toBe('Saisissez votre mot de passe actuel pour changer cette information.')
    expect((await put(base)).body).toMatchObject({ status: 400, passwordConfirmation: 'Veuillez confirmer le mot de passe.' })
    expect((await put({ ...base, passwordConfirmation: 'autre-chose-1' })).body.passwordConfirmation).toBe('Les mots de passe ne correspondent pas.')
    expect((await put({ ...base, password: 'court', passwordConfirmation: 'court' })).body.password).toBe('Le mot de passe doit contenir au moins 8 caractères.')
    const ok = await put({ ...base, passwordConfirmation: 'nouveau-secret-1' })
    expect(ok.status).toBe(200)
    expect((await t.api.get(`/api/user/${p.id}`, { token: p.token })).body).toEqual(INVALID_SESSION)
    expect((await signin(p.pseudo, PASSWORD)).body).toEqual(WRONG_CREDENTIALS)
    p = { ...p, token: await signIn(t.api, p.pseudo, 'nouveau-secret-1') }
  })

  it('ignores the fields a player may not set (admin, credit, level, rating)', async () => {
    const res = await put({ pseudo: other.pseudo, admin: true, credit: 999999, level: 50000, rating: 3000 }, other)
    expect(res.status).toBe(200)
    const me = (await t.api.get(`/api/user/${other.id}`, { token: admin.token })).body
    expect(me).toMatchObject({ admin: false, credit: 500, level: 0, rating: 1000 })
    expect((await t.api.get('/api/user', { token: other.token })).status).toBe(403)
  })

  it('lets the admin change a player e-mail without their password', async () => {
    const res = await t.api.put(`/api/user/${other.id}`, { email: 'denis@nouveau.fr' }, { token: admin.token })
    expect([res.status, res.body.email]).toEqual([200, 'denis@nouveau.fr'])
  })

  it('saves the theme into preferences, keeping the other keys', async () => {
    await t.app.db.update(users).set({ preferences: '{"theme":"light","son":false}' }).where(eq(users.id, other.id))
    const dark = await t.api.post('/api/user/setting', { preferences: { theme: 'dark' } }, { token: other.token })
    expect(JSON.parse(dark.body.preferences)).toEqual({ theme: 'dark', son: false })
    const light = await t.api.post('/api/user/setting', { userId: other.id, preferences: { theme: 'light' } }, { token: other.token })
    expect(JSON.parse(light.body.preferences)).toEqual({ theme: 'light', son: false })
    const stored = (await t.api.get(`/api/user/${other.id}`, { token: other.token })).body.preferences
    expect(JSON.parse(stored)).toEqual({ theme: 'light', son: false })
    await t.app.db.update(users).set({ preferences: 'abîmé' }).where(eq(users.id, other.id))
    const repaired = await t.api.post('/api/user/setting', { preferences: { theme: 'dark' } }, { token: other.token })
    expect(repaired.body.preferences).toBe('{"theme":"dark"}')
    const theirs = await t.api.post('/api/user/setting', { userId: p.id, preferences: { theme: 'dark' } }, { token: other.token })
    expect([theirs.status, theirs.body]).toEqual([403, NOT_YOURS])
  })
})

describe('credit', () => {
  let p: Player
  beforeAll(async () => {
    p = await newPlayer(t.api)
  })
  const credit = (body: Record<string, unknown>, token: string) => t.api.post('/api/user/credit', body, { token })

  it('reads the balance; only the admin changes it, never below 0', async () => {
    expect((await credit({ userId: p.id }, p.token)).body).toEqual({ userId: p.id, credit: 500 })
    expect((await credit({ userId: p.id, amount: 0 }, p.token)).body).toEqual({ userId: p.id, credit: 500 })
    const self = await credit({ userId: p.id, amount: 100 }, p.token)
    expect([self.status, self.body]).toEqual([403, { message: 'Seul un administrateur peut modifier un solde.', status: 403 }])
    expect((await credit({ userId: admin.id }, p.token)).body).toEqual(NOT_YOURS)
    expect((await credit({ userId: p.id, amount: 250 }, admin.token)).body).toEqual({ userId: p.id, credit: 750 })
    expect((await credit({ userId: p.id, amount: -1000 }, admin.token)).body).toEqual({ userId: p.id, credit: 0 })
    expect((await t.api.get(`/api/user/${p.id}`, { token: p.token })).body.credit).toBe(0)
    expect((await credit({ userId: 999999, amount: 5 }, admin.token)).status).toBe(404)
  })

  it('adds concurrent admin credits without losing any', async () => {
    const before = (await credit({ userId: p.id }, p.token)).body.credit
    await Promise.all(Array.from({ length: 5 }, () => credit({ userId: p.id, amount: 10 }, admin.token)))
    expect((await credit({ userId: p.id }, p.token)).body.credit).toBe(before + 50)
  })
})

describe('ranking', () => {
  it('orders players by rating, then ranked wins, then pseudo; without bots or disabled accounts', async () => {
    const [a, b, c, d] = [await newPlayer(t.api, 'Rang_c'), await newPlayer(t.api, 'Rang_b'), await newPlayer(t.api, 'Rang_a'), await newPlayer(t.api, 'Rang_d')]
    for (const [who, rating] of [[a, 2500], [b, 2400], [c, 2400], [d, 2600]] as [Player, number][]) {
      await t.api.put(`/admin/user/${who.id}`, { rating }, { token: admin.token })
    }
    for (const who of [a, c, d]) await t.app.db.update(users).set({ rankedPlayed: 1, rankedWon: 0 }).where(eq(users.id, who.id))
    await t.app.db.update(users).set({ rankedPlayed: 3, rankedWon: 2 }).where(eq(users.id, b.id))
    await t.api.delete(`/api/user/${d.id}/true`, { token: admin.token })
    const res = await t.api.get('/api/user/ranking', { token: a.token })
    expect(res.body.slice(0, 3).map((r: { pseudo: string }) => r.pseudo)).toEqual(['Rang_c', 'Rang_b', 'Rang_a'])
    expect(res.body[1]).toMatchObject({ rank: 2, id: b.id, rating: 2400, played: 3, wins: 2, losses: 1 })
    expect(res.body.map((r: { rank: number }) => r.rank)).toEqual(res.body.map((_: unknown, i: number) => i + 1))
    const humans = new Set((await t.api.get('/api/user', { token: admin.token })).body.map((u: { id: number }) => u.id))
    expect(res.body.every((r: { id: number }) => humans.has(r.id) && r.id !== d.id)).toBe(true)
    expect((await t.api.get('/api/user/ranking?limit=2', { token: a.token })).body).toHaveLength(2)
  })

  it('leaves out a player who has never played a ranked game, whatever their rating: no rank before the first one', async () => {
    const [fresh, veteran] = [await newPlayer(t.api, 'Rang_neuf'), await newPlayer(t.api, 'Rang_ancien')]
    await t.api.put(`/admin/user/${fresh.id}`, { rating: 3950 }, { token: admin.token })
    await t.app.db.update(users).set({ rankedPlayed: 1, rankedWon: 1 }).where(eq(users.id, veteran.id))
    const res = (await t.api.get('/api/user/ranking?limit=200', { token: fresh.token })).body as { id: number; played: number }[]
    expect(res.some((r) => r.id === fresh.id)).toBe(false)
    expect(res.some((r) => r.id === veteran.id)).toBe(true)
    expect(res.every((r) => r.played > 0)).toBe(true)
  })
})

describe('self-deletion', () => {
  it('deletes the account; it can no longer sign in or call the API', async () => {
    const p = await newPlayer(t.api)
    const other = await newPlayer(t.api)
    expect((await t.api.delete(`/api/user/${other.id}/false`, { token: p.token })).body).toEqual(NOT_YOURS)
    const res = await t.api.delete(`/api/user/${p.id}/false`, { token: p.token })
    expect([res.status, res.body]).toEqual([200, { message: 'Votre compte a été supprimé.' }])
    expect((await signin(p.pseudo, PASSWORD)).body).toEqual(WRONG_CREDENTIALS)
    expect((await t.api.get(`/api/user/${p.id}`, { token: p.token })).status).toBe(401)
    expect((await t.api.get(`/api/user/${p.id}`, { token: admin.token })).status).toBe(404)
  })

  it('refuses it to the last admin, allows it to an admin when another remains', async () => {
    const res = await t.api.delete(`/api/user/${admin.id}/false`, { token: admin.token })
    expect([res.status, res.body]).toEqual([409, { message: 'Impossible de supprimer le dernier administrateur.', status: 409 }])
    const second = await newPlayer(t.api)
    await t.api.put(`/admin/user/${second.id}`, { admin: true }, { token: admin.token })
    const token = await signIn(t.api, second.pseudo, PASSWORD)
    expect((await t.api.delete(`/api/user/${second.id}/false`, { token })).status).toBe(200)
  })
})

describe('admin tools', () => {
  let p: Player
  beforeAll(async () => {
    p = await newPlayer(t.api, 'Emile_Admin')
  })

  it('lists every human account, and the disabled ones apart', async () => {
    const q = await newPlayer(t.api)
    await t.api.delete(`/api/user/${q.id}/true`, { token: admin.token })
    const all = (await t.api.get('/api/user', { token: admin.token })).body
    const ids = all.map((u: { id: number }) => u.id)
    expect(ids).toEqual(expect.arrayContaining([admin.id, p.id, q.id]))
    expect(all.some((u: { pseudo: string }) => u.pseudo === 'Mannequin')).toBe(false) // a training bot
    const disabled = (await t.api.get('/api/user/disabled', { token: admin.token })).body
    expect(disabled.map((u: { id: number }) => u.id)).toContain(q.id)
    expect(disabled.every((u: { disabled: boolean }) => u.disabled)).toBe(true)
    expect(disabled.map((u: { id: number }) => u.id)).not.toContain(p.id)
  })

  it('disables an account (its open token is refused at once) and reactivates it', async () => {
    const q = await newPlayer(t.api)
    const res = await t.api.delete(`/api/user/${q.id}/true`, { token: admin.token })
    expect([res.status, res.body.disabled]).toEqual([200, true])
    expect((await t.api.get(`/api/user/${q.id}`, { token: q.token })).body).toEqual(INVALID_SESSION)
    expect((await signin(q.pseudo, PASSWORD)).body).toEqual(DISABLED)
    const back = await t.api.delete(`/api/user/reactiver/${q.id}`, { token: admin.token })
    expect([back.status, back.body.disabled]).toEqual([200, false])
    expect((await t.api.get(`/api/user/${q.id}`, { token: q.token })).status).toBe(401) // the old token stays revoked
    const token = await signIn(t.api, q.pseudo, PASSWORD)
    expect((await t.api.get(`/api/user/${q.id}`, { token })).status).toBe(200)
    const self = await t.api.delete(`/api/user/${admin.id}/true`, { token: admin.token })
    expect([self.status, self.body]).toEqual([400, { message: 'Vous ne pouvez pas désactiver votre propre compte.', status: 400 }])
    expect((await t.api.delete('/api/user/999999/true', { token: admin.token })).status).toBe(404)
  })

  it('updates an account by path and by body; a taken pseudo is a field error', async () => {
    const res = await t.api.put(`/admin/user/${p.id}`, { pseudo: 'Emile_Modifie', credit: 1234, level: 700, rating: 1100 }, { token: admin.token })
    expect(res.body).toMatchObject({ id: p.id, pseudo: 'Emile_Modifie', credit: 1234, level: 700, rating: 1100 })
    const edit = await t.api.post('/admin/user/edit', { id: p.id, credit: 42, password: 'choisi-par-admin' }, { token: admin.token })
    expect(edit.body).toMatchObject({ id: p.id, pseudo: 'Emile_Modifie', credit: 42 })
    expect((await signin('Emile_Modifie', 'choisi-par-admin')).status).toBe(200)
    const taken = await t.api.put(`/admin/user/${p.id}`, { pseudo: 'ADMIN' }, { token: admin.token })
    expect(taken.body).toEqual({ message: 'Ce pseudo est déjà pris.', status: 400, pseudo: 'Ce pseudo est déjà pris.' })
    const takenByBody = await t.api.post('/admin/user/edit', { id: p.id, pseudo: 'admin' }, { token: admin.token })
    expect(takenByBody.body.pseudo).toBe('Ce pseudo est déjà pris.')
    expect((await t.api.post('/admin/user/edit', { id: 999999, credit: 1 }, { token: admin.token })).status).toBe(404)
  })

  it('promotes and demotes an admin; demotion ends their sessions; the last admin stays', async () => {
    const q = await newPlayer(t.api)
    await t.api.put(`/admin/user/${q.id}`, { admin: true }, { token: admin.token })
    const token = await signIn(t.api, q.pseudo, PASSWORD)
    expect((await t.api.get('/api/user', { token })).status).toBe(200)
    await t.api.put(`/admin/user/${q.id}`, { admin: false }, { token: admin.token })
    expect((await t.api.get(`/api/user/${q.id}`, { token })).status).toBe(401)
    const last = await t.api.put(`/admin/user/${admin.id}`, { admin: false }, { token: admin.token })
    expect([last.status, last.body]).toEqual([400, { message: 'Il doit rester au moins un administrateur.', status: 400 }])
  })

  it('deletes an account, never its own', async () => {
    const q = await newPlayer(t.api, 'Fanny_Supprimee')
    const res = await t.api.delete(`/admin/user/${q.id}`, { token: admin.token })
    expect([res.status, res.body]).toEqual([200, { message: 'Le compte « Fanny_Supprimee » a été supprimé.' }])
    expect((await t.api.get(`/api/user/${q.id}`, { token: admin.token })).status).toBe(404)
    expect((await signin(q.pseudo, PASSWORD)).body).toEqual(WRONG_CREDENTIALS)
    const self = await t.api.delete(`/admin/user/${admin.id}`, { token: admin.token })
    expect(self.body).toEqual({ message: 'Supprimez votre propre compte depuis votre profil, pas depuis l’administration.', status: 400 })
    expect((await t.api.delete('/admin/user/999999', { token: admin.token })).status).toBe(404)
  })
})
