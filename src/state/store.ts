// The app's one jotai store and the hooks the UI uses: components import jotai only from here.
import { createStore } from 'jotai'

export { Provider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'

export type AppStore = ReturnType<typeof createStore>
/** The store of the running app; tests create their own. */
export const appStore: AppStore = createStore()
export const createAppStore = (): AppStore => createStore()
