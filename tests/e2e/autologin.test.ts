// The phone 'Cliquez pour lancer' auto-login, with and without stored credentials.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { logIn, logOut, newPlayer, signUp } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

describe.skipIf(!hasChromium())('auto-login on a phone', () => {
  const env = useBrowserSuite()

  it("alerts 'Aucun identifiant enregistré.' without stored credentials", async () => {
    const page = await (await env.context('phone')).newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Cliquez pour lancer' }).click()
    const alert = page.getByRole('alertdialog')
    await alert.getByText('Aucun identifiant enregistré.').waitFor()
    await screenshot(page, 'autologin-none-phone')
    await alert.getByRole('button', { name: 'OK' }).click()
    await alert.waitFor({ state: 'hidden' })
  })

  it('logs in with the credentials kept by Se souvenir de moi, and goes to /home', async () => {
    const page = await (await env.context('phone')).newPage()
    const player = newPlayer('delta')
    await page.goto('/login')
    await signUp(page, player)
    await logIn(page, player, { remember: true, open: false })
    await logOut(page)
    expect(await page.evaluate(() => localStorage.getItem('credentials'))).not.toBeNull()

    await page.getByRole('button', { name: 'Cliquez pour lancer' }).click()
    await page.waitForURL('**/home')
    await page.getByRole('heading', { level: 1, name: `Bienvenue, ${player.pseudo} !` }).waitFor()
  })

  it("alerts 'Erreur de connexion automatique' when the stored credentials fail", async () => {
    const page = await (await env.context('phone')).newPage()
    await page.goto('/')
    await page.evaluate(() => {
      localStorage.setItem('credentials', JSON.stringify({ pseudo: 'inconnu', password: 'faux-mot-de-passe' }))
    })
    await page.getByRole('button', { name: 'Cliquez pour lancer' }).click()
    await page.getByRole('alertdialog').getByText('Erreur de connexion automatique').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('is not offered on desktop', async () => {
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Commencer' }).waitFor()
    expect(await page.getByRole('button', { name: 'Cliquez pour lancer' }).count()).toBe(0)
  })
})
