// Starts the server: the API and the built client on one port; closes cleanly on SIGINT/SIGTERM.
import { buildApp } from './app'
import { loadConfig } from './config'

const config = loadConfig()
const app = await buildApp({ config })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal} received, closing…`)
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  await app.close()
  process.exit(0)
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
