// Setup file of the node test project, whose workers keep their modules from one file to the next:
// a file whose modules add enumerable properties to a built-in prototype (drizzle-kit's API adds
// `Array.prototype.random`, …) fails here, instead of breaking a later file's app in the same worker
// (a for…in copy of an array picks them up as its own).
import { afterAll, expect } from 'vitest'

const PROTOTYPES: Record<string, object> = {
  Object: Object.prototype,
  Array: Array.prototype,
  String: String.prototype,
  Number: Number.prototype,
  Function: Function.prototype,
}

/** The enumerable properties of the built-in prototypes, as `Array.prototype.random`. */
export function enumerablePrototypeProperties(): string[] {
  const found: string[] = []
  for (const [name, prototype] of Object.entries(PROTOTYPES)) for (const key in prototype) found.push(`${name}.prototype.${key}`)
  return found
}

afterAll(() => {
  expect(enumerablePrototypeProperties(), 'enumerable properties added to built-in prototypes').toEqual([])
})
