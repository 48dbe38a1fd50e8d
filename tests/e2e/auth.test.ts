// Sign up, log in, log out; a guarded URL visited logged out comes back after login.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { logIn, logOut, newPlayer, signUp } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

describe.skipIf(!hasChromium())('accounts in the browser', () => {
  const env = useBrowserSuite()

  it('signs up, logs in and logs out', async () => {
    const page = await (await env.context('desktop')).newPage()
    const player = newPlayer('alpha')
    await page.goto('/')
    await page.getByRole('link', { name: 'Commencer' }).click()
    await page.waitForURL('**/login')
    await signUp(page, player)
    await page.getByText('Compte créé !').waitFor()
    await logIn(page, player, { open: false })
    expect(new URL(page.url()).pathname).toBe('/home')
    await page.getByRole('heading', { level: 1, name: `Bienvenue, ${player.pseudo} !` }).waitFor()
    const header = page.getByRole('banner')
    await header.getByText(player.pseudo).waitFor()
    expect(await header.getByTestId('credit-badge').textContent()).toMatch(/pts$/)
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user') ?? 'null'))
    expect(session).toMatchObject({ admin: false })
    expect(typeof session.accessToken).toBe('string')
    await screenshot(page, 'auth-home-desktop')

    await logOut(page)
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull()
    await page.getByRole('link', { name: 'Commencer' }).waitFor()
  })

  it('refuses wrong credentials with the spec message', async () => {
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/login')
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    await form.getByLabel('Pseudo ou e-mail').fill('personne')
    await form.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe')
    await form.getByRole('button', { name: 'Se connecter' }).click()
    await form.getByRole('alert').filter({ hasText: 'Identifiants incorrects' }).waitFor()
  })

  it('comes back to a guarded URL after login', async () => {
    const context = await env.context('desktop')
    const page = await context.newPage()
    const player = newPlayer('beta')
    await page.goto('/login')
    await signUp(page, player)

    await page.goto('/settings')
    await page.waitForURL('**/login')
    await page.getByText('Connectez-vous pour accéder à cette page.').waitFor()
    await logIn(page, player, { open: false })
    await page.waitForURL('**/settings')
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor()
  })

  it('lets the admin into /admin', async () => {
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/admin')
    await page.waitForURL('**/login')
    await logIn(page, { pseudo: 'admin', password: 'admin-password' }, { open: false })
    await page.waitForURL('**/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor()
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Admin' }).waitFor()
  })
})
