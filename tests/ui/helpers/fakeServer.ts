// A fake server for the UI tests: global fetch answers from handlers keyed 'METHOD /path'
// (path patterns with {param}); every request is recorded.
import { vi } from 'vitest'

export interface Recorded {
  method: string
  path: string
  search: string
  headers: Headers
  credentials: RequestCredentials | undefined
  body: unknown
}

type Answer = { status?: number; body?: unknown } | Error
export type Handler = (request: Recorded, params: Record<string, string>) => Answer | Promise<Answer>

export const json = (body: unknown, status = 200): Answer => ({ status, body })

export function fakeServer(handlers: Record<string, Handler | Answer>) {
  const calls: Recorded[] = []
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ')
    const names: string[] = []
    const regex = new RegExp(`^${pattern.replace(/\{(\w+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`)
    return { method, regex, names, handler }
  })
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url, 'http://localhost')
    let body: unknown = undefined
    const text = request.method === 'GET' ? '' : await request.clone().text().catch(() => '')
    if (text) body = JSON.parse(text)
    const recorded: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      credentials: init?.credentials ?? request.credentials,
      body,
    }
    calls.push(recorded)
    for (const route of routes) {
      const match = route.method === request.method ? route.regex.exec(url.pathname) : null
      if (!match) continue
      const params = Object.fromEntries(route.names.map((n, i) => [n, match[i + 1]]))
      const answer = typeof route.handler === 'function' ? await route.handler(recorded, params) : route.handler
      if (answer instanceof Error) throw answer
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    return new Response(JSON.stringify({ message: "Cette fonction n'est pas encore disponible.", status: 501 }), {
      status: 501,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    fetch: fetchMock,
    count: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length,
  }
}
