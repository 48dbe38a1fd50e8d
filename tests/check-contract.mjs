#!/usr/bin/env node
// Fails when src/api/schema.d.ts is not what `npm run gen:api` makes of openapi/openapi.yaml, or
// when an operation of the contract has no description.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { operationsWithoutDescription } from './contract-descriptions.mjs'

const undescribed = operationsWithoutDescription(parse(readFileSync('openapi/openapi.yaml', 'utf8')))
if (undescribed.length) {
  console.error(`openapi/openapi.yaml: these operations have no description: ${undescribed.join(', ')}.`)
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'contract-'))
const fresh = join(dir, 'schema.d.ts')
const result = spawnSync('node_modules/.bin/openapi-typescript', ['openapi/openapi.yaml', '-o', fresh], { encoding: 'utf8' })
if (result.status !== 0) {
  console.error(result.stderr || result.stdout)
  process.exit(1)
}
const same = readFileSync(fresh, 'utf8') === readFileSync('src/api/schema.d.ts', 'utf8')
rmSync(dir, { recursive: true, force: true })
if (!same) {
  console.error('src/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.')
  process.exit(1)
}
console.log('Every operation has a description, and the generated API types match the contract.')
