// The node project's global setup: one migrated PGlite template for the run's test databases
// (tests/server/helpers/pglite-template.ts), unless the tests run on PostgreSQL.
import type { TestProject } from 'vitest/node'
import { makeTemplate, removeTemplate } from './pglite-template'

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null)
    return () => undefined
  }
  const dir = await makeTemplate()
  project.provide('pgliteTemplate', dir)
  return () => removeTemplate(dir)
}
