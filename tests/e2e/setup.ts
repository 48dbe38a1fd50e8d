// The browser files share their worker process (isolate: false in vite.config.ts): Node, Vitest and
// playwright-core load once per worker. After each file the suite's own modules are forgotten, so the
// next file imports fresh helpers (its own client address, service-worker choice and counters).
import { afterAll, vi } from 'vitest'

afterAll(() => {
  vi.resetModules()
})
