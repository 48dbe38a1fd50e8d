// Security headers: a strict Content-Security-Policy on every HTML page (Stripe.js only with a
// Stripe key), and API answers never stored, whatever the encoding of their path.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'

const client = mkdtempSync(join(tmpdir(), 'arene-client-'))
writeFileSync(join(client, 'index.html'), '<!doctype html><html><head><script src="/static/theme-boot.js"></script></head><body></body></html>')
afterAll(() => rmSync(client, { recursive: true, force: true }))

/** The directives of a CSP header, by name. */
const directives = (csp: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  )

const PAGES = ['/', '/login', '/jeu/partie/12', '/index.html']

describe('HTML pages without a Stripe key', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ config: { serveClient: true, clientDir: client } })
  })
  afterAll(() => t.close())

  it.each(PAGES)('%s carries a strict CSP', async (url) => {
    const res = await t.api.get(url, { unchecked: true })
    expect(res.status).toBe(200)
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/)
    const csp = directives(res.headers['content-security-policy'])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['frame-src']).toEqual(["'none'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    expect(String(res.headers['content-security-policy'])).not.toContain('stripe')
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('no-store on API answers, also on percent-encoded paths', async () => {
    const p = await newPlayer(t.api)
    for (const url of [`/api/user/${p.id}`, `/%61pi/user/${p.id}`, `/%61%70%69/user/${p.id}`, `/api/%75ser/${p.id}`]) {
      const res = await t.api.get(url, { token: p.token, unchecked: true })
      expect([url, res.status, res.body.id]).toEqual([url, 200, p.id])
      expect(res.headers['cache-control'], url).toBe('private, no-cache') // the profile poll: revalidated by ETag, never shared
    }
    const missing = await t.api.get('/%61pi/nulle-part', { token: p.token, unchecked: true })
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-store'])
    expect(String(missing.headers['content-type'])).toMatch(/json/) // an API path gets the JSON 404, not the page
    const health = await t.api.get('/%68ealth', { unchecked: true })
    expect(health.headers['cache-control']).toBe('no-store')
  })

  it('the client itself keeps its own cache policy', async () => {
    const page = await t.api.get('/login', { unchecked: true })
    expect(page.headers['cache-control']).toBe('no-cache')
    const art = await t.api.get('/assets/ui/logo.svg', { unchecked: true })
    expect(art.status).toBe(200)
    expect(art.headers['cache-control']).toMatch(/max-age/)
    expect(art.headers['content-security-policy']).toBeUndefined()
  })
})

describe('HTML pages with a Stripe key', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp({ config: { serveClient: true, clientDir: client, stripeSecretKey: 'sk_test_cle', stripePublishableKey: 'pk_test_cle' } })
  })
  afterAll(() => t.close())

  it('allows Stripe.js, its frames and its API, nothing more', async () => {
    const res = await t.api.get('/', { unchecked: true })
    const csp = directives(res.headers['content-security-policy'])
    expect(csp['script-src']).toContain('https://js.stripe.com')
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com'])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
  })
})
