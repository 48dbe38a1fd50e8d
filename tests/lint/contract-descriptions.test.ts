// Every operation of openapi/openapi.yaml has a description (checked by tests/check-contract.mjs).
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { operationsWithoutDescription } from '../contract-descriptions.mjs'

describe('operations without a description', () => {
  it('are reported by operationId (or method and path), blank descriptions too', () => {
    const doc = {
      paths: {
        '/a': {
          parameters: [],
          get: { operationId: 'readA', description: 'Lit A.' },
          post: { operationId: 'writeA' },
        },
        '/b/{id}': { delete: { operationId: 'deleteB', description: '  \n' }, put: { description: 'Remplace B.' } },
        '/c': { patch: {} },
      },
    }
    expect(operationsWithoutDescription(doc)).toEqual(['writeA', 'deleteB', 'PATCH /c'])
  })

  it('are none in the contract', () => {
    expect(operationsWithoutDescription(parse(readFileSync('openapi/openapi.yaml', 'utf8')))).toEqual([])
  })
})
