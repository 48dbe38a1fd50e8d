// Requests built from the contract: resolved schemas, plausible sample values, and the places
// where an operation takes a user id. Used by the access-control, bad-input and not-built tests.
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { contractOperations, loadContract, type ContractOperation } from '../../../src/server/contract'

 
export type Schema = Record<string, any>

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: Schema
}

/** Follows `$ref`s (deeply) and merges `allOf`, so a schema can be read and generated from. */
export function resolveSchema(node: unknown): Schema {
  if (Array.isArray(node)) return node.map(resolveSchema) as unknown as Schema
  if (!node || typeof node !== 'object') return node as Schema
  const n = node as Schema
  if (typeof n.$ref === 'string') {
    const target = n.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Schema)[key.replace(/~1/g, '/').replace(/~0/g, '~')], loadContract())
    const { $ref: _ref, ...rest } = n
    return resolveSchema({ ...(target as Schema), ...rest })
  }
  const out: Schema = {}
  for (const [key, value] of Object.entries(n)) out[key] = key === 'enum' || key === 'required' ? value : resolveSchema(value)
  if (Array.isArray(out.allOf)) {
    const { allOf, ...rest } = out
    const merged: Schema = { ...rest, type: 'object', properties: {}, required: [] }
    for (const part of allOf as Schema[]) {
      Object.assign(merged.properties, part.properties ?? {})
      merged.required.push(...(part.required ?? []))
      if (part.minProperties !== undefined) merged.minProperties = part.minProperties
    }
    return merged
  }
  return out
}

export const operations = (): ContractOperation[] => contractOperations()
export const isAdminOnly = (op: ContractOperation) => Boolean(op.scopes?.includes('admin'))
export const label = (op: ContractOperation) => `${op.operationId} (${op.method} ${op.path})`

/** The JSON request body schema of an operation, resolved, or null. */
export function bodySchema(op: ContractOperation): Schema | null {
  const body = resolveSchema(op.spec.requestBody)
  return body?.content?.['application/json']?.schema ?? null
}
export const bodyRequired = (op: ContractOperation) => Boolean(resolveSchema(op.spec.requestBody)?.required)

/** Path-level and operation-level parameters, resolved. */
export function parameters(op: ContractOperation): Parameter[] {
  const item = loadContract().paths[op.path] as Schema
  return [...(item.parameters ?? []), ...((op.spec.parameters as unknown[]) ?? [])].map((p) => resolveSchema(p) as Parameter)
}

/** `{id}` names a user when the path reads …/user/…/{id} (e.g. /api/user/{id}, /api/packplayer/user/{id}). */
const USER_ID_PATH = /\/user\/(?:[^/{}]+\/)*\{id\}/
export function takesUserIdIn(op: ContractOperation): { path: string[]; body: boolean; header: string[] } {
  const params = parameters(op)
  return {
    path: params.filter((p) => p.in === 'path' && (p.name === 'userId' || (p.name === 'id' && USER_ID_PATH.test(op.path)))).map((p) => p.name),
    body: Boolean(bodySchema(op)?.properties?.userId),
    header: params.filter((p) => p.in === 'header' && p.name.toLowerCase() === 'userid').map((p) => p.name),
  }
}
export function takesUserId(op: ContractOperation): boolean {
  const where = takesUserIdIn(op)
  return where.path.length > 0 || where.body || where.header.length > 0
}

/** Ids to use for named fields and parameters (userId, deckId, cardPlayerId…); anything else gets 1. */
export type Ids = Record<string, number | string>

/** A plausible value for a schema; `name` picks a known id or text. `all`: optional properties too. */
export function sample(schema: Schema, name: string, ids: Ids, all = false): unknown {
  if (name in ids) return ids[name]
  if (schema.enum) return schema.enum.find((v: unknown) => v !== null)
  if (schema.oneOf || schema.anyOf) {
    const alternatives = (schema.oneOf ?? schema.anyOf) as Schema[]
    return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], name, ids, all)
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? schema.exclusiveMinimum ?? 1
      const high = schema.maximum ?? Number.MAX_SAFE_INTEGER
      return Math.min(Math.max(1, low), high)
    }
    case 'boolean':
      return false
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name, ids, all))
    case 'string':
      return sampleText(schema, name)
    default:
      if (type === 'object' || schema.properties) return sampleObject(schema, ids, all)
      return {}
  }
}

function sampleText(schema: Schema, name: string): string {
  if (schema.format === 'date-time') return '2026-01-01T12:00:00.000Z'
  if (/email/i.test(name)) return 'quelquun@exemple.fr'
  if (/password/i.test(name)) return 'motdepasse-solide'
  if (/code/i.test(name)) return 'ABC123'
  if (/image|url/i.test(name)) return '/assets/exemple.png'
  if (schema.pattern) return '1'
  const text = 'Texte de test'.padEnd(schema.minLength ?? 1, 'x')
  return text.slice(0, schema.maxLength ?? text.length)
}

/**
 * An object with its required properties (all of them when `all`), the optional `userId` (so the
 * call names a user), and enough properties for its minProperties.
 */
export function sampleObject(schema: Schema, ids: Ids, all = false): Record<string, unknown> {
  const required = new Set<string>(schema.required ?? [])
  const result: Record<string, unknown> = {}
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>)
  for (const [key, prop] of properties) {
    if (all || required.has(key) || (key === 'userId' && 'userId' in ids)) result[key] = sample(prop, key, ids, all)
  }
  for (const [key, prop] of properties) {
    if (Object.keys(result).length >= (schema.minProperties ?? 0)) break
    if (!(key in result) && !/password/i.test(key)) result[key] = sample(prop, key, ids, all)
  }
  return result
}

export interface SampleRequest {
  method: string
  url: string
  body?: unknown
  headers: Record<string, string>
}

/** A request the contract accepts: path, required query and header parameters, and a body. */
export function sampleRequest(op: ContractOperation, ids: Ids, options: { all?: boolean; pathIds?: Ids } = {}): SampleRequest {
  const params = parameters(op)
  let url = op.path
  const query: string[] = []
  const headers: Record<string, string> = {}
  for (const p of params) {
    if (p.in === 'path') {
      const value = options.pathIds?.[p.name] ?? pathValue(op, p, ids)
      url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)))
    } else if (p.in === 'query' && p.required) {
      query.push(`${p.name}=${encodeURIComponent(String(sample(p.schema, p.name, ids)))}`)
    } else if (p.in === 'header' && p.required) {
      headers[p.name] = headerValue(p, ids)
    }
  }
  if (query.length) url += `?${query.join('&')}`
  const schema = bodySchema(op)
  const body = schema ? sample(schema, '', ids, options.all) : undefined
  return { method: op.method, url, body, headers }
}

/** `{id}` stands for a user, a deck, a card or spell instance… depending on the path. */
function pathValue(op: ContractOperation, p: Parameter, ids: Ids): number | string {
  if (p.name !== 'id') return (ids[p.name] as number) ?? sample(p.schema, p.name, {})
  if (USER_ID_PATH.test(op.path)) return ids.userId ?? 1
  if (op.path.startsWith('/api/decksplayer/')) return ids.deckId ?? 1
  if (op.path.startsWith('/api/cardplayer/')) return ids.cardPlayerId ?? 1
  if (op.path.startsWith('/api/spellplayer/')) return ids.spellPlayerId ?? 1
  return 1
}

function headerValue(p: Parameter, ids: Ids): string {
  if (p.name.toLowerCase() === 'userid') return String(ids.userId ?? 1)
  if (p.name.toLowerCase() === 'amount') return '1.99'
  return String(ids[p.name] ?? '1')
}

const ajv = new Ajv({ strict: false, allErrors: false })
addFormats(ajv)
const validators = new Map<string, ValidateFunction>()
/** Whether the contract's body schema of `op` accepts `body`. */
export function bodyIsValid(op: ContractOperation, body: unknown): boolean {
  let validate = validators.get(op.operationId)
  if (!validate) {
    validate = ajv.compile(bodySchema(op) ?? {})
    validators.set(op.operationId, validate)
  }
  return validate(body) as boolean
}

/** A French message: accented letters, French openings or words, no English validator text. */
export function looksFrench(message: unknown): boolean {
  if (typeof message !== 'string' || message.length < 8) return false
  const text = message.replace(/« [^»]* »/g, '« … »') // field names are the contract's
  if (/\b(must|should|required|invalid|body|request|Bad Request|Error)\b/.test(text)) return false
  if (/[éèêàçôû«»]|^(Le|La|Les|L'|Ce|Cette|Vous|Trop|Type|Impossible|Identifiants|Veuillez|Accès|Session)\b/.test(text)) return true
  return /\b(introuvable|pas|est|une?|des?|du|aux?|le|la|les|ce|cette|vous|votre|aucune?|avec|sans|pour|dans|sur)\b/i.test(text)
}

/** The JSON types a schema allows. */
export const typeOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : [])

/** Values of the wrong type for a property: string↔number, object where a scalar is expected… */
export function wrongValues(prop: Schema): unknown[] {
  const types = typeOf(prop)
  const values: unknown[] = []
  if (types.includes('string') || prop.enum) values.push(12345, {})
  if (types.includes('integer') || types.includes('number')) values.push('12', {}, true)
  if (types.includes('integer')) values.push(1.5)
  if (types.includes('boolean')) values.push('true', 1)
  if (types.includes('object')) values.push('texte', [])
  if (types.includes('array')) values.push('texte', {}, ['x'])
  if (!types.length) values.push({}, 'texte', 12345)
  return values
}
