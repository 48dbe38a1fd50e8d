// Signing up and logging in through the UI, as a player would.
import type { Page } from 'playwright-core'

export interface Player {
  pseudo: string
  email: string
  password: string
}

let counter = 0
/** A new unique player (pseudo of 3–20 letters, digits, _ . -). */
export function newPlayer(prefix = 'joueur'): Player {
  counter += 1
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`
  const pseudo = `${prefix}_${tag}`.slice(0, 20)
  return { pseudo, email: `${pseudo}@exemple.fr`, password: 'mot-de-passe-42' }
}

/** Signs up on /login's Inscription tab; ends on the Connexion tab with the pseudo filled in. */
export async function signUp(page: Page, player: Player): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login')
  await page.getByRole('tab', { name: 'Inscription' }).click()
  const form = page.getByRole('tabpanel', { name: 'Inscription' })
  await form.getByLabel('Pseudo', { exact: true }).fill(player.pseudo)
  await form.getByLabel('Adresse e-mail').fill(player.email)
  await form.getByLabel('Mot de passe', { exact: true }).fill(player.password)
  await form.getByLabel('Confirmation du mot de passe').fill(player.password)
  await form.getByRole('button', { name: 'Créer mon compte' }).click()
  await page.getByRole('tab', { name: 'Connexion', selected: true }).waitFor()
}

/** Logs in on /login (already open, or opened). `remember` ticks 'Se souvenir de moi'. */
export async function logIn(page: Page, player: Pick<Player, 'pseudo' | 'password'>, options: { remember?: boolean; open?: boolean } = {}): Promise<void> {
  if (options.open !== false && !page.url().includes('/login')) await page.goto('/login')
  const form = page.getByRole('tabpanel', { name: 'Connexion' })
  await form.getByLabel('Pseudo ou e-mail').fill(player.pseudo)
  await form.getByLabel('Mot de passe', { exact: true }).fill(player.password)
  const box = form.getByRole('checkbox', { name: /Se souvenir de moi/ })
  if ((await box.getAttribute('aria-checked')) !== String(!!options.remember)) await box.click()
  await form.getByRole('button', { name: 'Se connecter' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}

/** Signs up then logs in: the quickest way to a fresh logged-in player. */
export async function signUpAndLogIn(page: Page, player: Player = newPlayer(), options: { remember?: boolean } = {}): Promise<Player> {
  await signUp(page, player)
  await logIn(page, player, { ...options, open: false })
  return player
}

/** Logs out through the interface of the current layout (header on desktop, drawer on phones). */
export async function logOut(page: Page): Promise<void> {
  const header = page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })
  if (await header.isVisible()) await header.click()
  else {
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('button', { name: 'Plus' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click()
  }
  await page.waitForURL((url) => url.pathname === '/')
}
