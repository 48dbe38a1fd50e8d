// GET /health before login: 5 s, without credentials or token.
import { HEALTH_TIMEOUT_MS } from './timeouts'

export async function checkHealth(): Promise<void> {
  const response = await globalThis.fetch('/health', {
    credentials: 'omit',
    cache: 'no-store',
    signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
  })
  if (!response.ok) throw new HealthError(response.status)
}

export class HealthError extends Error {
  readonly status: number
  constructor(status: number) {
    super(`health ${status}`)
    this.name = 'HealthError'
    this.status = status
  }
}
