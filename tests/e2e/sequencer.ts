// Vitest's order of test files, but for the browser suite's on a run without Vitest's results cache
// (a clean clone, as in CI): the longest files first, from the durations measured in a quiet CI run,
// so that two workers end together instead of one running a 90 s file alone at the end (Vitest's own
// fallback is file size, and the screenshots walk is a short file that runs long).
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Seconds per browser-test file in a quiet clean-clone run (an order, not a budget: update when it drifts). */
const E2E_SECONDS: Record<string, number> = {
  'battle-clock.test.ts': 125, // mostly waiting: a turn run to 200 ms before its deadline, a server restart
  'screenshots.test.ts': 90,
  'admin.test.ts': 75,
  'lobby.test.ts': 56,
  'economy.test.ts': 56,
  'collection.test.ts': 55,
  'battle.test.ts': 52,
  'shop.test.ts': 41,
  'battle-chrome.test.ts': 40,
  'pwa.test.ts': 37,
  'defects.test.ts': 37,
  'console.test.ts': 30,
  'watch.test.ts': 29,
  'replay.test.ts': 24,
  'battle-private.test.ts': 24,
  'battle-keyboard.test.ts': 24,
  'landing-prerender.test.ts': 23,
}

const fileName = (spec: TestSpecification) => spec.moduleId.split('/').pop() ?? ''
const seconds = (spec: TestSpecification) => E2E_SECONDS[fileName(spec)] ?? 0

export class LongestBrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const cache = this.ctx.cache
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e')
    const cached = e2e.some((spec) => cache.getFileTestResults(`e2e:${relative(this.ctx.config.root, spec.moduleId)}`))
    if (cached || e2e.length < 2) return sorted
    // Vitest's order (by size) among the files the table does not name; a stable sort keeps it
    const longestFirst = [...e2e].sort((a, b) => seconds(b) - seconds(a))
    let next = 0
    return sorted.map((spec) => (spec.project.name === 'e2e' ? longestFirst[next++] : spec))
  }
}
