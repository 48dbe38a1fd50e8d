// What a console section shows from the query cache: a useQuery result, or several joined into one
// (the data once every part has some; a failure when one failed; 'Réessayer' reads the failed again).
export interface SectionQuery<T> {
  data: T | undefined
  isError: boolean
  refetch: () => unknown
}

type DataOf<P> = { [K in keyof P]: P[K] extends SectionQuery<infer T> ? T : never }

export function joinQueries<P extends Record<string, SectionQuery<unknown>>>(parts: P): SectionQuery<DataOf<P>> {
  const entries = Object.entries(parts)
  const ready = entries.every(([, part]) => part.data !== undefined)
  return {
    data: ready ? (Object.fromEntries(entries.map(([name, part]) => [name, part.data])) as DataOf<P>) : undefined,
    isError: entries.some(([, part]) => part.isError),
    refetch: () => entries.filter(([, part]) => part.isError).forEach(([, part]) => part.refetch()),
  }
}
