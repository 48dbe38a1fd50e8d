// What the signed-in shell needs beyond the landing's chunk: the session effects, the icons of the
// menus and the query client (TanStack Query, state/queries/client.ts). Loaded as soon as a session
// exists (and prefetched on the login page), so a signed-in player never sees the header, the menu
// or a page without them.
import { createElement, lazy, type ComponentType } from 'react'
import { loadQueryClient, loadedQueryClientAtom, useAtomValue, useStore, type AppStore } from '../../state'
import { loadMoreIcons } from '../icons/paths'

const loadSessionEffects = () => import('./SessionEffects')

export const SessionEffects = lazy(() => loadSessionEffects().then((m) => ({ default: m.SessionEffects })))

let loaded = false
let loading: Promise<void> | null = null

/** Loads the signed-in chunks; never rejects (offline, the shell shows without them, and a later call tries again). */
export function loadSignedInChunks(): Promise<void> {
  loading ??= Promise.all([loadSessionEffects(), loadMoreIcons()]).then(
    () => {
      loaded = true
    },
    () => {
      loading = null
    },
  )
  return loading
}

/** Loads everything a session needs: the signed-in chunks and the store's query client, in parallel. */
export function loadSignedIn(store: AppStore): void {
  void loadSignedInChunks()
  void loadQueryClient(store)
}

/** Whether the store's query client is there (TanStack Query's hooks and the session effects need it). */
export const useQueryClientLoaded = (): boolean => useAtomValue(loadedQueryClientAtom) !== null

/** Whether the signed-in chunks and the store's query client are there. */
export const signedInReady = (store: AppStore): boolean => loaded && store.get(loadedQueryClientAtom) !== null

/** One lazy "nothing" per store that resolves when `ready` does: a Suspense wait that, unlike
 *  `use`, also resumes in the tests' act() renders. */
function waitFor(gates: WeakMap<AppStore, ComponentType>, store: AppStore, ready: () => Promise<unknown>): ComponentType {
  let gate = gates.get(store)
  if (!gate) {
    gate = lazy(() => ready().then(() => ({ default: () => null })))
    gates.set(store, gate)
  }
  return gate
}

const signedInGates = new WeakMap<AppStore, ComponentType>()
const clientGates = new WeakMap<AppStore, ComponentType>()

/** Renders nothing once the signed-in chunks and the query client have loaded (or failed to): a
 *  start signed in waits for it under a Suspense, so the header, the menu and the page appear whole
 *  at once (AppLayout). */
export function SignedInGate() {
  const store = useStore()
  const Gate = waitFor(signedInGates, store, () => Promise.all([loadSignedInChunks(), loadQueryClient(store).catch(() => undefined)]))
  return createElement(Gate)
}

/** Holds a signed-in page under its Suspense until the query client is there, so that it never
 *  shows (nor runs its effects) with the stand-in (ui/App.tsx); rendered after the outlet, whose
 *  chunk loads meanwhile. A failed load fails the page, as a failed page chunk does. */
export function WaitForQueryClient() {
  const store = useStore()
  const Gate = waitFor(clientGates, store, () => loadQueryClient(store))
  return createElement(Gate)
}
