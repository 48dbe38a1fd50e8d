// Forgotten password through the dev outbox (DATA_DIR/outbox/*.json) to a new password.
import { describe, expect, it } from 'vitest'
import { hasChromium, screenshot } from './helpers/browser'
import { logIn, newPlayer, signUp } from './helpers/player'
import { useBrowserSuite } from './helpers/suite'

describe.skipIf(!hasChromium())('forgotten password', () => {
  const env = useBrowserSuite()

  it('sends a link by e-mail and sets a new password', async () => {
    const page = await (await env.context('phone')).newPage()
    const player = newPlayer('gamma')
    await page.goto('/login')
    await signUp(page, player)

    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
    await page.waitForURL('**/resetpassword')
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor()
    await page.getByLabel('Adresse e-mail').fill(player.email)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByText(/un e-mail avec un lien de réinitialisation/).waitFor()
    await screenshot(page, 'password-forgot-phone')

    const mailOf = () => env.server.outbox().find((m) => m.to === player.email)
    await expect.poll(mailOf, { message: 'an e-mail in the outbox' }).toBeTruthy()
    const mail = mailOf()
    const link = /https?:\/\/\S+\/change-password\/[\w-]+/.exec(mail!.text)?.[0]
    expect(link).toBeTruthy()

    await page.goto(link!)
    await page.getByRole('heading', { level: 1, name: 'Changez de mot de passe' }).waitFor()
    await page.getByLabel('Nouveau mot de passe').fill('court')
    await page.getByLabel('Confirmation du mot de passe').fill('autre')
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor()
    await screenshot(page, 'password-reset-errors-phone')

    const fresh = 'nouveau-mot-de-passe-7'
    await page.getByLabel('Nouveau mot de passe').fill(fresh)
    await page.getByLabel('Confirmation du mot de passe').fill(fresh)
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
    await page.waitForURL('**/login?reset=success')
    await page.getByTestId('toast').filter({ hasText: 'Votre mot de passe a été modifié' }).waitFor()
    await page.getByRole('tabpanel', { name: 'Connexion' }).getByText(/Votre mot de passe a été modifié/).waitFor()
    await screenshot(page, 'password-changed-phone')

    // the old password no longer works, the new one does
    const form = page.getByRole('tabpanel', { name: 'Connexion' })
    await form.getByLabel('Pseudo ou e-mail').fill(player.pseudo)
    await form.getByLabel('Mot de passe', { exact: true }).fill(player.password)
    await form.getByRole('button', { name: 'Se connecter' }).click()
    await form.getByRole('alert').filter({ hasText: 'Identifiants incorrects' }).waitFor()
    await logIn(page, { pseudo: player.pseudo, password: fresh }, { open: false })
    expect(new URL(page.url()).pathname).toBe('/home')
  })
})
