// The theme chosen in Paramètres is saved and survives reloads.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { signUpAndLogIn } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

describe.skipIf(!hasChromium())('theme', () => {
  const env = useBrowserSuite()

  it('is light by default, then dark after choosing Sombre, across reloads', async () => {
    const page = await (await env.context('desktop')).newPage()
    await page.goto('/login')
    await signUpAndLogIn(page)
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await theme()).toBe('light')
    const light = await background()

    await page.goto('/settings')
    await page.getByRole('combobox', { name: 'Thème' }).click()
    const reloaded = page.waitForEvent('load')
    await page.getByRole('option', { name: 'Sombre' }).click()
    await reloaded
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor()
    expect(await theme()).toBe('dark')
    expect(await background()).not.toBe(light)
    await expect.poll(() => page.getByRole('combobox', { name: 'Thème' }).textContent()).toContain('Sombre')
    await screenshot(page, 'theme-dark-settings-desktop')

    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor()
    expect(await theme()).toBe('dark')

    // the preference is the account's: a new browser session gets it from the profile
    const other = await (await env.context('phone')).newPage()
    await other.goto('/login')
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user')!))
    const profile = await (await fetch(`${env.server.url}/api/user/${session.id}`, { headers: { authorization: `Bearer ${session.accessToken}` } })).json()
    expect(JSON.parse(profile.preferences)).toEqual({ theme: 'dark' })
  })
})
