// Validates server answers against the contract: each (method, path, status) answer must match
// the schema the contract gives it, and its status must be one the contract lists (or 501).
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { contractOperations, loadContract, type ContractOperation } from '../../../src/server/contract'

const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(loadContract() as object, 'contract')

const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')

interface Route extends ContractOperation {
  regex: RegExp
  params: number
}
const routes: Route[] = contractOperations()
  .map((op) => ({
    ...op,
    regex: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (op.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params) // static paths win over templated ones

export function findRoute(method: string, url: string): Route | undefined {
  const path = url.split('?')[0]
  return routes.find((r) => r.method === method.toUpperCase() && r.regex.test(path))
}

/** Returns a list of problems (empty when the answer fits the contract). */
export function checkAnswer(method: string, url: string, status: number, body: unknown): string[] {
  const route = findRoute(method, url)
  if (!route) return [`${method} ${url}: not in the contract`]
  if (status === 501) return []
  const responses = (route.spec.responses ?? {}) as Record<string, unknown>
  if (!(String(status) in responses)) return [`${method} ${route.path}: status ${status} is not in the contract`]
  const ref = `contract#/paths/${pointer(route.path)}/${route.method.toLowerCase()}/responses/${status}`
  const response = resolve(responses[String(status)]) as { content?: Record<string, { schema?: unknown }> }
  if (!response.content?.['application/json']) return []
  const schemaRef = response === responses[String(status)] ? `${ref}/content/application~1json/schema` : refOf(responses[String(status)]) + '/content/application~1json/schema'
  const validate = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef })
  if (validate(body)) return []
  return (validate.errors ?? []).map((e) => `${method} ${route.path} ${status}: ${e.instancePath} ${e.message}`)
}

function refOf(node: unknown): string {
  const ref = (node as { $ref?: string }).$ref!
  return `contract${ref}`
}
function resolve(node: unknown): unknown {
  const ref = (node as { $ref?: string })?.$ref
  if (!ref) return node
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], loadContract())
}
