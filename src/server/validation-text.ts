// Checks of the raw text of a request, before the contract's types: control characters in any
// string, and integers of the address or of headers written with decimal digits only.
import type { ErrorObject } from 'ajv'

type Schema = Record<string, unknown>

// U+0000–U+001F and U+007F, and UTF-16 halves without their other half (lone surrogates).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// The same, except line breaks and tabs, for multi-line texts (`x-multiline: true` in the contract).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// An integer as text: an optional minus sign and ASCII digits (no 0x1, +1, " 1", 1e3, 1.0 nor ١).
const DECIMAL = /^-?[0-9]+$/

const pointer = (path: string[]) => path.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
const error = (keyword: string, path: string[], params: Record<string, unknown> = {}): ErrorObject =>
  ({ keyword, instancePath: pointer(path), schemaPath: '', params }) as ErrorObject

/** Whether a schema (or one of its alternatives) is a multi-line text. */
function multiline(schema: Schema | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false
  if (schema['x-multiline'] === true) return true
  return (['oneOf', 'anyOf', 'allOf'] as const).some((k) => Array.isArray(schema[k]) && (schema[k] as Schema[]).some(multiline))
}

/** The sub-schema of a property or an item, merged over alternatives (undefined when unknown). */
function childSchema(schema: Schema | undefined, key: string | number): Schema | undefined {
  if (!schema || typeof schema !== 'object') return undefined
  if (typeof key === 'number') return schema.items as Schema | undefined
  const own = (schema.properties as Record<string, Schema> | undefined)?.[key]
  if (own) return own
  for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
    for (const alt of (schema[k] as Schema[] | undefined) ?? []) {
      const found = childSchema(alt, key)
      if (found) return found
    }
  }
  return undefined
}

/**
 * The first string (or property name) of `data` holding a forbidden control character, as an error
 * of keyword `controlCharacter`. `only`: the properties to look at (headers: those of the contract).
 */
export function controlCharacterError(data: unknown, schema: Schema | undefined, only?: Set<string>): ErrorObject | null {
  const walk = (value: unknown, at: Schema | undefined, path: string[]): ErrorObject | null => {
    if (typeof value === 'string') return (multiline(at) ? CONTROL_MULTILINE : CONTROL).test(value) ? error('controlCharacter', path) : null
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = walk(value[i], childSchema(at, i), [...path, String(i)])
        if (found) return found
      }
      return null
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (path.length === 0 && only && !only.has(key)) continue
        if (CONTROL.test(key)) return error('controlCharacter', path) // a property name: the object is named
        const found = walk(item, childSchema(at, key), [...path, key])
        if (found) return found
      }
    }
    return null
  }
  return walk(data, schema, [])
}

/** The integer properties of a parameters schema (path, query or headers). */
export function integerProperties(schema: Schema | undefined): Set<string> {
  const names = new Set<string>()
  for (const [name, prop] of Object.entries((schema?.properties as Record<string, Schema> | undefined) ?? {})) {
    const types = ([] as unknown[]).concat(prop.type ?? [])
    if (types.includes('integer')) names.add(name)
  }
  return names
}

/** A `type` error for the first integer parameter whose text is not decimal digits, before any coercion. */
export function notDecimalError(data: unknown, integers: Set<string>): ErrorObject | null {
  if (!data || typeof data !== 'object' || integers.size === 0) return null
  for (const name of integers) {
    const value = (data as Record<string, unknown>)[name]
    const texts = Array.isArray(value) ? value : [value]
    if (texts.some((t) => typeof t === 'string' && !DECIMAL.test(t))) return error('type', [name], { type: 'integer' })
  }
  return null
}
