// Testing Library matchers for the UI tests, and a clean slate between tests.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  sessionStorage.clear()
  localStorage.clear()
})
