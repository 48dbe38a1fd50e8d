#!/usr/bin/env node
// Lighthouse performance and SEO of the landing page, served by the production server from a fresh
// build (prerendered public pages, precompressed files): mobile (Lighthouse's default phone
// emulation and throttling) and desktop, three runs each, medians of the performance and SEO
// scores, FCP, LCP, TBT and CLS, beside the landing's first-view JavaScript (gzip: the scripts its
// HTML names, which it loads after its first paint, and any other requested before the load event). Lighthouse 12.8 (13 needs Node 22) in the system Chromium
// (CHROME_PATH, /usr/bin/chromium by default). Targets: mobile performance ≥ 90, LCP ≤ 2.5 s,
// CLS ≤ 0.1, SEO ≥ 95, landing JS ≤ 120 KB gzip. Prints, never asserts; a loaded machine scores lower.
// Run: npm run bench lighthouse-landing   (or node tests/bench/lighthouse-landing.bench.mjs)
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium'
const TARGETS = { performance: 90, seo: 95, lcpMs: 2500, cls: 0.1, jsKb: 120 }

const work = mkdtempSync(join(tmpdir(), 'lighthouse-landing-'))
const clientDir = join(work, 'client')
let server
let browser
try {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', clientDir, '--emptyOutDir'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), CLIENT_DIR: clientDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(base)
  // the entry and its static imports, named by the page's loader script (build/deferredEntry.ts)
  const named = new Set([...(await (await fetch(`${base}/`)).text()).matchAll(/"(\/static\/[^"]+\.js)"/g)].map((m) => m[1]))
  browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage'] })

  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on the landing, ${RUNS} run(s) each, medians:`)
  for (const formFactor of ['mobile', 'desktop']) {
    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${base}/`, formFactor, clientDir, named))
    const m = (key) => median(runs.map((r) => r[key]))
    const row = { performance: m('performance'), seo: m('seo'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), js: m('js'), jsAll: m('jsAll') }
    const ok = (pass) => (pass ? '✔' : '✘')
    console.log(
      `  ${formFactor.padEnd(7)} performance ${row.performance} ${formFactor === 'mobile' ? ok(row.performance >= TARGETS.performance) : ''}` +
        `  SEO ${row.seo} ${ok(row.seo >= TARGETS.seo)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s ${ok(row.lcp <= TARGETS.lcpMs)}` +
        `  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)} ${ok(row.cls <= TARGETS.cls)}  JS ${row.js.toFixed(1)} KB gzip ${ok(row.js <= TARGETS.jsKb)} (first view; ${row.jsAll.toFixed(1)} KB with what loads after it)`,
    )
    console.log(`          runs: performance ${runs.map((r) => r.performance).join(', ')}; LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')} s; TBT ${runs.map((r) => Math.round(r.tbt)).join(', ')} ms`)
    console.log(`          LCP element: ${runs[0]?.lcpElement ?? 'unknown'}`)
  }
} finally {
  await browser?.close().catch(() => undefined)
  server?.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}

async function measure(browser, url, formFactor, clientDir, named) {
  const page = await browser.newPage()
  try {
    // mobile: Lighthouse's defaults (Moto G power emulation, simulated slow 4G); desktop: its desktop preset
    const flags = { onlyCategories: ['performance', 'seo'], logLevel: 'error' }
    const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined
    const { lhr } = await lighthouse(url, flags, config, page)
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    // the first view's scripts, sized as the build's gzip copies (what the server sends)
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script' && new URL(r.url).pathname.startsWith('/static/'))
    const kb = (list) => list.reduce((sum, r) => sum + gzipSync(readFileSync(join(clientDir, new URL(r.url).pathname))).length / 1024, 0)
    // the first view: the page's entry and static imports, and any script requested before the load
    // event (after it: the service worker's registration)
    const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity
    const js = kb(scripts.filter((r) => named.has(new URL(r.url).pathname) || (r.networkRequestTime ?? 0) <= load))
    const jsAll = kb(scripts)
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js,
      jsAll,
      lcpElement: lcpSnippet(lhr),
    }
  } finally {
    await page.close()
  }
}

/** The largest contentful paint's element, as Lighthouse names it (its HTML snippet). */
function lcpSnippet(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  for (const table of tables) for (const item of table.items ?? []) if (item.node?.snippet) return item.node.snippet
  return null
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function waitForHealth(base) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited during start-up')
    const ok = await fetch(`${base}/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error('the server did not start within 90 s')
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.on('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })
}
