// A contract-driven fuzzer: thousands of bad and odd requests on every operation of
// openapi/openapi.yaml (see helpers/fuzz-cases.ts), sent as a player and as an admin, from a seeded
// generator (FUZZ_SEED=<n> replays a run). No answer may be a 5xx or show internals, every 4xx
// has a French message, what the contract refuses is a 400, and a refused call writes nothing.
import { appendFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractOperation } from '../../src/server/contract'
import { testApp, type TestApp } from './helpers/app'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { isAdminOnly, label, operations, sampleRequest, type Ids } from './helpers/contract-requests'
import { credentialCases, fuzzCases, type FuzzCase } from './helpers/fuzz-cases'
import { fuzzSeed, seededRandom } from './helpers/fuzz-random'
import { answerProblems, changedTables, fingerprint } from './helpers/fuzz-state'

const MIN_REQUESTS = 5000
// Calls whose acceptance would end the session or destroy what later calls use: only their refusals are sent
// (editSkin could take skin 1, which the payment calls buy, off sale).
const REFUSALS_ONLY = /^(delete|adminDelete|adminRemove|disable|reactivate|remove|end|surrender|updateUser|adminUpdateUser|adminEditUser|savePassword|refuse|editSkin)/

const seed = fuzzSeed()
const rnd = seededRandom(seed)
let t: TestApp
let admin: { id: number; token: string }
let player: Player
let ids: Ids = {}
let sent = 0
const hit = new Set<string>()

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  player = await newPlayer(t.api)
  const friend = await newPlayer(t.api)
  const request = await t.api.post('/api/friends/send', { userId: player.id, friendId: friend.id }, { token: player.token })
  await t.api.post('/api/friends/accept', { userId: friend.id, requestId: request.body.id }, { token: friend.token })
  const cards = (await t.api.get(`/api/cardplayer/user/${player.id}`, { token: player.token })).body
  const spells = (await t.api.get(`/api/spellplayer/user/${player.id}`, { token: player.token })).body
  const deck = await t.api.post('/api/decksplayer/create', { userId: player.id, name: 'Deck du fuzz', cartes: cards.slice(0, 5).map((c: { id: number }) => c.id) }, { token: player.token })
  const packs = (await t.api.get('/api/packs', { token: player.token })).body
  const bought = await t.api.post('/api/packplayer/user/buy', { userId: player.id, packId: packs[0].id }, { token: player.token, unchecked: true })
  ids = {
    userId: player.id,
    friendId: friend.id,
    requestId: request.body.id,
    deckId: deck.body.id,
    cardPlayerId: cards[0]?.id ?? 1,
    spellPlayerId: spells[0]?.id ?? 1,
    packId: packs[0].id,
    packPlayerId: bought.body?.packPlayer?.id ?? 1,
  }
}, 120_000)
afterAll(() => t?.close())

/** The ids of an operation: a body `id` is the deck of deck calls, the user of admin user calls, else 1. */
function idsFor(op: ContractOperation): Ids {
  const id = op.path.startsWith('/api/decksplayer/') ? ids.deckId : op.operationId === 'adminEditUser' ? ids.userId : 1
  return { ...ids, id }
}

interface Caller {
  name: string
  token?: string
  /** Whether the caller may make the call (else every case is refused by the access check). */
  allowed: boolean
}

function callersOf(op: ContractOperation): Caller[] {
  if (op.scopes === null) return [{ name: 'anonymous', allowed: true }]
  const asAdmin = { name: 'admin', token: admin.token, allowed: true }
  return isAdminOnly(op) ? [asAdmin] : [{ name: 'player', token: player.token, allowed: true }, asAdmin]
}

async function send(op: ContractOperation, c: FuzzCase, token: string | undefined) {
  sent += 1
  hit.add(op.operationId)
  const headers = { ...c.headers }
  if (token && !headers.authorization) headers.authorization = `Bearer ${token}`
  const ip = `10.${100 + rnd.int(100)}.${rnd.int(250)}.${1 + rnd.int(250)}`
  return t.api.call(op.method, c.url, { headers, unchecked: true, ip, ...(c.raw !== undefined ? { raw: c.raw } : { body: c.body }) })
}

/** Sends the cases of one caller: the refusals first (checked to write nothing), then the odd but valid ones. */
async function run(op: ContractOperation, caller: Caller, cases: FuzzCase[], refusedStatus: number[]): Promise<string[]> {
  const problems: string[] = []
  const note = (c: FuzzCase, status: number, body: unknown, what: string[]) =>
    problems.push(`[${caller.name}] ${c.what} → ${status} ${JSON.stringify(body).slice(0, 160)}: ${what.join(', ')}`)
  const refused = cases.filter((c) => c.invalid)
  const odd = REFUSALS_ONLY.test(op.operationId) ? [] : cases.filter((c) => !c.invalid)
  const before = await fingerprint(t)
  for (const c of refused) {
    const res = await send(op, c, caller.token)
    const what = answerProblems(res, refusedStatus)
    if (what.length) note(c, res.status, res.body, what)
  }
  const changed = changedTables(before, await fingerprint(t))
  if (changed.length) problems.push(`[${caller.name}] ${refused.length} refused calls changed ${changed.join(', ')}`)
  let current = await fingerprint(t)
  for (const c of odd) {
    const res = await send(op, c, caller.token)
    const what = answerProblems(res, null)
    if (what.length) note(c, res.status, res.body, what)
    const after = await fingerprint(t)
    if (res.status >= 400 && changedTables(current, after).length) note(c, res.status, res.body, [`refused but changed ${changedTables(current, after).join(', ')}`])
    current = after
  }
  return problems
}

describe(`contract fuzzer (seed ${seed})`, () => {
  it.for(operations().map((op) => [label(op), op] as const))('%s', async ([, op]) => {
    const problems: string[] = []
    for (const caller of callersOf(op)) {
      const cases = fuzzCases(op, idsFor(op), rnd)
      problems.push(...(await run(op, caller, cases, [400, 429])))
    }
    if (op.scopes !== null) {
      problems.push(...(await run(op, { name: 'no credentials', allowed: false }, credentialCases(op, idsFor(op)), [401])))
      if (isAdminOnly(op)) {
        const base = sampleRequest(op, idsFor(op))
        const asPlayer: FuzzCase = { what: 'the valid call as a player', method: op.method, url: base.url, headers: base.headers, body: base.body, invalid: true }
        problems.push(...(await run(op, { name: 'player', token: player.token, allowed: false }, [asPlayer], [403])))
      }
    }
    if (process.env.FUZZ_REPORT) for (const p of problems) appendFileSync(process.env.FUZZ_REPORT, `${op.operationId} ${p}\n`) // every problem, untruncated
    expect(problems, `seed ${seed}`).toEqual([])
  })

  it(`sent at least ${MIN_REQUESTS} requests, on every operation`, () => {
    console.info(`fuzz: ${sent} requests on ${hit.size} operations (seed ${seed})`)
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS)
    expect(operations().filter((op) => !hit.has(op.operationId)).map((op) => op.operationId)).toEqual([])
  })
})
