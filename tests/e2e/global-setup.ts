// The browser suite's global setup: one game server for every file that does not need its own
// (`useBrowserSuite({ ownServer: true })`), so each file saves the server's start-up (PGlite,
// migrations, catalogue: 10 to 25 s on 2 cores). The files share one database: each makes its own
// players, and has its own client address (helpers/server.ts CLIENT_ADDRESS) for the attempt limits.
// E2E_SERVER_PER_FILE=1 gives every file its own server again.
import type { TestProject } from 'vitest/node'
import { hasChromium } from './helpers/browser'
import { startServer, type SharedServerInfo } from './helpers/server'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: SharedServerInfo | null
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!hasChromium() || process.env.E2E_SERVER_PER_FILE === '1') {
    project.provide('e2eServer', null)
    return undefined
  }
  const server = await startServer({ TRUST_PROXY: 'true' })
  project.provide('e2eServer', { url: server.url, port: server.port, dataDir: server.dataDir })
  return () => server.stop()
}
