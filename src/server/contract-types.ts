// The contract's types (openapi/openapi.yaml, generated in src/api/schema.d.ts): each operationId's
// body, params, query, headers and answer, and the schemas. Every layer may import them; the
// handler types, which need Fastify's request, are routes/types.ts.
import type { components, operations } from '../api/schema'

export type OperationId = keyof operations
export type Schemas = components['schemas']

type Op<K extends OperationId> = operations[K]
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never

export type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> : never
export type ParamsOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : never
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never
export type HeadersOf<K extends OperationId> = Op<K>['parameters'] extends { header?: infer H } ? NonNullable<H> : never

type Responses<K extends OperationId> = Op<K>['responses']
type SuccessCode<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201>
/** What a handler returns: the JSON of its 200 or 201 answer. */
export type ReplyOf<K extends OperationId> = JsonOf<Responses<K>[SuccessCode<K>]>
