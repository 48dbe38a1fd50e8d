// The QueryClient itself (most of @tanstack/query-core): its own chunk, imported only by
// loadQueryClient (client.ts) and by tests that give a store its client at once. Nothing retries on
// its own (a failure shows at once, as the spec's pages expect); a query refetches when a page
// using it mounts, on invalidation, and at its own refetchInterval, which TanStack Query pauses
// while the tab is hidden. The battle's game is kept as given (no structural sharing): its
// optimistic board and the board a rollback restores are known by identity.
import { QueryClient } from '@tanstack/query-core'
import { battleGameKey } from './battle'

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  })
  client.setQueryDefaults(battleGameKey, { structuralSharing: false })
  return client
}
