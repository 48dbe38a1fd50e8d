// The built client as the server sends it: the build's brotli and gzip copies chosen by
// Accept-Encoding (Vary on it, the original without it), hashed files immutable for a year, the
// page revalidated, and a real /robots.txt (public/robots.txt, copied by the build), not the page.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'

const client = mkdtempSync(join(tmpdir(), 'arene-serving-'))
const script = `export const cartes = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `carte-${i}`))}\n`
mkdirSync(join(client, 'static'))
writeFileSync(join(client, 'index.html'), `<!doctype html><html><head><script type="module" src="/static/index-abc123.js"></script></head><body></body></html>`)
writeFileSync(join(client, 'static', 'index-abc123.js'), script)
writeFileSync(join(client, 'static', 'index-abc123.js.br'), brotliCompressSync(script))
writeFileSync(join(client, 'static', 'index-abc123.js.gz'), gzipSync(script))
writeFileSync(join(client, 'static', 'only-gzip-def456.css'), 'body { color: red }\n'.repeat(100))
writeFileSync(join(client, 'static', 'only-gzip-def456.css.gz'), gzipSync('body { color: red }\n'.repeat(100)))
const robots = readFileSync('public/robots.txt', 'utf8')
writeFileSync(join(client, 'robots.txt'), robots)

let t: TestApp
beforeAll(async () => {
  t = await testApp({ config: { serveClient: true, clientDir: client } })
})
afterAll(async () => {
  await t?.close()
  rmSync(client, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('the built client', () => {
  it('sends the precompressed copy the browser accepts, else the original', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ]
    for (const [accept, encoding] of cases) {
      const res = await get('/static/index-abc123.js', accept ? { 'accept-encoding': accept } : {})
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([accept, 200, encoding])
      expect(String(res.headers['content-type'])).toMatch(/javascript/)
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload
      expect(body.toString('utf8')).toBe(script)
      if (encoding) expect(res.rawPayload.length).toBeLessThan(script.length / 3)
    }
  })

  it('falls back to gzip when a file has no brotli copy', async () => {
    const res = await get('/static/only-gzip-def456.css', { 'accept-encoding': 'br, gzip' })
    expect([res.statusCode, res.headers['content-encoding']]).toEqual([200, 'gzip'])
    expect(String(res.headers['content-type'])).toMatch(/text\/css/)
  })

  it('revalidates the page, which varies on Accept-Encoding (compressed from 1 KB)', async () => {
    const res = await get('/login', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
  })

  it('answers a real robots.txt, not the page', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/)
    expect(res.body).toBe(robots)
    expect(res.body).toMatch(/^User-agent: \*$/m)
    expect(res.body).toMatch(/^Disallow: \/api\/$/m)
    expect(res.body).not.toMatch(/<html/i)
  })

  it('answers the JSON 404 for a missing hashed file rather than the page', async () => {
    const res = await get('/static/absent-000000.js', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(404)
    expect(String(res.headers['content-type'])).toMatch(/json/)
    expect((await get('/static/absent-000000.js')).statusCode).toBe(404)
  })
})
