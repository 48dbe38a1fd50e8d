// The pages that start games, with the real server: two players become friends on the Amis page,
// one creates a private game and the other joins it with its 6-character code (both land on
// /game/private/{id}); unranked matchmaking with the chosen deck waits (what is searched shown,
// the deck frozen into the waiting game) and is cancelled (no game left on the server);
// a new player's solo stages (the first one highlighted, with its boss's art) and Home's « Jouer »
// into it; then screenshots of Home, Parties, Solo and Amis at the three sizes in both themes under
// tests/e2e/screenshots/lobby/ (Home with a friend request waiting and the last mode played).
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot, screenshotWithFull, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { ADMIN } from './helpers/server'
import type { Player } from './helpers/player'
import { signedInPage } from './helpers/signedIn'
import { watchConsole } from './helpers/console'
import { useBrowserSuite } from './helpers/suite'
import { networkQuiet } from './helpers/quiet'
import { inBothThemes } from './helpers/themes'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

interface Session {
  id: number
  accessToken: string
  admin: boolean
}

describe.skipIf(!hasChromium())('Parties, Solo and Amis pages', () => {
  const env = useBrowserSuite({ ownServer: true }) // unranked pairing: a player of another file must not take the seat
  const players: { a?: Pick<Player, 'pseudo' | 'password'>; b?: Pick<Player, 'pseudo' | 'password'> } = {}

  async function call(session: Session, method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${env.server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${session.accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: response.status, body: (await response.json().catch(() => null)) as any }
  }

  async function signIn(player: Pick<Player, 'pseudo' | 'password'>): Promise<Session> {
    const response = await fetch(`${env.server.url}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pseudo: player.pseudo, password: player.password }),
    })
    return (await response.json()) as Session
  }

  it('two players become friends, then play a private game joined by its code', async () => {
    // two players made through the API (signing up through the interface is auth.test.ts's)
    const { page: pageA, me: a } = await signedInPage(env, 'desktop', { prefix: 'ami_a' })
    const { page: pageB, me: b } = await signedInPage(env, 'phone', { prefix: 'ami_b' })
    players.a = a
    players.b = b

    // A finds B and asks
    await pageA.goto('/friends')
    await pageA.getByRole('heading', { level: 1, name: 'Amis' }).waitFor()
    await pageA.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill(players.b.pseudo)
    const results = pageA.getByRole('list', { name: 'Résultats de la recherche' })
    await results.getByRole('button', { name: 'Ajouter', exact: true }).click()
    await pageA.getByText(`Demande envoyée à ${players.b.pseudo}.`).waitFor()
    await results.getByText('Demande envoyée', { exact: true }).waitFor()
    await pageA.getByRole('region', { name: /Demandes envoyées/ }).getByText(players.b.pseudo).waitFor()
    await screenshot(pageA, 'lobby/flow-friends-search-desktop')

    // B sees the request (and the badge) and accepts it
    await pageB.goto('/friends')
    const incoming = pageB.getByRole('region', { name: /Demandes reçues/ })
    await incoming.getByText(players.a.pseudo).waitFor()
    await screenshot(pageB, 'lobby/flow-friends-incoming-phone')
    await incoming.getByRole('button', { name: 'Accepter', exact: true }).click()
    await pageB.getByText(`Vous êtes maintenant ami avec ${players.a.pseudo}.`).waitFor()
    await pageB.getByRole('region', { name: /Mes amis/ }).getByText(players.a.pseudo).waitFor()
    await expect.poll(() => incoming.getByText('Aucune demande en attente.').isVisible()).toBe(true)

    // A invites B from the friends list: the private-game picker has B, the code is shown
    await pageA.reload()
    const friendsA = pageA.getByRole('region', { name: /Mes amis/ })
    await friendsA.getByText(players.b.pseudo).waitFor()
    await friendsA.getByRole('button', { name: 'Inviter à une partie' }).click()
    await pageA.waitForURL((url) => url.pathname === '/game')
    await expect.poll(() => pageA.getByRole('combobox', { name: 'Ami à inviter' }).textContent()).toContain(players.b.pseudo)
    await pageA.getByRole('button', { name: 'Créer la partie' }).click()
    const codeField = pageA.getByLabel('Code de la partie', { exact: true })
    await codeField.waitFor()
    const code = await codeField.inputValue()
    expect(code).toMatch(/^[A-Z0-9]{6}$/)
    await pageA.getByRole('status', { name: "En attente d'un adversaire…" }).waitFor()
    await screenshot(pageA, 'lobby/flow-private-code-desktop')

    // B joins with the code, typed in lower case
    await pageB.goto('/game')
    const join = pageB.getByRole('textbox', { name: 'Code de partie', exact: true })
    await join.fill(code.toLowerCase())
    expect(await join.inputValue()).toBe(code)
    await pageB.getByRole('button', { name: 'Rejoindre' }).click()
    await pageB.waitForURL(/\/game\/private\/\d+$/)
    const gameId = Number(new URL(pageB.url()).pathname.split('/').pop())
    await pageA.waitForURL(`**/game/private/${gameId}`, { timeout: 15_000 })
    expect(new URL(pageA.url()).pathname).toBe(`/game/private/${gameId}`)

    // leave the game (still choosing decks: cancelled, no loss) so the screenshots below show the lobby
    const ended = await call(a, 'POST', `/api/games/private/end/${gameId}`, { userId: a.id })
    expect(ended.status).toBe(200)
  })

  it("waits for an unranked opponent, cancels, and leaves no waiting game on the server; a new player's solo stages", async () => {
    const { page, me: session } = await signedInPage(env, 'phone', { prefix: 'attente' })

    await page.goto('/game')
    // the deck to play: the starter deck, chosen by default, with its power
    const starter = (await call(session, 'GET', `/api/decksplayer/user/${session.id}`)).body[0]
    await expect.poll(() => page.getByRole('combobox', { name: 'Deck à jouer' }).textContent()).toContain(starter.name)
    await page.getByRole('button', { name: 'Partie non classée' }).click()
    const waiting = page.getByRole('status', { name: "En attente d'un adversaire…" })
    await waiting.waitFor()
    await expect.poll(async () => (await call(session, 'GET', `/api/games/check/${session.id}`)).body).toMatchObject({ type: 'unranked', status: 'WAITING' })
    const check = (await call(session, 'GET', `/api/games/check/${session.id}`)).body
    const queued = (await call(session, 'GET', `/api/games/${check.id}`)).body
    expect(queued).toMatchObject({ deckplayer1: starter.id, matchmaking: { rating: 1000, power: expect.any(Number) } })
    await waiting.getByText('Recherche d’un adversaire de force proche…').waitFor()
    await waiting.getByText(new RegExp(`^Classement 1000 ± \\d+ · Puissance du deck ${queued.matchmaking.power} ± \\d+\\s%$`)).waitFor()
    // the counter moves while waiting (and the page keeps re-posting)
    await expect.poll(() => waiting.getByRole('timer').textContent(), { timeout: 10_000 }).toMatch(/^0:0[2-9]$/)
    await screenshot(page, 'lobby/flow-unranked-waiting-phone')
    await waiting.getByRole('button', { name: 'Annuler' }).click()
    await waiting.waitFor({ state: 'detached' })
    await page.getByText('Recherche annulée.').waitFor()
    expect(await call(session, 'GET', `/api/games/check/${session.id}`)).toEqual({ status: 200, body: null })

    // solo: stage 1 open, stage 2 locked
    await page.goto('/solo')
    await page.getByRole('heading', { level: 1, name: 'Solo' }).waitFor()
    await page.getByRole('button', { name: 'Combattre — Étape 1' }).waitFor()
    expect(await page.getByRole('button', { name: /Combattre — Étape 2$/ }).count()).toBe(0)
    const stages = page.getByRole('list', { name: 'Étapes' }).getByRole('listitem')
    await expect.poll(() => stages.count()).toBe(10)
    expect(await stages.nth(0).getAttribute('data-status')).toBe('open')
    expect(await stages.nth(1).getAttribute('data-status')).toBe('locked')
    await stages.nth(1).getByText('Verrouillée').waitFor()
    await stages.nth(1).getByRole('button', { name: /Pourquoi/ }).click()
    await page.getByText(/remportez d.abord l.étape 1/i).waitFor()
    await screenshot(page, 'lobby/flow-solo-locked-reason-phone')
    await page.keyboard.press('Escape')
    // the next stage is highlighted, every stage shows its boss's card
    expect(await stages.nth(0).getAttribute('aria-current')).toBe('step')
    await stages.nth(0).getByText('Prochaine étape').waitFor()
    expect(await page.getByText('Prochaine étape').count()).toBe(1)
    const art = stages.locator('.stage-art img')
    expect(new Set(await art.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).size).toBe(10)
    await expect.poll(() => art.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)

    // Home: a new player's « Jouer » is solo's first stage, one click into the game
    await page.goto('/home')
    await page.getByRole('region', { name: /^En attente/ }).getByText('Aucune invitation ni demande d’ami en attente.').waitFor()
    const play = page.getByRole('button', { name: 'Jouer — Solo · Étape 1 — La Lisière des Brumes' })
    await expect.poll(() => play.isEnabled()).toBe(true)
    await play.click()
    await page.waitForURL(/\/game\/solo\/\d+$/)

    // for the screenshots: C asks A to be friends (a request received), A asks the admin (one sent)
    const a = await signIn(players.a!)
    expect((await call(session, 'POST', '/api/friends/send', { userId: session.id, friendId: a.id })).status).toBe(201)
    const admin = await signIn(ADMIN)
    expect((await call(a, 'POST', '/api/friends/send', { userId: a.id, friendId: admin.id })).status).toBe(201)
  })

  const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']
  for (const size of SIZES) {
    // each state loaded once, saved in both themes (helpers/themes.ts)
    it(`screenshots — ${size}`, async () => {
      const a = await signIn(players.a!)
      await call(a, 'POST', '/api/user/setting', { userId: a.id, preferences: { theme: 'light' } })
      const context = await env.context(size)
      await context.addInitScript((session) => sessionStorage.setItem('user', JSON.stringify(session)), a)
      const page = await context.newPage()
      const watch = watchConsole(page) // every page below with a clean console
      const pages: [string, string, () => ReturnType<Page['getByRole']>][] = [
        ['/home', 'home', () => page.getByRole('region', { name: /^En attente \(1\)/ }).getByText(/veut devenir votre ami/)],
        // the ranking lists players with a ranked game only: here nobody has played one yet
        ['/game', 'parties', () => page.getByRole('table', { name: 'Meilleurs joueurs' }).or(page.getByText('Personne n’est encore classé.'))],
        ['/solo', 'solo', () => page.getByRole('button', { name: 'Combattre — Étape 1' })],
        ['/friends', 'amis', () => page.getByRole('region', { name: /Mes amis/ })],
      ]
      for (const [path, name, ready] of pages) {
        await page.goto(path)
        await ready()
          .waitFor()
          .catch(async (error: unknown) => {
            await screenshot(page, `lobby/FAILED-${size}-${name}`, true)
            throw error
          })
        await networkQuiet(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${path} overflows sideways at ${size}`).toBeLessThanOrEqual(1)
        await inBothThemes(page, (theme) => (size !== 'desktop' ? screenshotWithFull : screenshot)(page, `lobby/${theme}-${size}-${name}`))
      }
      // the private game's code and the waiting panel
      await page.goto('/game')
      await page.getByRole('button', { name: 'Créer la partie' }).click()
      const waiting = page.getByRole('status', { name: "En attente d'un adversaire…" })
      await waiting.waitFor()
      await page.getByLabel('Code de la partie', { exact: true }).scrollIntoViewIfNeeded()
      await inBothThemes(page, (theme) => screenshot(page, `lobby/${theme}-${size}-parties-private-waiting`))
      await waiting.getByRole('button', { name: 'Annuler' }).click()
      await waiting.waitFor({ state: 'detached' })
      expect(await call(a, 'GET', `/api/games/check/${a.id}`)).toEqual({ status: 200, body: null })
      // the quick match: the deck select, then the waiting panel saying what is searched (the toast above dismissed)
      await page.getByRole('button', { name: 'Fermer la notification' }).click()
      const quick = page.getByRole('region', { name: 'Partie rapide' })
      await quick.getByRole('combobox', { name: 'Deck à jouer' }).scrollIntoViewIfNeeded()
      await inBothThemes(page, (theme) => screenshot(page, `lobby/${theme}-${size}-parties-quick-deck`))
      await quick.getByRole('button', { name: 'Partie classée' }).click()
      await waiting.getByText('Recherche d’un adversaire de force proche…').waitFor()
      await inBothThemes(page, (theme) => screenshot(page, `lobby/${theme}-${size}-parties-quick-waiting`))
      await waiting.getByRole('button', { name: 'Annuler' }).click()
      await waiting.waitFor({ state: 'detached' })
      expect(await call(a, 'GET', `/api/games/check/${a.id}`)).toEqual({ status: 200, body: null })
      await watch.settled()
      expect(watch.take(), `${size}: the console`).toEqual([])
    })
  }
})
