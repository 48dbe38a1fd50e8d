// The QueryClient itself (most of @tanstack/query-core): its own chunk, imported only by
// loadQueryClient (client.ts) and by tests that give a store its client at once. Nothing retries on
// its own (a failure shows at once, as the spec's pages expect); a query refetches when a page
// using it mounts, on invalidation, and at its own refetchInterval, which TanStack Query pauses
// while the tab is hidden.
import { QueryClient } from '@tanstack/query-core'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchIntervalInBackground: false },
      mutations: { retry: false },
    },
  })
}
