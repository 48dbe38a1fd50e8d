// Testing Library matchers for the UI tests, and a clean slate between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// findBy… and waitFor give up after 5 s, not 1: pages are lazy chunks, and on a busy 2-core machine
// the first import of one can take over a second (a passing test never waits that long).
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
  localStorage.clear()
})
