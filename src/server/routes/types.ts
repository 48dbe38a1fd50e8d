// Handler types derived from the contract: each operationId gets its body, params, query and answer.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { components, operations } from '../../api/schema'

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

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>
  Params: ParamsOf<K>
  Querystring: QueryOf<K>
  Headers: HeadersOf<K>
}>

export type Handler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<ReplyOf<K>>

/** A set of handlers, keyed by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> }
