// Where the unfinished offline training game is kept: one IndexedDB record, so a reload or a closed
// tab resumes it. IndexedDB, not localStorage: the game runs in a Web Worker, which has no
// localStorage. One record only: starting a new offline game replaces it.
import type { OfflineGame } from './localGameView'
import { gameOfStored, type StoredLocalGame } from './storedLocalGame'

/** The record's keeper, as the game's host uses it (an in-memory one in the tests). */
export interface LocalGameStorage {
  /** The record as stored (unchecked), or undefined when none. */
  load(): Promise<unknown>
  save(record: StoredLocalGame): Promise<void>
  /** Drops the record (a corrupt one). */
  clear(): Promise<void>
}

const DB_NAME = 'offline-training'
const STORE = 'games'
const KEY = 'current'

let opening: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  }).catch((error: unknown) => {
    opening = null // the next call tries again
    throw error
  })
  return opening
}

/** Runs `work` in one transaction and resolves with its request's result once the transaction is committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database()
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode)
    const request = work(transaction.objectStore(STORE))
    transaction.oncomplete = () => resolve(request ? request.result : undefined)
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB'))
  })
}

export const indexedDbStorage: LocalGameStorage = {
  load: () => inTransaction('readonly', (store) => store.get(KEY)),
  save: async (record) => {
    await inTransaction('readwrite', (store) => store.put(record, KEY))
  },
  clear: async () => {
    await inTransaction('readwrite', (store) => void store.delete(KEY))
  },
}

/** The unfinished offline game kept for player `userId` (to offer its resume), or null. */
export async function keptLocalGame(userId: number): Promise<OfflineGame | null> {
  try {
    const game = gameOfStored(await indexedDbStorage.load())
    return game && !game.state.finished && game.player.id === userId ? game : null
  } catch {
    return null // no IndexedDB here: nothing to resume
  }
}
