// drizzle-kit's diffs for schema-drift.test.ts, computed in a thread of their own: drizzle-kit's API
// module adds enumerable methods to Array.prototype and String.prototype (`random`, `camelCase`…),
// which must not outlive that file in a test worker that keeps its modules (a for…in copy of a
// contract enum later picked up `random`, and that route's serializer failed to compile).
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api')
const schema = await import('../../../src/server/db/schema/index.ts')
const current = generateDrizzleJson(schema)
parentPort.postMessage({
  sinceSnapshot: await generateMigration(workerData.snapshot, current),
  fromEmpty: await generateMigration(generateDrizzleJson({}), current),
})
