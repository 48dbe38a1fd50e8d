// Request validation against the contract, and its errors in French.
// Bodies are validated strictly (a number is not a string); path, query and headers are coerced
// from their text form, as they arrive.
import Ajv, { type ErrorObject } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'
import { controlCharacterError, integerProperties, notDecimalError } from './validation-text'

function makeAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: false, allErrors: false, strict: false })
  addFormats(ajv)
  return ajv
}

const strict = makeAjv(false)
const coercing = makeAjv(true)

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

/**
 * The contract's validator, after two checks of the raw text: no control character in any string
 * (of the headers, only those the contract reads), and integer parameters in decimal digits only
 * (ajv's coercion would read 0x1, +1, " 1" or 1e3 as numbers).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const validate = (httpPart === 'body' ? strict : coercing).compile(schema as object)
  const s = schema as { properties?: Record<string, unknown> }
  const integers = httpPart === 'body' ? new Set<string>() : integerProperties(s)
  const only = httpPart === 'headers' ? new Set(Object.keys(s.properties ?? {})) : undefined
  const checked: Validator = (data) => {
    const problem = notDecimalError(data, integers) ?? controlCharacterError(data, s, only)
    if (problem) {
      checked.errors = [problem]
      return false
    }
    const valid = validate(data) as boolean
    checked.errors = validate.errors
    return valid
  }
  return checked as ReturnType<FastifySchemaCompiler<unknown>>
}

const TYPE_NAMES: Record<string, string> = {
  integer: 'un nombre entier',
  number: 'un nombre',
  string: 'un texte',
  boolean: 'un booléen (true ou false)',
  object: 'un objet',
  array: 'une liste',
  null: 'null',
}
const typeName = (type: unknown): string =>
  (Array.isArray(type) ? type : [type]).map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' ou ')

const PART_NAMES: Record<string, string> = {
  params: "de l'adresse",
  querystring: "de l'adresse",
  headers: "d'en-tête",
  body: '',
}

/** The field an error is about: the last segment of its path, or the missing property. */
export function errorField(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty)
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty)
  const segments = error.instancePath.split('/').filter(Boolean)
  return segments.filter((s) => !/^\d+$/.test(s)).pop() ?? ''
}

/** A French sentence for the first validation error. */
export function frenchMessage(error: ErrorObject, context: string): string {
  const field = errorField(error)
  const part = PART_NAMES[context] ?? ''
  const subject = field ? `Le champ ${part ? `${part} ` : ''}« ${field} »` : context === 'body' ? 'Le corps de la requête' : 'La requête'
  const p = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return `${subject} est obligatoire.`
    case 'type':
      if (!field && context === 'body') return 'Le corps de la requête doit être un objet JSON.'
      return `${subject} doit être ${typeName(p.type)}.`
    case 'minLength':
      return p.limit === 1 ? `${subject} ne peut pas être vide.` : `${subject} doit contenir au moins ${p.limit} caractères.`
    case 'maxLength':
      return `${subject} doit contenir au plus ${p.limit} caractères.`
    case 'minimum':
    case 'exclusiveMinimum':
      return `${subject} doit être supérieur ou égal à ${p.limit}.`
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} doit être inférieur ou égal à ${p.limit}.`
    case 'enum':
      return `${subject} doit valoir l'une de ces valeurs : ${(p.allowedValues as unknown[]).map(String).join(', ')}.`
    case 'minItems':
      return `${subject} doit contenir au moins ${p.limit} éléments.`
    case 'maxItems':
      return `${subject} doit contenir au plus ${p.limit} éléments.`
    case 'minProperties':
      return 'La requête ne contient aucune donnée à modifier.'
    case 'additionalProperties':
      return `${subject} n'est pas reconnu.`
    case 'controlCharacter':
      return `${subject} contient un caractère de contrôle interdit.`
    case 'pattern':
    case 'format':
      return `${subject} n'a pas un format valide.`
    default:
      return `${subject} n'a pas une valeur valide.`
  }
}
