// A store as the app has it once the query client has loaded: tests get their client at once
// (the app loads it on first need, state/queries/client.ts).
import { createAppStore, type AppStore } from '../../../src/state'
import { createQueryClient } from '../../../src/state/queries/clientFactory'

export const createTestStore = (): AppStore => createAppStore(createQueryClient())
