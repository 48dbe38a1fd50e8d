// Testing Library matchers for the UI tests, and a clean slate between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'

// findBy… and waitFor give up after 15 s, not 1: pages are lazy chunks, and the first render of a
// file imports its page's (transformed on first import): with other work on both cores that took over
// 5 s (admin-catalogue, lobby). A wait ends as soon as its condition holds: a passing test never waits that long.
configure({ asyncUtilTimeout: 15_000 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
  localStorage.clear()
  // the files of a worker share one document: a page's title must not reach the next test
  document.title = ''
})

// The files of a worker share it (isolate: false in vite.config.ts): after each file, the app's own
// modules are forgotten, so the next file imports them fresh (its vi.mock applied, no module-level
// state such as the API client's middlewares or the query cache carried over), while React, Radix and
// the other packages stay loaded.
afterAll(() => {
  vi.resetModules()
})
