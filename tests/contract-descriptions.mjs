// Every operation of the contract says what it does: a non-empty `description` (tests/check-contract.mjs).
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

/** The operations of an OpenAPI document without a non-empty description: their operationId (else "METHOD path"). */
export function operationsWithoutDescription(doc) {
  const missing = []
  for (const [path, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method]
      if (!operation) continue
      const text = operation.description
      if (typeof text !== 'string' || !text.trim()) missing.push(operation.operationId ?? `${method.toUpperCase()} ${path}`)
    }
  }
  return missing
}
