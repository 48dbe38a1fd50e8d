// Bad and odd requests for one operation, generated from the contract with a seeded generator:
// malformed bodies and content types, missing, extra and mistyped fields, huge strings, control
// characters in every string, odd ids in every integer (body, path, query, header).
import type { ContractOperation } from '../../../src/server/contract'
import { bodyIsValid, bodySchema, parameters, sampleRequest, typeOf, wrongValues, type Ids, type Parameter, type Schema } from './contract-requests'
import type { Random } from './fuzz-random'

export interface FuzzCase {
  what: string
  method: string
  url: string
  headers: Record<string, string>
  body?: unknown
  raw?: string
  /** Refused by the contract (or the control-character rule): must be a 400 for an authorized caller. */
  invalid: boolean
}

// Forbidden in any text; line breaks and tabs are allowed only in texts marked `x-multiline`.
export const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff']
export const LINE_BREAKS = ['\n', '\r', '\t']
// Odd ids: only decimal digits are ids (the path text is sent as is: %201 is " 1").
export const ODD_IDS = ['0x1', '+1', '%201', '-1', '0', '1e3', '99999999999', 'abc', '1.0', '١', '%00', '1%00', '1%0A', '01a']
const ODD_NUMBERS = [-1, 0, 1e3, 99999999999, 2 ** 31, 2 ** 53, -(2 ** 31), 1.5, 1e-7]
const ODD_TEXTS = ['0x1', '+1', ' 1', '1', 'abc', '1.0', '١', '']
const ODD_VALUES: unknown[] = [null, true, -1, 0, 2 ** 53, '', ' ', '<script>alert(1)</script>', "'; DROP TABLE users; --", '../../etc/passwd', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🃏', {}, [], [1, 2], { a: { b: 1 } }, '١٢٣']
const RAW_BODIES = ['{"pseudo": ', '{"a":"b', '', '[]', 'null', '"texte"', '42', 'true', '{', '{"a":1}}', '\u0000', '{"a":"\\u00"}', '\ufeff{}']
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream']

const isMultiline = (s: Schema | undefined) => Boolean(s?.['x-multiline'] || (s?.oneOf ?? s?.anyOf ?? []).some((a: Schema) => a['x-multiline']))
const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v))

/** A copy of `body` with the value at `path` replaced (or removed when `value` is undefined and `remove`). */
function setAt(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = clone(body) as Record<string, unknown>
  let target = copy
  for (const p of path.slice(0, -1)) {
    if (!target[p] || typeof target[p] !== 'object') target[p] = {} // a parent already made odd
    target = target[p] as Record<string, unknown>
  }
  const key = path[path.length - 1]
  if (remove) delete target[key]
  else target[key] = value
  return copy
}

/** Every property of a body (nested objects too) with its schema and whether it is required. */
function properties(schema: Schema, value: unknown, path: string[] = []): { path: string[]; schema: Schema; required: boolean }[] {
  const result: { path: string[]; schema: Schema; required: boolean }[] = []
  if (!value || typeof value !== 'object' || Array.isArray(value)) return result
  for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    result.push({ path: [...path, key], schema: prop, required: (schema.required ?? []).includes(key) })
    const inner = (value as Record<string, unknown>)[key]
    if (typeOf(prop).includes('object') && prop.properties) result.push(...properties(prop, inner, [...path, key]))
  }
  return result
}

/** Body cases: raw payloads, content types, then for each property missing, mistyped, huge, controlled and odd values. */
function bodyCases(op: ContractOperation, base: FuzzCase, full: unknown, rnd: Random): FuzzCase[] {
  const schema = bodySchema(op)
  if (!schema) return []
  const cases: FuzzCase[] = []
  const withBody = (what: string, body: unknown, control = false) => cases.push({ ...base, what, body, invalid: control || !bodyIsValid(op, body) })
  for (const raw of RAW_BODIES) cases.push({ ...base, what: `raw ${JSON.stringify(raw)}`, raw, headers: { ...base.headers, 'content-type': 'application/json' }, invalid: true })
  cases.push({ ...base, what: 'random bytes', raw: Array.from({ length: 40 }, () => String.fromCharCode(rnd.int(256))).join(''), headers: { ...base.headers, 'content-type': 'application/json' }, invalid: true })
  for (const type of CONTENT_TYPES) cases.push({ ...base, what: `content-type ${type}`, raw: JSON.stringify(full), headers: { ...base.headers, 'content-type': type }, invalid: true })
  cases.push({ ...base, what: 'no content-type', raw: JSON.stringify(full), invalid: true })
  withBody('an extra field', { ...(full as object), inconnu: 'valeur' })
  withBody('the required fields and an unknown one', { ...(base.body as object), inconnu: 'valeur' })
  withBody('an extra field with a NUL', { ...(full as object), inconnu: 'a\u0000b' }, true)
  withBody('an extra field named with a NUL', { ...(full as object), 'in\u0000connu': 1 }, true)
  for (const prop of properties(schema, full)) {
    const name = prop.path.join('.')
    const types = typeOf(prop.schema)
    if (prop.required) withBody(`without ${name}`, setAt(full, prop.path, undefined, true))
    for (const value of wrongValues(prop.schema)) withBody(`${name} = ${JSON.stringify(value)}`, setAt(full, prop.path, value))
    if (types.includes('string') || prop.schema.enum) {
      const sample = String(sampleValue(full, prop.path) ?? 'texte')
      if (typeof prop.schema.maxLength === 'number') withBody(`${name} one too long`, setAt(full, prop.path, 'x'.repeat(prop.schema.maxLength + 1)))
      withBody(`${name} huge`, setAt(full, prop.path, 'é'.repeat(100_000)))
      for (const c of CONTROLS) withBody(`${name} with U+${c.charCodeAt(0).toString(16)}`, setAt(full, prop.path, `${sample}${c}${sample}`), true)
      for (const c of LINE_BREAKS) withBody(`${name} with U+${c.charCodeAt(0).toString(16)}`, setAt(full, prop.path, `${sample}${c}suite`), !isMultiline(prop.schema))
    }
    if (types.includes('integer') || types.includes('number')) {
      for (const value of ODD_NUMBERS) withBody(`${name} = ${value}`, setAt(full, prop.path, value))
      for (const value of ODD_TEXTS) withBody(`${name} = ${JSON.stringify(value)}`, setAt(full, prop.path, value))
    }
    if (types.includes('array')) {
      withBody(`${name} with odd items`, setAt(full, prop.path, rnd.some(ODD_VALUES, 3)))
      withBody(`${name} with a NUL item`, setAt(full, prop.path, ['\u0000']), true)
      withBody(`${name} with 1000 items`, setAt(full, prop.path, Array.from({ length: 1000 }, (_, i) => i + 1)))
    }
  }
  // Seeded random mutants: one to three properties set to odd values.
  const all = properties(schema, full)
  for (let i = 0; all.length && i < 6; i++) {
    let body = full
    for (const prop of rnd.some(all, 1 + rnd.int(3))) body = setAt(body, prop.path, rnd.pick(ODD_VALUES))
    withBody(`random mutant ${i}`, body)
  }
  return cases
}

const sampleValue = (body: unknown, path: string[]) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], body)

/** Whether a parameter's text is valid: decimal digits within bounds for integers, the pattern and length for texts. */
function paramIsValid(p: Parameter, text: string): boolean {
  if ([...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '\u007f')) return false
  if (typeOf(p.schema).includes('integer')) {
    if (!/^-?[0-9]+$/.test(text)) return false
    const n = Number(text)
    return n >= (p.schema.minimum ?? -Infinity) && n <= (p.schema.maximum ?? Infinity)
  }
  if (p.schema.enum) return p.schema.enum.includes(text)
  if (p.schema.pattern && !new RegExp(p.schema.pattern).test(text)) return false
  return text.length >= (p.schema.minLength ?? 0) && text.length <= (p.schema.maxLength ?? Infinity)
}

/** Path, query and header cases: odd ids, control characters, huge and missing values. */
function parameterCases(op: ContractOperation, base: FuzzCase, ids: Ids): FuzzCase[] {
  const cases: FuzzCase[] = []
  const decoded = (raw: string) => {
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  for (const p of parameters(op)) {
    if (p.in === 'path') {
      for (const odd of ODD_IDS) {
        const raw = /%/.test(odd) ? odd : encodeURIComponent(odd)
        const url = sampleRequest(op, ids, { pathIds: { [p.name]: 'PLACEHOLDER' } }).url.replace('PLACEHOLDER', raw)
        cases.push({ ...base, what: `path ${p.name} = ${JSON.stringify(odd)}`, url, invalid: !paramIsValid(p, decoded(odd)) })
      }
    } else if (p.in === 'query') {
      const withQuery = (value: string | null, rawValue = false) => {
        const url = new URL(base.url, 'http://local')
        url.searchParams.delete(p.name)
        const search = url.search ? `${url.search}&` : '?'
        return value === null ? `${url.pathname}${url.search}` : `${url.pathname}${search}${p.name}=${rawValue ? value : encodeURIComponent(value)}`
      }
      if (p.required) cases.push({ ...base, what: `without ${p.name}`, url: withQuery(null), invalid: true })
      const values = typeOf(p.schema).includes('integer') ? ODD_IDS : ['%00', 'a%01b', '%1F', '%7F', 'a%0Ab', '%09', 'x'.repeat((p.schema.maxLength ?? 300) + 1), '%ED%A0%80', 'é']
      for (const v of values) {
        const raw = /%/.test(v)
        cases.push({ ...base, what: `query ${p.name} = ${JSON.stringify(v)}`, url: withQuery(v, raw), invalid: !paramIsValid(p, raw ? decoded(v) : v) })
      }
      cases.push({ ...base, what: `query ${p.name} twice`, url: `${withQuery('1')}&${p.name}=2`, invalid: false })
    } else if (p.in === 'header') {
      const values = ['0x1', '+1', ' 1', '-1', '0', '1e3', '99999999999', 'abc', '1.0', '١', '1\u0001', '\u007f', 'x'.repeat(300)]
      for (const v of values) cases.push({ ...base, what: `header ${p.name} = ${JSON.stringify(v)}`, headers: { ...base.headers, [p.name]: v }, invalid: !paramIsValid(p, v.trim()) })
      if (p.required) {
        const headers = { ...base.headers }
        delete headers[p.name]
        cases.push({ ...base, what: `without header ${p.name}`, headers, invalid: true })
      }
    }
  }
  return cases
}

/** Every case of one operation for a caller whose ids are `ids`. */
export function fuzzCases(op: ContractOperation, ids: Ids, rnd: Random): FuzzCase[] {
  const request = sampleRequest(op, ids)
  const full = sampleRequest(op, ids, { all: true }).body
  const base: FuzzCase = { what: '', method: op.method, url: request.url, headers: request.headers, body: request.body, invalid: false }
  const generic: FuzzCase[] = [
    { ...base, what: 'an unknown query parameter', url: `${base.url}${base.url.includes('?') ? '&' : '?'}inconnu=x`, invalid: false },
    { ...base, what: 'an unknown query parameter with a NUL', url: `${base.url}${base.url.includes('?') ? '&' : '?'}inconnu=%00`, invalid: false },
    { ...base, what: 'an unknown header with a control character', headers: { ...base.headers, 'x-inconnu': 'a\u0001b' }, invalid: false },
  ]
  return [...bodyCases(op, base, full, rnd), ...parameterCases(op, base, ids), ...generic]
}

/** Calls without valid credentials: each must be refused (401). */
export function credentialCases(op: ContractOperation, ids: Ids): FuzzCase[] {
  const request = sampleRequest(op, ids)
  const base: FuzzCase = { what: '', method: op.method, url: request.url, headers: request.headers, body: request.body, invalid: true }
  return [
    { ...base, what: 'no token' },
    { ...base, what: 'a garbage token', headers: { ...base.headers, authorization: 'Bearer abc.def.ghi' } },
    { ...base, what: 'a token with a NUL', headers: { ...base.headers, authorization: 'Bearer \u0000' } },
    { ...base, what: 'a Basic header', headers: { ...base.headers, authorization: 'Basic YWRtaW46YWRtaW4=' } },
  ]
}
