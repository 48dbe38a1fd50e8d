// One server and one browser per test file: `const env = useBrowserSuite()` inside a describe.
import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { launchBrowser, newContext, type ViewportName } from './browser'
import { startServer, type GameServer } from './server'

export interface Suite {
  server: GameServer
  browser: Browser
  /** A fresh context (own storage) at a reference size; closed after the file. */
  context(size?: ViewportName): Promise<BrowserContext>
}

export function useBrowserSuite(): Suite {
  const contexts: BrowserContext[] = []
  const suite = {} as Suite
  beforeAll(async () => {
    suite.server = await startServer()
    suite.browser = await launchBrowser()
    suite.context = async (size: ViewportName = 'desktop') => {
      const context = await newContext(suite.browser, suite.server.url, size)
      context.setDefaultTimeout(15_000)
      contexts.push(context)
      return context
    }
  })
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
    await suite.browser?.close().catch(() => undefined)
    await suite.server?.stop()
  })
  return suite
}
