// The prerendered public pages: the build's page HTML (build/pageHtml.ts) and how the server answers
// them (src/server/plugins/prerendered-pages.ts): its own HTML for each public path, the brotli or
// gzip copy the browser accepts, the SPA index for the other pages, the boot script's hash in the CSP.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { bootScript, inlineCode, takeThemeScript } from '../../build/bootScript'
import { entryLoader, takeModuleScripts } from '../../build/deferredEntry'
import { pageHtml, sitemapXml } from '../../build/pageHtml'
import { PUBLIC_PAGES, siteUrl } from '../../build/publicPages'
import { contentSecurityPolicy } from '../../src/server/plugins/csp'
import { loadPrerenderedPages, scriptHashes, servePrerenderedPages } from '../../src/server/plugins/prerendered-pages'

const TEMPLATE = `<!doctype html><html lang="fr"><head><meta name="description" content="x" /><title>Arène des Cartes</title></head><body><div id="root"></div>\n</body></html>`
const BOOT = bootScript({ sessionKey: 'user', desktopQuery: '(min-width: 901px)' })
const LOADER = entryLoader({ entry: '/static/index-1.js', preloads: ['/static/react-2.js'] })

describe('page HTML', () => {
  const about = PUBLIC_PAGES.find((p) => p.path === '/about')!

  it('puts the page title, description, canonical link, font preload, boot script, rendered app and entry loader in', () => {
    const html = pageHtml(TEMPLATE, { page: about, site: 'https://arene.example', body: '<h1>À propos</h1>', boot: BOOT, loader: LOADER, fonts: ['/static/cinzel.woff2', '/static/nunito.woff2'] })
    expect(html).toContain('<title>À propos — Arène des Cartes</title>')
    expect(html).toContain(`<meta name="description" content="${about.description}" />`)
    expect(html).toContain('<link rel="canonical" href="https://arene.example/about" />')
    expect(html).toContain('<link rel="preload" href="/static/cinzel.woff2" as="font" type="font/woff2" crossorigin />')
    expect(html).toContain('<link rel="preload" href="/static/nunito.woff2" as="font" type="font/woff2" crossorigin />')
    expect(html).toContain(`<script>${BOOT}</script>`)
    expect(html).toContain(`<div id="root" data-prerendered><h1>À propos</h1></div>\n    <script>${LOADER}</script>\n</body>`)
    expect(html.indexOf(`<script>${BOOT}</script>`)).toBeLessThan(html.indexOf('</head>'))
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('takes the module script and its preloads out of the built index.html, for the loader', () => {
    const built = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/static/index-1.js"></script>\n<link rel="modulepreload" crossorigin href="/static/react-2.js">\n<link rel="modulepreload" crossorigin href="/static/router-3.js">\n<link rel="stylesheet" crossorigin href="/static/index-4.css"></head>',
    )
    const { template, entry, preloads } = takeModuleScripts(built)
    expect(entry).toBe('/static/index-1.js')
    expect(preloads).toEqual(['/static/react-2.js', '/static/router-3.js'])
    expect(template).not.toMatch(/module/)
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/static/index-4.css"></head>')
    expect(() => takeModuleScripts(TEMPLATE)).toThrow(/no module script/)
    const loader = entryLoader({ entry, preloads })
    expect(loader).toContain('"/static/index-1.js"')
    expect(loader).toContain('["/static/react-2.js","/static/router-3.js"]')
    expect(() => new Function(loader)).not.toThrow() // valid JavaScript
  })

  it('inlines the theme script instead of loading it, without its comments', () => {
    const built = TEMPLATE.replace('</head>', '<script src="/static/theme-boot-01ebe31d.js" ></script></head>')
    const { template, src } = takeThemeScript(built)
    expect(src).toBe('/static/theme-boot-01ebe31d.js')
    expect(template).toBe(TEMPLATE)
    expect(() => takeThemeScript(TEMPLATE)).toThrow(/no theme script/)
    expect(inlineCode('// paints the theme\ntry {\n  run()\n} catch {\n  // none\n}\n')).toBe('try {\nrun()\n} catch {\n}')
  })

  it('refuses a template without its landmarks', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', { page: about, site: 'https://a.b', body: '', boot: BOOT, loader: LOADER })).toThrow(/index.html has no/)
  })

  it('gives every public page a French title and description of its own', () => {
    expect(PUBLIC_PAGES.map((p) => p.path)).toEqual(['/', '/about', '/regles', '/contact', '/privacy', '/login'])
    expect(new Set(PUBLIC_PAGES.map((p) => p.title)).size).toBe(PUBLIC_PAGES.length)
    for (const page of PUBLIC_PAGES) expect(page.description.length, page.path).toBeGreaterThan(60)
  })

  it('lists the public pages in the sitemap, on PUBLIC_URL', () => {
    const site = siteUrl({ PUBLIC_URL: 'https://arene.example/' })
    expect(site).toBe('https://arene.example')
    expect(siteUrl({ PORT: '4000' })).toBe('http://localhost:4000')
    const xml = sitemapXml(site, PUBLIC_PAGES)
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_PAGES.length)
    expect(xml).toContain('<loc>https://arene.example/regles</loc>')
    expect(xml).toContain('<loc>https://arene.example/privacy</loc>')
  })
})

describe('serving the prerendered pages', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'prerendered-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  mkdirSync(join(dist, 'pages'))
  const landing = pageHtml(TEMPLATE, { page: PUBLIC_PAGES[0], site: 'http://x', body: '<h1>Arène des Cartes</h1>'.repeat(60), boot: BOOT, loader: LOADER })
  writeFileSync(join(dist, 'pages', 'index.html'), landing)
  writeFileSync(join(dist, 'pages', 'index.html.br'), brotliCompressSync(landing))
  writeFileSync(join(dist, 'pages', 'index.html.gz'), gzipSync(landing))
  writeFileSync(join(dist, 'pages', 'about.html'), '<p>about</p>')
  const pages = loadPrerenderedPages(dist)
  const app = Fastify()
  servePrerenderedPages(app, pages)
  afterAll(() => app.close())

  it('answers / and /about with their own HTML', async () => {
    expect(pages.map((p) => p.path).sort()).toEqual(['/', '/about'])
    const about = await app.inject({ url: '/about' })
    expect(about.statusCode).toBe(200)
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(about.headers['cache-control']).toBe('no-cache')
    expect(about.body).toBe('<p>about</p>')
  })

  it('sends the brotli copy to a browser that accepts it, else gzip, else the plain page', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(landing)
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({ url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(landing)
    expect(plain.headers.vary).toBe('accept-encoding')
  })

  it('allows the boot script and the entry loader by their hashes in the CSP, and no other inline script', () => {
    const [boot, loader] = [BOOT, LOADER].map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`)
    expect(scriptHashes(pages)).toEqual([boot, loader])
    expect(contentSecurityPolicy(false, scriptHashes(pages))).toContain(`script-src 'self' ${boot} ${loader};`)
    expect(contentSecurityPolicy(false)).toContain("script-src 'self';")
  })

  it('has no pages for a build without them', () => {
    expect(loadPrerenderedPages(join(dist, 'nothing'))).toEqual([])
  })
})
