// Bad input, generated from the contract's schemas for every operation: malformed, empty, missing,
// wrongly typed and oversized bodies, bad path ids, query and header values. Each must be a 400
// with a French JSON `{ message, status: 400 }` (never a 500, never a 501), and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractOperation } from '../../src/server/contract'
import { testApp, type Answer, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import {
  bodyIsValid,
  bodyRequired,
  bodySchema,
  label,
  looksFrench,
  operations,
  parameters,
  sampleRequest,
  type Schema,
  typeOf,
  wrongValues,
} from './helpers/contract-requests'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
})
afterAll(() => t.close())

interface BadRequest {
  what: string
  url?: string
  body?: unknown
  raw?: string
  headers?: Record<string, string>
  /** The exact French message expected, when the case fixes it. */
  message?: string
  /** The field the body error is about (its message is repeated under it). */
  field?: string
}

/** Sends each case as the admin (past every access check) and lists what is not a proper 400. */
async function problemsOf(op: ContractOperation, cases: BadRequest[]): Promise<string[]> {
  const base = sampleRequest(op, { userId: admin.id })
  const problems: string[] = []
  for (const c of cases) {
    const headers = { ...base.headers, ...(c.headers ?? {}) }
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name]
    if (c.raw !== undefined) headers['content-type'] ??= 'application/json'
    const res: Answer = await t.api.call(op.method, c.url ?? base.url, {
      token: admin.token,
      headers,
      unchecked: true,
      ...(c.raw !== undefined ? { raw: c.raw } : { body: 'body' in c ? c.body : base.body }),
    })
    const body = res.body as { message?: unknown; status?: unknown; [field: string]: unknown }
    const seen = `${c.what} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`
    if (res.status !== 400 || body?.status !== 400) problems.push(seen)
    else if (!looksFrench(body.message)) problems.push(`${seen} (not a French message)`)
    else if (c.message !== undefined && body.message !== c.message) problems.push(`${seen} (expected « ${c.message} »)`)
    else if (c.field && !String(body.message).includes(`« ${c.field} »`)) problems.push(`${seen} (does not name ${c.field})`)
    else if (c.field && c.field in body && body[c.field] !== body.message) problems.push(`${seen} (another message under ${c.field})`)
  }
  return problems
}

/** Cases for each property of a body object (nested objects too, under `path`). */
function propertyCases(op: ContractOperation, schema: Schema, full: Record<string, unknown>, path: string[] = []): BadRequest[] {
  const cases: BadRequest[] = []
  const at = (value: unknown, key: string, remove = false) => {
    const copy = structuredClone(full)
    let target = copy as Record<string, unknown>
    for (const p of path) target = target[p] as Record<string, unknown>
    if (remove) delete target[key]
    else target[key] = value
    return copy
  }
  for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const name = [...path, key].join('.')
    if ((schema.required ?? []).includes(key)) {
      cases.push({ what: `without ${name}`, body: at(undefined, key, true), message: `Le champ « ${key} » est obligatoire.`, field: key })
    }
    for (const value of wrongValues(prop)) {
      const body = at(value, key)
      if (!bodyIsValid(op, body)) cases.push({ what: `${name} = ${JSON.stringify(value)}`, body, field: key })
    }
    if (typeof prop.maxLength === 'number') {
      const body = at('x'.repeat(prop.maxLength + 1), key)
      cases.push({ what: `${name} too long`, body, message: `Le champ « ${key} » doit contenir au plus ${prop.maxLength} caractères.`, field: key })
    }
    if (typeOf(prop).includes('integer') && typeof prop.minimum === 'number') {
      const body = at(prop.minimum - 1, key)
      cases.push({ what: `${name} below its minimum`, body, message: `Le champ « ${key} » doit être supérieur ou égal à ${prop.minimum}.`, field: key })
    }
    if (typeOf(prop).includes('object') && prop.properties && full !== null) {
      let inner = full as Record<string, unknown>
      for (const p of path) inner = inner[p] as Record<string, unknown>
      if (inner[key] && typeof inner[key] === 'object') cases.push(...propertyCases(op, prop, full, [...path, key]))
    }
  }
  return cases
}

const NOT_JSON = "Le corps de la requête n'est pas un JSON valide."
const NOT_OBJECT = 'Le corps de la requête doit être un objet JSON.'
const bodyOps = operations().filter((op) => bodySchema(op))
const paramOps = operations().filter((op) => parameters(op).length > 0)
const cases = (ops: ContractOperation[]) => ops.map((op) => [label(op), op] as const)

describe('bodies', () => {
  it.for(cases(bodyOps))('%s: malformed, empty, non-object, incomplete, mistyped or too long → 400', async ([, op]) => {
    const schema = bodySchema(op)!
    const full = sampleRequest(op, { userId: admin.id }, { all: true }).body as Record<string, unknown>
    expect(bodyIsValid(op, full), 'the generated body is valid').toBe(true)
    const list: BadRequest[] = [
      { what: 'malformed JSON', raw: '{"pseudo": ', message: NOT_JSON },
      { what: 'a truncated string', raw: '{"a":"b', message: NOT_JSON },
      { what: 'an empty JSON body', raw: '', message: 'Le corps de la requête est vide.' },
      { what: 'an array', raw: '[]', message: NOT_OBJECT },
      { what: 'null', raw: 'null', message: NOT_OBJECT },
      { what: 'a string', raw: '"texte"', message: NOT_OBJECT },
      { what: 'a number', raw: '42', message: NOT_OBJECT },
      ...propertyCases(op, schema, full),
    ]
    if (schema.minProperties) list.push({ what: 'an empty object', body: {}, message: 'La requête ne contient aucune donnée à modifier.' })
    expect(await problemsOf(op, list)).toEqual([])
  })

  it('refuses a body over 256 KB', async () => {
    const res = await t.api.post('/auth/signup', { pseudo: 'x'.repeat(300 * 1024) }, { unchecked: true })
    expect([res.status, res.body]).toEqual([400, { message: 'La requête est trop volumineuse.', status: 400 }])
  })

  it('refuses a form-encoded body', async () => {
    const res = await t.api.post('/auth/signin', undefined, {
      raw: 'pseudo=admin&password=admin-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      unchecked: true,
    })
    expect([res.status, res.body]).toEqual([400, { message: 'Type de contenu non pris en charge : envoyez du JSON.', status: 400 }])
  })

  // Fastify validates a body only for the media types of the contract (application/json): without
  // a body, or with a text/plain one, the handler ran unchecked (500s, or silently accepted input).
  // Fixed by the preValidation hook `requireJsonBody` of src/server/plugins/json-body.ts, wired in app.ts.
  it('refuses a missing body and a text/plain body on every call that takes a JSON body', async () => {
    const problems: string[] = []
    for (const op of bodyOps) {
      const cases: BadRequest[] = [{ what: 'text/plain', raw: '{"userId":1}', headers: { 'content-type': 'text/plain' } }]
      if (bodyRequired(op)) cases.push({ what: 'no body', body: undefined })
      problems.push(...(await problemsOf(op, cases)).map((p) => `${op.operationId}: ${p}`))
    }
    expect(problems).toEqual([])
  })
})

describe('path, query and header parameters', () => {
  it.for(cases(paramOps))('%s: bad ids and values → 400', async ([, op]) => {
    const list: BadRequest[] = []
    const valid = sampleRequest(op, { userId: admin.id })
    for (const p of parameters(op)) {
      const types = typeOf(p.schema)
      const where = p.in === 'header' ? "d'en-tête" : "de l'adresse"
      const subject = `Le champ ${where} « ${p.name} »`
      if (p.in === 'path') {
        const withId = (value: string) => sampleRequest(op, { userId: admin.id }, { pathIds: { [p.name]: value } }).url
        const min = p.schema.minimum ?? 1
        list.push({ what: `${p.name} = abc`, url: withId('abc'), message: `${subject} doit être un nombre entier.` })
        list.push({ what: `${p.name} = 1.5`, url: withId('1.5'), message: `${subject} doit être un nombre entier.` })
        list.push({ what: `${p.name} = ${min - 1}`, url: withId(String(min - 1)), message: `${subject} doit être supérieur ou égal à ${min}.` })
        list.push({ what: `${p.name} = -3`, url: withId('-3'), message: `${subject} doit être supérieur ou égal à ${min}.` })
        const max = p.schema.maximum
        if (typeof max === 'number') list.push({ what: `${p.name} too big`, url: withId(String(max + 1)), message: `${subject} doit être inférieur ou égal à ${max}.` })
      } else if (p.in === 'query') {
        const withQuery = (value: string | null) => {
          const url = new URL(valid.url, 'http://local')
          if (value === null) url.searchParams.delete(p.name)
          else url.searchParams.set(p.name, value)
          return `${url.pathname}${url.search}`
        }
        if (p.required) list.push({ what: `without ${p.name}`, url: withQuery(null), message: `${subject} est obligatoire.` })
        if (types.includes('integer')) list.push({ what: `${p.name} = abc`, url: withQuery('abc'), message: `${subject} doit être un nombre entier.` })
        if (typeof p.schema.maxLength === 'number') {
          const long = 'x'.repeat(p.schema.maxLength + 1)
          list.push({ what: `${p.name} too long`, url: withQuery(long), message: `${subject} doit contenir au plus ${p.schema.maxLength} caractères.` })
        }
      } else if (p.in === 'header') {
        if (p.required) list.push({ what: `without ${p.name}`, headers: { [p.name]: undefined as unknown as string }, message: `${subject} est obligatoire.` })
        if (p.schema.pattern) {
          const pattern = new RegExp(p.schema.pattern)
          const bad = ['abc', 'pas valide !'].find((value) => !pattern.test(value))!
          list.push({ what: `${p.name} = ${bad}`, headers: { [p.name]: bad }, message: `${subject} n'a pas un format valide.` })
        }
      }
    }
    expect(await problemsOf(op, list)).toEqual([])
  })

  // Fastify answers a URL it cannot decode itself, in English, unless app.ts passes the
  // `frameworkErrors` handler of src/server/plugins/errors.ts.
  it('refuses an undecodable address in French', async () => {
    const res = await t.api.get('/api/user/%zz', { token: admin.token, unchecked: true })
    expect([res.status, res.body]).toEqual([400, { message: "L'adresse de la requête n'est pas valide.", status: 400 }])
  })
})

describe('a 400 changes nothing', () => {
  let p: Player
  beforeAll(async () => {
    p = await newPlayer(t.api)
  })
  const profile = async () => (await t.api.get(`/api/user/${p.id}`, { token: admin.token })).body

  it('creates no account when one sign-up field is wrong', async () => {
    const before = (await t.api.get('/api/user', { token: admin.token })).body.length
    const res = await t.api.post('/auth/signup', { pseudo: 'Pas_Cree', email: 'pas-cree@exemple.fr', password: 'motdepasse-solide', passwordConfirmation: 42 }, { unchecked: true })
    expect([res.status, res.body.message]).toEqual([400, 'Le champ « passwordConfirmation » doit être un texte.'])
    expect((await t.api.get('/api/user', { token: admin.token })).body.length).toBe(before)
    expect((await t.api.post('/auth/signin', { pseudo: 'Pas_Cree', password: 'motdepasse-solide' }, { ip: '10.5.0.1' })).status).toBe(401)
  })

  it('keeps the profile when one field of a change is wrong', async () => {
    const before = await profile()
    const res = await t.api.put(`/api/user/${p.id}`, { pseudo: 'Nouveau_Nom', email: 'pas-une-adresse', currentPassword: p.password }, { token: p.token })
    expect([res.status, res.body.email]).toEqual([400, "L'adresse e-mail n'est pas valide."])
    const typed = await t.api.post('/admin/user/edit', { id: p.id, pseudo: 'Nouveau_Nom', credit: '900' }, { token: admin.token, unchecked: true })
    expect([typed.status, typed.body.message]).toEqual([400, 'Le champ « credit » doit être un nombre entier.'])
    const negative = await t.api.put(`/admin/user/${p.id}`, { pseudo: 'Nouveau_Nom', credit: -1 }, { token: admin.token, unchecked: true })
    expect([negative.status, negative.body.message]).toEqual([400, 'Le champ « credit » doit être supérieur ou égal à 0.'])
    expect(await profile()).toEqual(before)
  })

  it('keeps the balance when the amount is not an integer', async () => {
    for (const amount of ['100', 1.5, null, 1e9]) {
      const res = await t.api.post('/api/user/credit', { userId: p.id, amount }, { token: admin.token, unchecked: true })
      expect(res.status, JSON.stringify(amount)).toBe(400)
    }
    expect((await profile()).credit).toBe(500)
  })
})

// Issue 9, items 6c, 6d and 8: control characters (a NUL made PostgreSQL fail: 500), edits with only
// unknown keys ("No values to set": 500), and ids that ajv coerced (0x1, +1, " 1" read as 1).
describe('texts, edits and ids beyond the types', () => {
  it('refuses control characters in any text, except line breaks and tabs in multi-line texts', async () => {
    const deck = await t.api.post('/api/decksplayer/create', { userId: admin.id, name: 'a\u0000b' }, { token: admin.token, unchecked: true })
    expect([deck.status, deck.body.message]).toEqual([400, 'Le champ « name » contient un caractère de contrôle interdit.'])
    const signin = await t.api.post('/auth/signin', { pseudo: 'admin\u0001', password: 'x' }, { unchecked: true })
    expect([signin.status, signin.body.message]).toEqual([400, 'Le champ « pseudo » contient un caractère de contrôle interdit.'])
    const search = await t.api.get('/api/friends/search?q=a%00', { token: admin.token, unchecked: true })
    expect([search.status, search.body.message]).toEqual([400, "Le champ de l'adresse « q » contient un caractère de contrôle interdit."])
    const lone = await t.api.post('/api/news', { title: 'Titre \ud800', body: 'Texte' }, { token: admin.token, unchecked: true })
    expect([lone.status, lone.body.message]).toEqual([400, 'Le champ « title » contient un caractère de contrôle interdit.'])
    const titleBreak = await t.api.post('/api/news', { title: 'Titre\nsur deux lignes', body: 'Texte' }, { token: admin.token, unchecked: true })
    expect(titleBreak.status).toBe(400)
    const multiline = await t.api.post('/api/news', { title: 'Titre', body: 'Ligne 1\r\nLigne 2\tfin' }, { token: admin.token })
    expect([multiline.status, multiline.body.body]).toEqual([201, 'Ligne 1\r\nLigne 2\tfin'])
  })

  it('refuses an admin edit of a card, a spell or a pack that holds only unknown keys', async () => {
    for (const url of ['/api/cardplayer/edit', '/api/spellplayer/edit', '/api/packplayer/edit']) {
      const res = await t.api.post(url, { id: 1, inconnu: 'valeur' }, { token: admin.token, unchecked: true })
      expect([url, res.status, res.body.message]).toEqual([url, 400, 'Aucune donnée à modifier : indiquez au moins un champ.'])
    }
  })

  it('reads only decimal digits as ids, in the address, the query and numeric headers', async () => {
    for (const id of ['0x1', '+1', '%201', '1e0', '1.0', '%D9%A1', '1%0A', '%00']) {
      const res = await t.api.get(`/api/user/${id}`, { token: admin.token, unchecked: true })
      expect([id, res.status, res.body.message]).toEqual([id, 400, "Le champ de l'adresse « id » doit être un nombre entier."])
    }
    const query = await t.api.get('/api/skins/owned?linkedId=0x1&type=card', { token: admin.token, unchecked: true })
    expect([query.status, query.body.message]).toEqual([400, "Le champ de l'adresse « linkedId » doit être un nombre entier."])
    const huge = await t.api.get('/api/skins/owned?linkedId=99999999999&type=card', { token: admin.token, unchecked: true })
    expect([huge.status, huge.body.message]).toEqual([400, "Le champ de l'adresse « linkedId » doit être inférieur ou égal à 2147483647."])
    expect((await t.api.get(`/api/user/${admin.id}`, { token: admin.token })).status).toBe(200)
  })
})
