// Game set-up through the API for the battle tests and the screenshot script: accounts, decks,
// games, friends; and opening a game route with its navigation state.
import type { Page } from 'playwright-core'
import { clientHeaders } from './server'

export interface ApiSession {
  id: number
  accessToken: string
  admin: boolean
  pseudo: string
  password: string
}

export async function call<T = any>(base: string, session: ApiSession | null, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...clientHeaders(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session ? { Authorization: `Bearer ${session.accessToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const data = text ? JSON.parse(text) : null
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`)
  return data as T
}

let n = 0
/** Signs up and signs in a new player through the API. */
export async function apiPlayer(base: string, prefix = 'api'): Promise<ApiSession> {
  n += 1
  const pseudo = `${prefix}_${Date.now().toString(36).slice(-5)}${n}`.slice(0, 20)
  const password = 'mot-de-passe-42'
  await call(base, null, 'POST', '/auth/signup', { pseudo, email: `${pseudo}@exemple.fr`, password, passwordConfirmation: password })
  const s = await call<{ id: number; accessToken: string; admin: boolean }>(base, null, 'POST', '/auth/signin', { pseudo, password })
  return { ...s, pseudo, password }
}

export async function starterDeckId(base: string, s: ApiSession): Promise<number> {
  const decks = await call<{ id: number; playable: boolean }[]>(base, s, 'GET', `/api/decksplayer/user/${s.id}`)
  const deck = decks.find((d) => d.playable)
  if (!deck) throw new Error('no playable deck')
  return deck.id
}

/** An unranked game between a and b; decks chosen unless told otherwise. Returns the game. */
export async function unrankedGame(base: string, a: ApiSession, b: ApiSession, options: { decks?: boolean } = {}): Promise<any> {
  const game = await call(base, a, 'POST', '/api/games/unranked', { userId: a.id })
  await call(base, b, 'POST', '/api/games/unranked', { userId: b.id })
  if (options.decks !== false) {
    await call(base, a, 'POST', `/api/games/unranked/decks/${game.id}`, { userId: a.id, deckId: await starterDeckId(base, a) })
    await call(base, b, 'POST', `/api/games/unranked/decks/${game.id}`, { userId: b.id, deckId: await starterDeckId(base, b) })
  }
  return call(base, a, 'GET', `/api/games/${game.id}`)
}

/**
 * A private game between a and b (made friends here), b joining by its code; decks chosen. Returns
 * the game. No queue pairs it: a file on the shared server can use it (an unranked game's pairing
 * could seat a player of another file).
 */
export async function privateGame(base: string, a: ApiSession, b: ApiSession): Promise<any> {
  const request = await call(base, a, 'POST', '/api/friends/send', { userId: a.id, friendId: b.id })
  await call(base, b, 'POST', '/api/friends/accept', { userId: b.id, requestId: request.id })
  const created = await call(base, a, 'POST', '/api/games/private/create', { userId: a.id, friendId: b.id })
  await call(base, b, 'POST', '/api/games/private/join', { userId: b.id, gameCode: created.code })
  for (const s of [a, b]) await call(base, s, 'POST', `/api/games/private/decks/${created.id}`, { userId: s.id, deckId: await starterDeckId(base, s) })
  return call(base, a, 'GET', `/api/games/${created.id}`)
}

/** Plays a legal move for s (first free card slot with the first hand card, else a spell). */
export async function playSomething(base: string, s: ApiSession, gameId: number): Promise<any> {
  const game = await call(base, s, 'GET', `/api/games/${gameId}`)
  const card = game.hand?.cartes?.[0]
  const index = game.plateau.findIndex((v: number | null, i: number) => v === null && !(game.plateauspell[i] !== null && false))
  if (card && index >= 0) return call(base, s, 'POST', `/api/games/${game.type}/plate/${gameId}`, { userId: s.id, cardId: card.id, index, version: game.version })
  const spell = game.hand?.spells?.[0]
  const si = game.plateauspell.findIndex((v: number | null) => v === null)
  return call(base, s, 'POST', `/api/games/${game.type}/plate/${gameId}`, { userId: s.id, spellId: spell.id, index: si, version: game.version })
}

/** Puts the session in sessionStorage (as the login does) on the app's origin. */
export async function useSession(page: Page, s: ApiSession): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/about')
  await page.evaluate((session) => sessionStorage.setItem('user', JSON.stringify(session)), { id: s.id, accessToken: s.accessToken, admin: s.admin })
}

/** Opens a game route with its navigation state, as the Parties page does (navigate(path, { state })). */
export async function openGame(page: Page, path: string, state: Record<string, unknown>): Promise<void> {
  await page.goto('/about')
  await page.evaluate(
    ({ path, state }) => {
      window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', path)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    },
    { path, state },
  )
  await page.waitForURL((url) => url.pathname === path)
}

/** Saves the player's theme (the profile's preference decides the theme on every device). */
export const setTheme = (base: string, s: ApiSession, theme: 'light' | 'dark'): Promise<unknown> =>
  call(base, s, 'POST', '/api/user/setting', { userId: s.id, preferences: { theme } })
