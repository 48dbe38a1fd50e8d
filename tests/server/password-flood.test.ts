// Password hashing under floods, counted rather than timed: forged reset tokens cost no hash at all;
// a burst of 20 sign-ins runs at most MAX_HASHES (2, 1 on 2 cores) hashes at once, the others queued (all answered 200), and
// authenticated reads answer while hashes wait (the token check never waits for a hash). The hashing
// threads run at the process's own priority here: at niceness 19 (production's, hash-threads.test.ts)
// the burst would wait for idle cores on a busy machine; the queue is what is tested.
import { getPriority } from 'node:os'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { burst, tally } from './helpers/bursts'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { MAX_HASHES, hashesStarted, hashingLoad } from '../../src/server/security/password'
import { setHashThreadNiceness } from '../../src/server/security/hash-threads'
import { HASH_NICENESS } from '../../src/server/security/hash-protocol'

const SIGN_INS = 20

let t: TestApp
let players: Player[]
beforeAll(async () => {
  setHashThreadNiceness(getPriority())
  t = await testApp({ config: { passwordCost: 14 } })
  players = []
  for (let i = 0; i < SIGN_INS; i++) players.push(await newPlayer(t.api))
}, 120_000)
afterAll(async () => {
  try {
    await t.close()
  } finally {
    setHashThreadNiceness(HASH_NICENESS)
  }
})

/** Samples the hashing load at every turn of the event loop until `until` settles. */
async function watchLoad<T>(until: Promise<T>): Promise<{ result: T; busiest: number; longestQueue: number }> {
  let busiest = 0
  let longestQueue = 0
  let settled = false
  const done = until.finally(() => (settled = true))
  while (!settled) {
    const load = hashingLoad()
    busiest = Math.max(busiest, load.running)
    longestQueue = Math.max(longestQueue, load.waiting)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { result: await done, busiest, longestQueue }
}

it('60 simultaneous forged reset tokens start no password hash', async () => {
  const before = hashesStarted()
  const forged = (i: number) =>
    t.api.post('/auth/savePassword', { token: `jeton-forge-${i}`, password: 'pirate-secret', passwordConfirmation: 'pirate-secret' }, { ip: `10.8.1.${i}` })
  expect(tally(await burst(60, forged))).toEqual({ 400: 60 })
  expect(hashesStarted() - before).toBe(0)
})

it(`${SIGN_INS} simultaneous sign-ins queue behind at most two hashes at once, while token checks answer`, async () => {
  const before = hashesStarted()
  const signIns = burst(SIGN_INS, (i) => t.api.post('/auth/signin', { pseudo: players[i].pseudo, password: players[i].password }, { ip: `10.7.0.${i}` }))
  // while hashes are queued, an authenticated read is answered (its token check needs no hash)
  while (hashingLoad().waiting === 0) await new Promise((resolve) => setImmediate(resolve))
  const profile = await t.api.get(`/api/user/${players[0].id}`, { token: players[0].token })
  expect(profile.status).toBe(200)
  const queuedWhenAnswered = hashingLoad().waiting
  const { result, busiest, longestQueue } = await watchLoad(signIns)
  expect(tally(result)).toEqual({ 200: SIGN_INS })
  expect(busiest).toBeLessThanOrEqual(MAX_HASHES)
  expect(longestQueue).toBeGreaterThanOrEqual(SIGN_INS / 2)
  expect(queuedWhenAnswered, 'the read waited for the hashes').toBeGreaterThan(0)
  expect(hashesStarted() - before).toBe(SIGN_INS)
  expect(hashingLoad()).toEqual({ running: 0, waiting: 0 })
}, 120_000) // 20 hashes of cost 14 one at a time on 2 cores, beside this busy watcher: legitimately long on a loaded machine
