// The app's one jotai store, the hooks the UI uses and `atom` for the atoms that live beside a UI
// feature: outside src/state, jotai is imported only from here. Each store carries its own query
// cache (queryClientAtom), which the UI's QueryClientProvider and the query atoms share.
import { createStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { createQueryClient } from './queries/client'

export { Provider, atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'
export { queryClientAtom }

export type AppStore = ReturnType<typeof createStore>

export function createAppStore(): AppStore {
  const store = createStore()
  store.set(queryClientAtom, createQueryClient())
  return store
}

/** The store of the running app; tests create their own. */
export const appStore: AppStore = createAppStore()
