// The query cache of server state, loaded when first needed: the landing page runs without TanStack
// Query; a session (or a page that reads server state) loads it (clientFactory.ts, its own chunk).
// Each app store holds its own client, which the UI's provider (ui/App.tsx) and the atoms share.
import { atom, type createStore } from 'jotai'
import type { QueryClient } from '@tanstack/query-core'

type Store = ReturnType<typeof createStore>

/** The store's query client, null until its chunk has loaded (or a test gave one: createAppStore). */
export const loadedQueryClientAtom = atom<QueryClient | null>(null)

/** The store's query client, for code that runs only once it is loaded (signed-in effects and pages, the battle). */
export const queryClientAtom = atom((get) => {
  const client = get(loadedQueryClientAtom)
  if (!client) throw new Error('Le cache des requêtes n’est pas encore chargé (loadQueryClient).')
  return client
})

const loads = new WeakMap<Store, Promise<QueryClient>>()
const failures = new WeakMap<Store, unknown>()

/** Loads the client's chunk once per store and puts a new client in the store: the same promise on
 *  every call (the UI's Suspense waits hold on to it). A failed load (offline) stays failed until a
 *  reload, as a page's chunk would. */
export function loadQueryClient(store: Store): Promise<QueryClient> {
  let load = loads.get(store)
  if (!load) {
    const given = store.get(loadedQueryClientAtom)
    load = given
      ? Promise.resolve(given)
      : import('./clientFactory').then(({ createQueryClient }) => {
          const client = store.get(loadedQueryClientAtom) ?? createQueryClient()
          store.set(loadedQueryClientAtom, client)
          return client
        })
    // Kept for who waits on it synchronously; and callers that only start the load (`void`) leave no unhandled rejection.
    load.catch((error: unknown) => failures.set(store, error))
    loads.set(store, load)
  }
  return load
}

/** Why the store's client failed to load, if it did (undefined while loading or loaded). */
export const queryClientLoadFailure = (store: Store): unknown => failures.get(store)

export type { QueryClient }
