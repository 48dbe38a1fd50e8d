// The messages between the server and a hashing thread (hash-worker.ts): one job at a time per thread.

import { BACKGROUND_NICENESS } from '../thread-priority'

/** Niceness of a hashing thread: the lowest priority, which needs no privilege to set. */
export const HASH_NICENESS = BACKGROUND_NICENESS

/** What a hashing thread is started with: the niceness it takes (HASH_NICENESS but in tests). */
export interface HashThreadData {
  niceness: number
}

export interface HashJob {
  password: string // already NFKC-normalized
  salt: Uint8Array
  cost: number
}

export type HashThreadMessage =
  | { kind: 'ready'; tid: number } // priority lowered; the thread's OS id
  | { kind: 'unavailable'; reason: string } // the priority could not be lowered: the caller falls back
  | { kind: 'done'; key: Uint8Array }
  | { kind: 'failed'; message: string; code?: string } // scrypt's own error
