// The OpenAPI document, loaded once, and look-ups into it.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const CONTRACT_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml')

export interface ContractOperation {
  operationId: string
  method: string
  path: string
  /** null: public; otherwise the scopes required of the bearer token ([] = any signed-in user). */
  scopes: string[] | null
  spec: Record<string, unknown>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OpenApiDocument = { paths: Record<string, Record<string, any>>; security?: unknown[]; [key: string]: unknown }

let cached: OpenApiDocument | null = null
export function loadContract(): OpenApiDocument {
  cached ??= parse(readFileSync(CONTRACT_PATH, 'utf8')) as OpenApiDocument
  return cached
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

export function contractOperations(doc = loadContract()): ContractOperation[] {
  const result: ContractOperation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method]
      if (!op) continue
      const security = (op.security ?? doc.security ?? []) as Record<string, string[]>[]
      const scopes = security.length === 0 ? null : (security[0].bearerAuth ?? [])
      result.push({ operationId: op.operationId, method: method.toUpperCase(), path, scopes, spec: op })
    }
  }
  return result
}
