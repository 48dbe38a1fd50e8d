#!/usr/bin/env node
// Battle scene figures, in headless Chromium (software WebGL):
//  1. Frame time while a card is dragged over a full board (21 cards, KOs, spells) with a full hand
//     (30 cards + 15 spells), as a ratio to a bare Pixi scene drawing the same number of sprites of
//     the same art at the same size, in the same run (target ≤ 1.25). Each frame's update + render
//     is timed through the application's ticker, the GPU synced by a 1-pixel read.
//  2. Texture and display-object counts after 40 turns compared with after 2 (target: no growth):
//     the turns fill the board and start a new game every 20 turns, so turn 2 and turn 42 draw the
//     same amount of things.
// Builds tests/bench/scene/ (a tiny page around the real BattleCanvas) with Vite into a temporary
// folder and serves it with /assets. Prints, never asserts. Run: node tests/bench/run.mjs scene
import { createServer } from 'node:http'
import { mkdtempSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs'
import { join, extname, resolve } from 'node:path'
import { tmpdir } from 'node:os'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'

const ROOT = resolve('.')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  console.log(`No Chromium at ${CHROMIUM}: the scene bench needs one (apt-get install -y chromium).`)
  process.exit(0)
}
const FRAMES = Number(process.env.BENCH_FRAMES ?? 100)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const out = mkdtempSync(join(tmpdir(), 'scene-bench-'))
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.wav': 'audio/wav' }

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length

let server
let browser
try {
  await build({
    root: join(ROOT, 'tests/bench/scene'),
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, assetsDir: 'static' },
  })
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    const file = path.startsWith('/assets/') ? join(ROOT, path) : join(out, path === '/' ? 'index.html' : path)
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${server.address().port}`
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
  })
  const open = async (query) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 })
    page.on('pageerror', (e) => console.log(`page error (${query}): ${e.message}`))
    await page.goto(`${base}/?${query}`)
    await page.waitForFunction(() => !!window.__started)
    await page.evaluate(() => window.__started)
    return page
  }

  // 1. Frame time: the scene and the bare scene, twice each, interleaved.
  const scene = await open('mode=scene')
  await scene.evaluate(() => window.__bench.measure(30))
  const sprites = await scene.evaluate(() => window.__bench.renderables())
  const bare = await open(`mode=bare&n=${sprites}`)
  await bare.evaluate(() => window.__bench.measure(30))
  // Interleaved rounds (the machine's load drifts): the ratio is the median of the rounds' ratios.
  const runs = { scene: [], bare: [] }
  const ratios = []
  // Only the page being measured draws: the other's ticker is stopped meanwhile (both pages live in
  // one browser, and a page drawing in the background would slow the one being measured).
  const alone = async (page, other) => {
    await other.evaluate(() => window.__bench.pause(true))
    await page.evaluate(() => window.__bench.pause(false))
    return page.evaluate((n) => window.__bench.measure(n), FRAMES)
  }
  for (let round = 0; round < ROUNDS; round++) {
    const s = await alone(scene, bare)
    const b = await alone(bare, scene)
    runs.scene.push(...s)
    runs.bare.push(...b)
    ratios.push(median(s) / median(b))
  }
  const ratio = median(ratios)
  console.log(`frame time while dragging over a full board (1440×900, ${sprites} drawn objects, ${runs.scene.length} frames each):`)
  console.log(`  scene: median ${median(runs.scene).toFixed(2)} ms, mean ${mean(runs.scene).toFixed(2)} ms, p95 ${p95(runs.scene).toFixed(2)} ms`)
  console.log(`  bare Pixi, ${sprites} sprites: median ${median(runs.bare).toFixed(2)} ms, mean ${mean(runs.bare).toFixed(2)} ms, p95 ${p95(runs.bare).toFixed(2)} ms`)
  console.log(`  ratio scene / bare: ${ratio.toFixed(2)} (median of ${ROUNDS} interleaved rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}) — target ≤ 1.25 ${ratio <= 1.25 ? '✔' : '✘'}`)
  await bare.close()
  await scene.evaluate(() => window.__bench.pause(false))

  // 2. Counts after 2 and 42 turns.
  const counts = await scene.evaluate(() => window.__bench.turns(42, [2, 42]))
  const a = counts[2]
  const b = counts[42]
  console.log('counts after 2 turns and after 40 more (same board shape):')
  console.log(`  GPU textures: ${a.textures} → ${b.textures} (${b.textures - a.textures >= 0 ? '+' : ''}${b.textures - a.textures})`)
  console.log(`  display objects: ${a.displayObjects} → ${b.displayObjects} (${b.displayObjects - a.displayObjects >= 0 ? '+' : ''}${b.displayObjects - a.displayObjects})`)
  console.log(`  card faces painted: ${a.faces} → ${b.faces}; art images cached: ${a.art} → ${b.art}`)
  console.log(`  growth: ${b.textures <= a.textures && b.displayObjects <= a.displayObjects ? 'none ✔' : 'yes ✘'}`)
} finally {
  await browser?.close()
  server?.close()
  rmSync(out, { recursive: true, force: true })
}
