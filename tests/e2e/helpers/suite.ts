// A server and a browser for a test file (the browser is the suite's shared Chromium, connected to): `const env = useBrowserSuite()` inside a describe.
// The server is the suite's shared one (tests/e2e/global-setup.ts) unless the file asks for its own
// (`{ ownServer: true }`, e.g. when it changes the catalogue every player sees or relies on unranked
// pairing, which would seat a player of another file; or when `env` is given).
import { afterAll, beforeAll, inject } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { connectOrLaunchBrowser, newContext, type ViewportName } from './browser'
import { trackNetwork } from './quiet'
import { clientHeaders, sharedServer, startServer, type GameServer } from './server'

export interface Suite {
  server: GameServer
  browser: Browser
  /** A fresh context (own storage) at a reference size; closed after the file. */
  context(size?: ViewportName): Promise<BrowserContext>
}

export function useBrowserSuite(options: { ownServer?: boolean; env?: Record<string, string> } = {}): Suite {
  const contexts: BrowserContext[] = []
  const suite = {} as Suite
  beforeAll(async () => {
    const shared = options.ownServer || options.env ? null : inject('e2eServer')
    const [server, browser] = await Promise.all([shared ? sharedServer(shared) : startServer(options.env, inject('e2ePgliteTemplate')), connectOrLaunchBrowser(inject('e2eBrowser'))])
    suite.server = server
    suite.browser = browser
    suite.context = async (size: ViewportName = 'desktop') => {
      // on the shared server, this file's own client address (same-origin requests only go there)
      const context = await newContext(suite.browser, suite.server.url, size, shared ? { extraHTTPHeaders: clientHeaders() } : {})
      context.setDefaultTimeout(15_000)
      context.on('page', trackNetwork)
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
