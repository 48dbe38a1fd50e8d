// `npm run dev`: the API on API_PORT (3001) and Vite with hot reload on PORT (3000), which
// forwards the API paths to it (see vite.config.ts). Development only.
import { createServer } from 'vite'
import { buildApp } from './app'
import { loadConfig } from './config'

const apiPort = Number(process.env.API_PORT ?? 3001)
const config = { ...loadConfig(), port: apiPort, serveClient: false }
const app = await buildApp({ config })
await app.listen({ port: apiPort, host: '127.0.0.1' })

const vite = await createServer({ configFile: 'vite.config.ts' })
await vite.listen()
vite.printUrls()

const stop = async () => {
  await vite.close()
  await app.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
