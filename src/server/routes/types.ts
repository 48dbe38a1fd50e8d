// Handler types: each operationId's Fastify request and answer, from the contract's types
// (../contract-types.ts, which the layers below routes import instead).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { BodyOf, HeadersOf, OperationId, ParamsOf, QueryOf, ReplyOf } from '../contract-types'

type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>
  Params: ParamsOf<K>
  Querystring: QueryOf<K>
  Headers: HeadersOf<K>
}>

type Handler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<ReplyOf<K>>

/** A set of handlers, keyed by operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> }
