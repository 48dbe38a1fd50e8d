// Password hashing with scrypt (N = 2^cost, r = 8, p = 1), stored as "scrypt$cost$salt$hash".
// At most MAX_HASHES run at once per instance, the others queue first come first served, so
// hashing never fills the thread pool that the rest of the server shares, nor every core: one core
// stays for the event loop (a burst of sign-ins on 2 cores made every other answer wait seconds).
// Each hash runs in a hashing thread at the lowest OS priority (hash-threads.ts), so the event loop
// and the database get the CPU first and hashing uses what is left.
import { availableParallelism } from 'node:os'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { scryptOffLoop } from './hash-threads'

export const PASSWORD_MIN_LENGTH = 8
/** Hashes run at once: 2, or fewer so that one core is left (1 on a 2-core machine). */
export const MAX_HASHES = Math.max(1, Math.min(2, availableParallelism() - 1))

let running = 0 // hashes in progress
const waiting: (() => void)[] = [] // hashes queued, first come first served
let started = 0 // hashes begun since the process started

/** Hashes in progress and queued on this instance (for tests and diagnostics). */
export const hashingLoad = () => ({ running, waiting: waiting.length })

/** How many hashes this instance has begun (tests count the hashes an action costs). */
export const hashesStarted = () => started

/** Runs `work` when a hashing slot is free; a finished hash hands its slot to the next in line. */
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_HASHES) running += 1
  else await new Promise<void>((resolve) => waiting.push(resolve))
  started += 1
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
}

function scrypt(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return withSlot(() => scryptOffLoop({ password: password.normalize('NFKC'), salt, cost }))
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost)
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** `costForUnknown`: the cost spent when there is no hash (pass the configured cost). */
export async function verifyPassword(password: string, stored: string | null, costForUnknown = 17): Promise<boolean> {
  const [scheme, cost, salt, hash] = (stored ?? '').split('$')
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Spend the same time as a real check, so that unknown accounts cannot be told from wrong passwords.
    await scrypt(password, Buffer.alloc(16), costForUnknown)
    return false
  }
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(cost))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
