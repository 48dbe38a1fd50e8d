#!/usr/bin/env node
// Lighthouse accessibility scores of the landing, login, home, cards and battle pages, in both themes.
// Builds the client into a temporary folder, starts the production server on it (a fresh data
// folder), signs a player up through the API, then runs Lighthouse 12 (accessibility category only)
// in the system Chromium, headless (CHROME_PATH, /usr/bin/chromium by default). Lighthouse 13 needs
// Node 22: we are on Node 20, hence 12.8. The signed-in pages get the player's session the way the
// client keeps it (sessionStorage 'user', set before the page's scripts run); the battle is a
// training game against the bot, opened as the Parties page does (with its navigation state), so
// it is measured in Lighthouse's snapshot mode once drawn. Target ≥ 95 each. Prints, never asserts.
// Run: npm run bench lighthouse   (or node tests/bench/lighthouse-a11y.bench.mjs)
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { snapshot } from 'lighthouse'
import puppeteer from 'puppeteer-core'

const TARGET = 95
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium'
const THEMES = ['light', 'dark']

const work = mkdtempSync(join(tmpdir(), 'lighthouse-a11y-'))
const clientDir = join(work, 'client')
let server
let browser
try {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', clientDir, '--emptyOutDir'], { stdio: ['ignore', 'inherit', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), CLIENT_DIR: clientDir, PUBLIC_URL: base, PASSWORD_COST: '10', LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForHealth(base)
  const player = await signUp(base)

  browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage'] })
  const rows = []
  for (const theme of THEMES) {
    // the signed-in pages follow the player's saved preference
    await api(base, player, 'POST', '/api/user/setting', { userId: player.id, preferences: { theme } })
    const run = async (name, path, signedIn) => rows.push({ name, theme, score: await navigationScore(browser, `${base}${path}`, theme, signedIn ? player : null) })
    await run('landing', '/', false)
    await run('login', '/login', false)
    await run('home', '/home', true)
    await run('cards', '/cards', true)
    rows.push({ name: 'battle', theme, score: await battleScore(browser, base, theme, player) })
  }
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} accessibility (target ≥ ${TARGET}):`)
  for (const { name, theme, score } of rows) {
    const shown = score.value === null ? 'n/a' : String(Math.round(score.value * 100))
    const mark = score.value !== null && score.value * 100 >= TARGET ? '✔' : '✘'
    console.log(`  ${name.padEnd(8)} ${theme.padEnd(6)} ${shown.padStart(3)} ${mark}${score.failing.length ? `  failing: ${score.failing.join(', ')}` : ''}`)
  }
} finally {
  await browser?.close().catch(() => undefined)
  server?.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}

/** Opens a tab with the theme (and the session) in place before the page's own scripts run. */
async function preparedPage(browser, theme, player) {
  const page = await browser.newPage()
  await page.setViewport({ width: 1440, height: 900 })
  await page.evaluateOnNewDocument(
    (t, session) => {
      localStorage.setItem('theme', JSON.stringify(t))
      if (session) sessionStorage.setItem('user', JSON.stringify(session))
    },
    theme,
    player && { id: player.id, accessToken: player.accessToken, admin: player.admin },
  )
  return page
}

async function navigationScore(browser, url, theme, player) {
  const page = await preparedPage(browser, theme, player)
  try {
    const result = await lighthouse(url, { onlyCategories: ['accessibility'], disableStorageReset: true, formFactor: 'desktop', screenEmulation: { disabled: true }, logLevel: 'error' }, undefined, page)
    return summary(result.lhr)
  } finally {
    await page.close()
  }
}

/** A training game against the bot, opened as the Parties page does, then measured once drawn. */
async function battleScore(browser, base, theme, player) {
  const game = await api(base, player, 'POST', '/api/games/training', { userId: player.id, difficulty: 'facile' })
  const decks = await api(base, player, 'GET', `/api/decksplayer/user/${player.id}`)
  await api(base, player, 'POST', `/api/games/training/decks/${game.id}`, { userId: player.id, deckId: decks.find((d) => d.playable).id })
  const page = await preparedPage(browser, theme, player)
  try {
    await page.goto(`${base}/about`)
    await page.evaluate((path, state) => {
      window.history.pushState({ usr: state, key: 'bench', idx: 1 }, '', path)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }, `/game/training/${game.id}`, { gameId: game.id })
    await page.waitForSelector('canvas', { timeout: 60_000 })
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined)
    const result = await snapshot(page, { flags: { onlyCategories: ['accessibility'], formFactor: 'desktop', screenEmulation: { disabled: true }, logLevel: 'error' } })
    return summary(result.lhr)
  } finally {
    await page.close()
    await api(base, player, 'POST', `/api/games/training/end/${game.id}`, { userId: player.id }).catch(() => undefined)
  }
}

function summary(lhr) {
  const category = lhr.categories.accessibility
  const failing = category.auditRefs.map((ref) => lhr.audits[ref.id]).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual').map((a) => a.id)
  return { value: category.score, failing }
}

async function signUp(base) {
  const pseudo = `phare_${Date.now().toString(36).slice(-6)}`
  const password = 'mot-de-passe-42'
  await api(base, null, 'POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password })
  return api(base, null, 'POST', '/auth/signin', { pseudo, password })
}

async function api(base, session, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session.accessToken}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
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
