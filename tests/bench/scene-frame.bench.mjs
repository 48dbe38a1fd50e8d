#!/usr/bin/env node
// Battle scene figures, in headless Chromium (software WebGL), 1440×900:
//  1. Idle with the turn's clock running: the board canvas's renders per second (target ≤ 4), frames
//     per second and long tasks (PerformanceObserver 'longtask'; target: none over 50 ms).
//  2. A card dragged over a full board (21 cards, KOs, spells) with a full hand (30 cards + 15
//     spells): frames per second beside a bare Pixi page that draws only when something changes and
//     drags one sprite, in the same run, interleaved rounds (target ≥ 0.9× the bare page); the
//     longest task, split into the pick-up (the window's first 250 ms) and the glide (target ≤ 50 ms).
//  3. Texture and display-object counts after 40 turns compared with after 2, each at rest once its
//     clashes have played (target: no growth):
//     the turns fill the board and start a new game every 20 turns, so turn 2 and turn 42 draw the
//     same amount of things; printed per layer of the stage and per kind of texture source, so a
//     growth names its layer.
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
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 4000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const out = mkdtempSync(join(tmpdir(), 'scene-bench-'))
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.wav': 'audio/wav' }

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const fmt = (w) => `${w.fps.toFixed(1)} frames/s, ${w.rendersPerSecond.toFixed(1)} renders/s, ${w.longTasks} long tasks (longest ${w.longestTaskMs.toFixed(0)} ms)`

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

  const scene = await open('mode=scene')
  const bare = await open('mode=bare')
  // The turn-start glow (2 s) fades first: idle means nothing left to animate.
  await new Promise((r) => setTimeout(r, 2500))

  // 1. Idle, the clock running (the bare page does nothing meanwhile).
  const idle = await scene.evaluate((ms) => window.__bench.idle(ms), WINDOW_MS)
  console.log(`idle, the turn's clock running (${WINDOW_MS / 1000} s):`)
  console.log(`  scene: ${fmt(idle)}`)
  console.log(`  board canvas renders/s ≤ 4 ${idle.rendersPerSecond <= 4 ? '✔' : '✘'}; no task over 50 ms ${idle.longestTaskMs <= 50 ? '✔' : '✘'}`)

  // 2. Drag, interleaved rounds (the machine's load drifts): the ratio is the median of the rounds'.
  await scene.evaluate((ms) => window.__bench.drag(ms), 1000) // warm-up
  await bare.evaluate((ms) => window.__bench.drag(ms), 1000)
  const runs = { scene: [], bare: [] }
  const ratios = []
  for (let round = 0; round < ROUNDS; round++) {
    const s = await scene.evaluate((ms) => window.__bench.drag(ms), WINDOW_MS)
    const b = await bare.evaluate((ms) => window.__bench.drag(ms), WINDOW_MS)
    runs.scene.push(s)
    runs.bare.push(b)
    ratios.push(s.fps / b.fps)
  }
  const ratio = median(ratios)
  const pick = (ws) => ws.find((w) => w.fps === median(ws.map((x) => x.fps)))
  console.log(`dragging a card over a full board (${ROUNDS} interleaved rounds of ${WINDOW_MS / 1000} s; median round shown):`)
  console.log(`  scene: ${fmt(pick(runs.scene))} (board canvas)`)
  console.log(`  bare page dragging one sprite: ${fmt(pick(runs.bare))}`)
  console.log(`  frames/s scene / bare: ${ratio.toFixed(2)} (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')}) — target ≥ 0.9 ${ratio >= 0.9 ? '✔' : '✘'}`)
  const longest = (ws, key) => Math.max(...ws.map((w) => w[key])).toFixed(0)
  console.log(`  longest task while dragging: scene ${longest(runs.scene, 'longestTaskMs')} ms (the pick-up ${longest(runs.scene, 'pickUpTaskMs')} ms, the glide ${longest(runs.scene, 'glideTaskMs')} ms), bare ${longest(runs.bare, 'longestTaskMs')} ms — target ≤ 50 ${Number(longest(runs.scene, 'longestTaskMs')) <= 50 ? '✔' : '✘'}`)
  console.log('  (a loaded machine stretches every task: compare with the bare page, which runs no code of the scene)')
  await bare.close()

  // 3. Counts after 2 and 42 turns.
  const counts = await scene.evaluate(() => window.__bench.turns(42, [2, 42]))
  const a = counts[2]
  const b = counts[42]
  console.log('counts after 2 turns and after 40 more (same board shape):')
  console.log(`  GPU textures: ${a.textures} → ${b.textures} (${b.textures - a.textures >= 0 ? '+' : ''}${b.textures - a.textures})`)
  console.log(`  display objects: ${a.displayObjects} → ${b.displayObjects} (${b.displayObjects - a.displayObjects >= 0 ? '+' : ''}${b.displayObjects - a.displayObjects})`)
  console.log(`  card faces painted: ${a.faces} → ${b.faces}; art images cached: ${a.art} → ${b.art}`)
  const diff = (x, y) => [...new Set([...Object.keys(x), ...Object.keys(y)])].map((k) => `${k} ${x[k] ?? 0} → ${y[k] ?? 0}`).join('; ')
  console.log(`  display objects per layer: ${diff(a.layers, b.layers)}`)
  console.log(`  textures per source: ${diff(a.kinds, b.kinds)}`)
  console.log(`  growth: ${b.textures <= a.textures && b.displayObjects <= a.displayObjects ? 'none ✔' : 'yes ✘'}`)
} finally {
  await browser?.close()
  server?.close()
  rmSync(out, { recursive: true, force: true })
}
