// A fresh context already signed in as a new player made through the API, for the files whose subject
// is not the sign-up or the login (those go through the interface in auth.test.ts, password.test.ts,
// autologin.test.ts, console.test.ts, csp.test.ts and defects.test.ts): saves a page load and a
// form per player. The session goes into the tab's sessionStorage before the app's code runs, as the
// login stores it, once per tab (a logout is not undone by the next navigation).
import type { BrowserContext, Page } from 'playwright-core'
import type { ViewportName } from './browser'
import { apiPlayer, type ApiSession } from './gameApi'
import type { Suite } from './suite'

/** Puts `s` into each new tab's sessionStorage (and `local` into localStorage) before the app starts. */
export async function signInContext(context: BrowserContext, s: ApiSession, local: Record<string, string> = {}): Promise<void> {
  const session = { id: s.id, accessToken: s.accessToken, admin: s.admin }
  await context.addInitScript(
    ({ session, local }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return
      sessionStorage.setItem('e2e-signed-in', '1')
      sessionStorage.setItem('user', JSON.stringify(session))
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    },
    { session, local },
  )
}

/** A new player (through the API) and a page of a new context at `size`, signed in as them. */
export async function signedInPage(env: Suite, size: ViewportName = 'desktop', options: { prefix?: string; local?: Record<string, string> } = {}): Promise<{ page: Page; me: ApiSession }> {
  const me = await apiPlayer(env.server.url, options.prefix)
  const context = await env.context(size)
  await signInContext(context, me, options.local)
  return { page: await context.newPage(), me }
}

/** localStorage for battle pages: the full-screen offer already declined. */
export const NO_FULLSCREEN_OFFER = { 'fullscreen-dismissed': 'true' }
