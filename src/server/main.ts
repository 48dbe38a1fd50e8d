// Starts the server: the API and the built client on one port; closes cleanly on SIGINT/SIGTERM,
// and in any case ends within SHUTDOWN_MS (the logs never block, and give up their last lines after a second at exit: plugins/log-destination.ts).
import { buildApp } from './app'
import { loadConfig } from './config'
import { startWatchdog } from './plugins/watchdog'

/** A signal ends the process within this time, whatever the log reader or a hung close does. */
const SHUTDOWN_MS = 10_000

const config = loadConfig()
const app = await buildApp({ config })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  startWatchdog(SHUTDOWN_MS - 500) // kills the process even if this thread is stuck
  const force = setTimeout(() => process.exit(1), SHUTDOWN_MS - 2_000)
  force.unref()
  app.log.info(`${signal} received, closing…`)
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'Close failed')
    process.exit(1)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  await app.listen({ port: config.port, host: config.host })
  const where = `http://localhost:${config.port}`
  app.log.info(`Arène des Cartes is running on ${where} (database: ${app.database.kind}).`)
} catch (error) {
  app.log.error(error)
  process.exit(1)
}
