// The node project's global setup: one migrated and seeded template for the run's test databases,
// a PGlite folder (tests/server/helpers/pglite-template.ts) or, when the tests run on PostgreSQL, a
// template database (tests/server/helpers/pg-template.ts).
import type { TestProject } from 'vitest/node'
import { makeTemplate, removeTemplate } from './pglite-template'
import { makePgTemplate, removePgTemplate } from './pg-template'

export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const pgUrl = process.env.TEST_DATABASE_URL
  if (pgUrl) {
    project.provide('pgliteTemplate', null)
    const name = await makePgTemplate(pgUrl)
    project.provide('pgTemplate', name)
    return () => removePgTemplate(pgUrl, name)
  }
  project.provide('pgTemplate', null)
  const dir = await makeTemplate({ seeded: true })
  project.provide('pgliteTemplate', dir)
  return () => removeTemplate(dir)
}
