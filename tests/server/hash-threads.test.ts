// Password hashes run in hashing threads at the lowest OS priority (security/hash-threads.ts): hashes made
// before them still verify, the thread's niceness is 19 while it hashes, a burst keeps to MAX_HASHES
// threads, scrypt's errors reach the caller, and a killed thread fails its hash cleanly and is replaced.
// At niceness 19 a hash waits for an idle core: on a busy machine only the priority test runs there
// (with a job that needs no CPU), the others start their threads at the process's own priority.
import { getPriority } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_HASHES, hashPassword, hashingLoad, verifyPassword } from '../../src/server/security/password'
import { THREAD_MIN_COST, hashThreads, setHashThreadNiceness } from '../../src/server/security/hash-threads'
import { HASH_NICENESS } from '../../src/server/security/hash-protocol'
import { hasProcThreads, niceness } from './helpers/niceness'

/** Made by the previous hashing code (scrypt on libuv's pool), cost 12; the second password is NFKC-normalized. */
const BEFORE = [
  { password: 'ancien-motdepasse', stored: 'scrypt$12$7+C/MtCJHrHPlK/l6rI7zQ==$BUYgAXtCjTF2otWKPvcJg4v0GcfZl4iX1fMw8FusekY=' },
  { password: 'Ｍotdepasse-ｌarge', stored: 'scrypt$12$TPbQfhxnoa2Czq7ZZ+4GHg==$1zwjIFj43Kkd9mrUFopHyLfDtIcJvLX3KVi+0IM7zQ8=' },
]

/** A stored hash of cost 24: scrypt refuses it at once (2 GiB, beyond its memory limit of 256 MiB). */
const OVER_MEMORY = 'scrypt$24$AAAAAAAAAAAAAAAAAAAAAA==$AAAA'

/** Waits, turn by turn of the event loop, until a hashing thread is hashing. */
async function busyThread() {
  for (;;) {
    const busy = hashThreads().find((thread) => thread.busy)
    if (busy) return busy
    await new Promise((resolve) => setImmediate(resolve))
  }
}

it('verifies the hashes made before the hashing threads', async () => {
  for (const { password, stored } of BEFORE) {
    expect(await verifyPassword(password, stored)).toBe(true)
    expect(await verifyPassword(`${password}!`, stored)).toBe(false)
  }
  expect(await verifyPassword('Motdepasse-large', BEFORE[1].stored)).toBe(true)
})

it.skipIf(!hasProcThreads)('hashes in a thread whose niceness is 19 while it hashes, the event loop staying at its own', async () => {
  // production's niceness; the job fails at once, so it ends even where niceness 19 gets no CPU
  // (the job may end before a turn of the event loop sees its thread busy: the thread, kept idle, is checked after)
  await expect(verifyPassword('motdepasse-priorite', OVER_MEMORY)).rejects.toThrow(/memory/i)
  const threads = hashThreads()
  expect(threads.length).toBeGreaterThan(0)
  expect(threads.map((thread) => niceness(thread.tid))).toEqual(threads.map(() => HASH_NICENESS))
  expect(niceness('thread-self')).toBe(0)
})

describe('at the process’s own priority, so that the hashes end on a busy machine', () => {
  beforeAll(() => setHashThreadNiceness(getPriority()))
  afterAll(() => setHashThreadNiceness(HASH_NICENESS))

  it.skipIf(!hasProcThreads)('starts its threads at that niceness, and ends those of niceness 19', async () => {
    await expect(verifyPassword('motdepasse', OVER_MEMORY)).rejects.toThrow(/memory/i)
    expect(hashThreads().map((thread) => niceness(thread.tid))).toEqual([getPriority()])
  })

  it('hashes cheaper than THREAD_MIN_COST on libuv’s pool, without a thread', async () => {
    const threads = hashThreads().length
    const hash = await hashPassword('motdepasse-leger', THREAD_MIN_COST - 4)
    expect(hashThreads().length).toBe(threads)
    expect(await verifyPassword('motdepasse-leger', hash)).toBe(true)
  })

  it('keeps a burst of hashes to MAX_HASHES threads, in order of arrival', async () => {
    let busiestThreads = 0
    const finished: number[] = []
    const burst = Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`rafale-${i}-motdepasse`, THREAD_MIN_COST).then((h) => (finished.push(i), h))))
    let settled = false
    void burst.finally(() => (settled = true))
    while (!settled) {
      busiestThreads = Math.max(busiestThreads, hashThreads().filter((thread) => thread.busy).length)
      expect(hashingLoad().running).toBeLessThanOrEqual(MAX_HASHES)
      await new Promise((resolve) => setImmediate(resolve))
    }
    const hashes = await burst
    expect(busiestThreads).toBeGreaterThan(0)
    expect(busiestThreads).toBeLessThanOrEqual(MAX_HASHES)
    expect(hashThreads().length).toBeLessThanOrEqual(MAX_HASHES)
    if (MAX_HASHES === 1) expect(finished).toEqual([0, 1, 2, 3, 4, 5])
    for (let i = 0; i < hashes.length; i++) expect(await verifyPassword(`rafale-${i}-motdepasse`, hashes[i])).toBe(true)
  })

  it("passes scrypt's error to the caller and keeps the thread", async () => {
    await hashPassword('motdepasse-avant', THREAD_MIN_COST) // a thread exists
    const before = hashThreads().map((thread) => thread.tid)
    await expect(verifyPassword('motdepasse', OVER_MEMORY)).rejects.toThrow(/memory/i)
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 })
    expect(await verifyPassword('motdepasse-apres', await hashPassword('motdepasse-apres', THREAD_MIN_COST))).toBe(true)
    expect(hashThreads().map((thread) => thread.tid)).toEqual(before)
  })

  it('fails the hash of a killed thread with a clear error, and the next hash gets a new thread', async () => {
    const doomed = hashPassword('motdepasse-interrompu', 17) // the production cost: long enough to be killed mid-hash
    const thread = await busyThread()
    await thread.terminate()
    await expect(doomed).rejects.toThrow(/hashing thread ended/)
    expect(hashThreads().map((t) => t.tid)).not.toContain(thread.tid)
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 })
    expect(await verifyPassword('motdepasse-suivant', await hashPassword('motdepasse-suivant', THREAD_MIN_COST))).toBe(true)
    expect(hashThreads()).toHaveLength(1)
    expect(hashThreads()[0].tid).not.toBe(thread.tid)
  })
})
