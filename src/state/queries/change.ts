// A change sent to the server: its result, and when it succeeds, the queries it makes stale are
// read again (every mutation names what it invalidates, in its resource's module).
import type { QueryClient, QueryKey } from '@tanstack/query-core'
import type { ApiResult } from '../../api/result'

export async function change<T>(client: QueryClient, call: () => Promise<ApiResult<T>>, invalidates: readonly QueryKey[]): Promise<ApiResult<T>> {
  const result = await call()
  if (result.ok) await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })))
  return result
}
