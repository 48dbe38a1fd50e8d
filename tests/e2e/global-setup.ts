// The browser suite's global setup: one Chromium that every file connects to, one migrated PGlite
// template for the servers, and one game server for every file that does not need its own
// (`useBrowserSuite({ ownServer: true })`), so each file saves the server's start-up (PGlite,
// migrations, catalogue: 10 to 25 s on 2 cores). The files share one database: each makes its own
// players, and has its own client address (helpers/server.ts CLIENT_ADDRESS) for the attempt limits.
// E2E_SERVER_PER_FILE=1 gives every file its own server again.
import type { TestProject } from 'vitest/node'
import { makeTemplate, removeTemplate } from '../server/helpers/pglite-template'
import { hasChromium, launchBrowserServer } from './helpers/browser'
import { startServer, type SharedServerInfo } from './helpers/server'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: SharedServerInfo | null
    /** The shared Chromium's endpoint (playwright's browser server), which the files connect to. */
    e2eBrowser: string | null
    /** A migrated PGlite folder that the files' own servers copy (startServer's second argument). */
    e2ePgliteTemplate: string | null
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('e2eServer', null)
  project.provide('e2eBrowser', null)
  project.provide('e2ePgliteTemplate', null)
  if (!hasChromium()) return undefined
  // one Chromium for the run too: each file connects to it and opens its own contexts; and one
  // migrated database that every server started here or by a file copies
  const [browser, template] = await Promise.all([launchBrowserServer(), makeTemplate()])
  project.provide('e2eBrowser', browser.wsEndpoint())
  project.provide('e2ePgliteTemplate', template)
  const cleanUp = async () => {
    await browser.close()
    removeTemplate(template)
  }
  if (process.env.E2E_SERVER_PER_FILE === '1') return cleanUp
  const server = await startServer({ TRUST_PROXY: 'true' }, template).catch(async (error) => {
    await cleanUp()
    throw error
  })
  project.provide('e2eServer', { url: server.url, port: server.port, dataDir: server.dataDir })
  return async () => {
    await server.stop()
    await cleanUp()
  }
}
