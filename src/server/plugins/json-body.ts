// A request's body must be JSON when its operation has one (the contract's media types), and present
// when the contract requires it: 400 in French otherwise, before validation.
import type { FastifyRequest } from 'fastify'
import { contractOperations } from '../contract'
import { badRequest } from '../errors'
import { COMMON } from '../messages'

const BODY_REQUIRED = new Map(
  contractOperations().map((op) => [op.operationId, Boolean((op.spec.requestBody as { required?: boolean } | undefined)?.required)]),
)

/**
 * preValidation hook for every route (app.addHook in app.ts). Fastify validates a body only for the media
 * types the contract lists, so a missing body or a text/plain one would reach the handler unchecked.
 */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  const schema = request.routeOptions.schema as { body?: { content?: Record<string, unknown> }; operationId?: string } | undefined
  if (!schema?.body) return
  if (request.body === undefined) {
    if (BODY_REQUIRED.get(schema.operationId ?? '') !== false) throw badRequest(COMMON.emptyBody)
    return
  }
  if (!schema.body.content || request.mediaType === 'application/json') return
  throw badRequest(COMMON.unsupportedType)
}
