// Server state in the query cache: one module per resource with its query keys, its queries
// (`xxxQuery(...)`, passed to useQuery) and its changes (each names the keys it invalidates).
export * from './client'
export * from './change'
export * from './news'
