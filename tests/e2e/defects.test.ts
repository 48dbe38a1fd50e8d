// The defects of issue 14 in a real browser, on one server of this file's own (the admin edits a
// skin every player sees; the last test stops the server): the upgrade banner counts as the badge,
// the deck editor asks before leaving, the booster reveal on phones (« Nouveau ! » clear of the top
// value, no toast over the cards and buttons), admin skins edited and put back on sale, the login
// diagnosis with the server stopped, the Plus dot on phones, « Compte créé ! » after a failed login,
// the reset snackbar clear of « Se connecter ». (The landing's main buttons above the bottom bar are
// checked by screenshots.test.ts, which loads the landing at each size.)
// Screenshots under tests/e2e/screenshots/defects/.
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { animationsSettled, hasChromium, screenshot, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, useSession, type ApiSession } from './helpers/gameApi'
import { logIn, newPlayer, signUp } from './helpers/player'
import { networkQuiet } from './helpers/quiet'
import { ADMIN } from './helpers/server'
import { useBrowserSuite } from './helpers/suite'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  expect(box, 'a visible element').toBeTruthy()
  return box!
}

describe.skipIf(!hasChromium())('issue 14 defects', () => {
  const env = useBrowserSuite({ ownServer: true })
  const base = () => env.server.url
  let admin: ApiSession | null = null
  const adminSession = async (): Promise<ApiSession> =>
    (admin ??= { ...(await call<{ id: number; accessToken: string; admin: boolean }>(base(), null, 'POST', '/auth/signin', ADMIN)), ...ADMIN })

  async function pageAt(size: ViewportName, session?: ApiSession): Promise<Page> {
    const page = await (await env.context(size)).newPage()
    if (session) await useSession(page, session)
    return page
  }

  it('login: « Compte créé ! » goes after a failed sign-in; the reset snackbar leaves « Se connecter » clear', async () => {
    const page = await pageAt('desktop')
    const player = newPlayer('reset')
    await page.goto('/login')
    await signUp(page, player)
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    await form.getByText(/Compte créé !/).waitFor()
    await form.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot')
    await form.getByRole('button', { name: 'Se connecter' }).click()
    await form.getByRole('alert').filter({ hasText: 'Identifiants incorrects' }).waitFor()
    expect(await form.getByText(/Compte créé !/).count()).toBe(0)
    await screenshot(page, 'defects/login-failed-after-signup-desktop')

    await call(base(), null, 'POST', `/auth/resetPassword?email=${encodeURIComponent(player.email)}`)
    await expect.poll(() => env.server.outbox().find((m) => m.to === player.email), { timeout: 10_000 }).toBeTruthy()
    const link = /https?:\/\/\S+\/change-password\/[\w-]+/.exec(env.server.outbox().find((m) => m.to === player.email)!.text)![0]
    await page.goto(new URL(link).pathname)
    const fresh = 'nouveau-mot-de-passe-9'
    await page.getByLabel('Nouveau mot de passe').fill(fresh)
    await page.getByLabel('Confirmation du mot de passe').fill(fresh)
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
    await page.waitForURL('**/login?reset=success')
    const toast = page.getByTestId('toast').filter({ hasText: 'Votre mot de passe a été modifié' })
    await toast.waitFor()
    await animationsSettled(page)
    await screenshot(page, 'defects/reset-snackbar-desktop')
    const submit = page.getByRole('tabpanel', { name: 'Connexion' }).getByRole('button', { name: 'Se connecter' })
    expect(overlap(await boxOf(toast), await boxOf(submit)), 'the snackbar covers « Se connecter »').toBe(false)
    await logIn(page, { pseudo: player.pseudo, password: fresh }, { open: false })
  })

  it('cards: the upgrade banner counts what the badge counts (three « Garde du Pont » given)', async () => {
    const player = await apiPlayer(base(), 'garde')
    const cards = await call<{ id: number; nom: string }[]>(base(), player, 'GET', '/api/cards')
    const garde = cards.find((c) => c.nom === 'Garde du Pont')!
    for (let i = 0; i < 3; i++) await call(base(), await adminSession(), 'POST', '/api/cardplayer/user/add', { userId: player.id, cardId: garde.id })
    const { cardlevelup } = await call<{ cardlevelup: number }>(base(), player, 'GET', `/api/user/${player.id}`)
    expect(cardlevelup).toBeGreaterThan(0)
    const page = await pageAt('desktop', player)
    await page.goto('/cards')
    const banner = page.getByRole('region', { name: 'Amélioration possible' })
    await banner.waitFor()
    const count = Number(/(\d+) cartes? ou sorts? peu/.exec(await banner.innerText())?.[1])
    expect(count).toBe(cardlevelup)
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /Cartes/ }).getByText(String(cardlevelup), { exact: true }).waitFor()
    await screenshot(page, 'defects/upgrade-banner-desktop')
  })

  it('deck editor: asks before leaving with unsaved changes (a link, the back button, closing the tab)', async () => {
    const player = await apiPlayer(base(), 'deck')
    const page = await pageAt('desktop', player)
    await page.goto('/inventory')
    await page.getByRole('listitem', { name: 'Deck de départ' }).getByRole('link', { name: 'Modifier' }).click()
    const collection = page.getByRole('region', { name: 'Collection' })
    await collection.getByRole('button', { name: /^Ajouter / }).first().click()
    await page.getByText('Modifications non enregistrées').waitFor()
    const ask = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })

    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /Cartes/ }).click()
    await ask.waitFor()
    await screenshot(page, 'defects/deck-leave-desktop')
    await ask.getByRole('button', { name: 'Rester sur le deck' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(new URL(page.url()).search).toMatch(/deck=/)

    await page.goBack()
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Rester sur le deck' }).click()
    await ask.waitFor({ state: 'detached' })
    expect(new URL(page.url()).search).toMatch(/deck=/)

    // closing the tab: the browser's own question (beforeunload), dismissed to stay
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))))
    await page.close({ runBeforeUnload: true })
    expect(await asked).toBe('beforeunload')
    expect(page.isClosed()).toBe(false)
    await page.getByText('Modifications non enregistrées').waitFor()

    await page.getByRole('link', { name: /Retour aux decks/ }).click()
    await ask.getByRole('button', { name: 'Quitter sans enregistrer' }).click()
    await page.waitForURL((url) => url.pathname === '/inventory' && !url.search)
  })

  it('booster reveal on phones: « Nouveau ! » leaves the top value clear, no toast over the cards or the buttons', async () => {
    for (const size of ['phone', 'landscape'] as ViewportName[]) {
      // a new player per size (500 points: two boosters), so that the booster holds cards they lack
      const player = await apiPlayer(base(), 'reveal')
      const page = await pageAt(size, player)
      await page.goto('/pack')
      const reveal = page.getByRole('dialog', { name: 'Booster Classique ouvert !' })
      const close = reveal.getByRole('button', { name: 'Fermer' })
      const fresh = reveal.locator('.reveal-card').filter({ has: page.locator('.reveal-new') }) // the visible badge (the name also says it)
      // a booster may bring only cards the player owns: a second one then (both are checked)
      for (let opened = 1; ; opened++) {
        await page.getByRole('article', { name: 'Booster Classique' }).getByRole('button', { name: /Acheter Booster Classique/ }).click()
        await page.getByText(/Booster Classique acheté/).first().waitFor()
        await page.getByRole('region', { name: /Votre inventaire/ }).getByRole('button', { name: 'Ouvrir Booster Classique' }).first().click()
        await close.waitFor()
        await animationsSettled(page)
        if ((await fresh.count()) > 0 || opened === 2) break
        await close.click()
        await reveal.waitFor({ state: 'detached' })
      }
      await screenshot(page, `defects/reveal-${size}`)
      expect(await page.getByTestId('toast').count(), 'no toast over the reveal').toBe(0)
      const viewport = page.viewportSize()!
      for (const action of [close, reveal.getByRole('link', { name: 'Voir ma collection' })]) {
        const box = await boxOf(action)
        expect(box.y + box.height, `${size}: « ${await action.innerText()} » on screen`).toBeLessThanOrEqual(viewport.height)
      }
      expect(await fresh.count(), 'a card the player lacked, marked « Nouveau ! »').toBeGreaterThan(0)
      for (const card of await fresh.all()) {
        const badge = await boxOf(card.locator('.reveal-new'))
        expect(await card.locator('.reveal-new').innerText()).toBe('Nouveau !')
        expect(overlap(badge, await boxOf(card.locator('.card-face-value[data-side="top"]')))).toBe(false)
        expect(overlap(badge, await boxOf(card.locator('.reveal-name')))).toBe(false)
      }
      await reveal.getByRole('link', { name: 'Voir ma collection' }).click()
      await page.waitForURL('**/cards')
    }
  })

  it('admin skins: edited, withdrawn, then put back on sale', async () => {
    const s = await adminSession()
    const cards = await call<{ id: number }[]>(base(), s, 'GET', '/api/cards')
    await call(base(), s, 'POST', '/api/skins', { nom: 'Garde Dorée', rarete: 'rare', prix: 1.99, linkedId: cards[0].id, type: 'card' })
    const page = await pageAt('desktop', s)
    await page.goto('/admin?section=skins')
    const row = (nom: string) => page.getByRole('list', { name: 'Skins de la boutique' }).getByRole('listitem').filter({ hasText: nom })
    await row('Garde Dorée').getByRole('button', { name: 'Modifier' }).click()
    const dialog = page.getByRole('dialog', { name: 'Modifier « Garde Dorée »' })
    await dialog.getByLabel('Nom').fill('Garde Vermeille')
    await dialog.getByLabel('Prix (euros)').fill('2,49')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await page.getByText('Le skin « Garde Vermeille » est modifié.').waitFor()
    await row('Garde Vermeille').getByText('2,49 €').waitFor()
    await row('Garde Vermeille').getByRole('button', { name: 'Retirer de la vente' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Retirer de la vente' }).click()
    await row('Garde Vermeille').getByText('Retiré de la vente', { exact: true }).waitFor()
    await row('Garde Vermeille').getByRole('button', { name: 'Remettre en vente' }).click()
    await row('Garde Vermeille').getByText('En vente', { exact: true }).waitFor()
    await screenshot(page, 'defects/admin-skins-desktop')
    const onSale = await call<{ nom: string }[]>(base(), await apiPlayer(base(), 'skin'), 'GET', '/api/skins')
    expect(onSale.map((k) => k.nom)).toContain('Garde Vermeille')
  })

  it('phones: the Plus entry carries a dot while a friend request waits', async () => {
    const [player, friend] = [await apiPlayer(base(), 'ami'), await apiPlayer(base(), 'demande')]
    await call(base(), friend, 'POST', '/api/friends/send', { userId: friend.id, friendId: player.id })
    const page = await pageAt('phone', player)
    await page.goto('/home')
    const plus = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Plus' })
    await plus.getByTestId('nav-dot').waitFor()
    await networkQuiet(page)
    await screenshot(page, 'defects/plus-dot-phone')
    await plus.click()
    await page.getByRole('dialog').getByRole('link', { name: /Amis/ }).getByText('1', { exact: true }).waitFor()
  })

  it('login with the server stopped: connection refused while online, network problem offline (runs last)', async () => {
    const context = await env.context('desktop')
    const page = await context.newPage()
    await page.goto('/login')
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    await form.getByLabel('Pseudo ou e-mail').fill('quelquun')
    await form.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe')
    await env.server.stop()
    await form.getByRole('button', { name: 'Se connecter' }).click()
    const diagnosis = form.getByRole('region', { name: 'Diagnostic de la connexion' })
    await diagnosis.getByText('Connexion refusée par le serveur').waitFor()
    await diagnosis.getByText(/c’est le serveur du jeu qui ne répond pas/).waitFor()
    await screenshot(page, 'defects/login-server-stopped-desktop')

    await context.setOffline(true)
    await form.getByRole('button', { name: 'Se connecter' }).click()
    await diagnosis.getByText('Problème de réseau').waitFor()
    await diagnosis.getByText(/mode avion/).waitFor()
    await screenshot(page, 'defects/login-offline-desktop')
  })
})
