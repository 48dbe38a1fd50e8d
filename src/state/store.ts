// The app's one jotai store, the hooks the UI uses and `atom` for the atoms that live beside a UI
// feature: outside src/state, jotai is imported only from here.
import { createStore } from 'jotai'

export { Provider, atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'

export type AppStore = ReturnType<typeof createStore>
/** The store of the running app; tests create their own. */
export const appStore: AppStore = createStore()
export const createAppStore = (): AppStore => createStore()
