// The app's one jotai store, the hooks the UI uses and `atom` for the atoms that live beside a UI
// feature: outside src/state, jotai is imported only from here. Each store carries its own query
// cache (queryClientAtom), loaded when first needed (queries/client.ts), which the UI's provider
// and the query atoms share.
import { createStore } from 'jotai'
import { loadedQueryClientAtom, type QueryClient } from './queries/client'

export { Provider, atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'
export type { Atom } from 'jotai'
export { loadQueryClient, loadedQueryClientAtom, queryClientAtom, queryClientLoadFailure } from './queries/client'

export type AppStore = ReturnType<typeof createStore>

/** A store; its query client is loaded on first need (loadQueryClient), or given at once (tests). */
export function createAppStore(queryClient?: QueryClient): AppStore {
  const store = createStore()
  if (queryClient) store.set(loadedQueryClientAtom, queryClient)
  return store
}

/** The store of the running app; tests create their own. */
export const appStore: AppStore = createAppStore()
