// Home when the installed app starts offline: the profile request fails, so the header and Home show
// the credit and level of the last profile read on this device, said to be the last known values —
// never an invented « 0 pts ».
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { json } from '../helpers/fakeServer'
import { PLAYER, profileOf, renderApp } from '../helpers/renderApp'

const HOME = {
  'GET /api/games/user/{userId}': json([]),
  'GET /api/friends/requests/{userId}': json({ incoming: [], outgoing: [] }),
  'GET /api/friends/{userId}': json([]),
  'GET /api/news': json([]),
  'GET /api/games/invitations': json([]),
}
const PROFILE_UNREADABLE = { 'GET /api/user/{id}': json({ message: 'Vous êtes hors ligne : cette action a besoin d’une connexion.', status: 503 }, 503) }
const LAST_KNOWN_HINT = 'Crédit et niveau de votre dernière connexion : votre profil n’a pas pu être actualisé.'

const creditBadge = () => screen.getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')

function goOffline() {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
}
afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).onLine // back to Navigator.prototype's
})

describe('offline Home', () => {
  it('shows the last known credit and level, with a hint that they are the last known, when the profile request fails', async () => {
    // online once: the profile read is kept on this device
    const online = renderApp({ path: '/home', session: PLAYER, profile: { credit: 1250, level: 700 }, handlers: HOME })
    await waitFor(() => expect(creditBadge()).toBe('1 250 pts'))
    online.unmount()

    goOffline()
    const { server } = renderApp({ path: '/home', session: PLAYER, handlers: { ...HOME, ...PROFILE_UNREADABLE } })
    expect(await screen.findByText(LAST_KNOWN_HINT)).toBeInTheDocument()
    expect(server.count('GET', '/api/user/7')).toBeGreaterThanOrEqual(1)
    expect(creditBadge()).toBe('1 250 pts')
    expect(screen.getByRole('button', { name: /^Crédit : 1\s250 pts \(dernière valeur connue\)/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Aelis !' })).toBeInTheDocument()
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Niv. 2')).toBeInTheDocument()
    expect(screen.getAllByText('Niv. 2').length).toBeGreaterThanOrEqual(2) // the header's and Home's level bars
  })

  it('once the profile is read again, the hint leaves and the fresh values show', async () => {
    const online = renderApp({ path: '/home', session: PLAYER, profile: { credit: 1250, level: 700 }, handlers: HOME })
    await waitFor(() => expect(creditBadge()).toBe('1 250 pts'))
    online.unmount()
    const fresh = profileOf(PLAYER, { credit: 2000, level: 700 })
    const { setProfile } = renderApp({ path: '/home', session: PLAYER, handlers: { ...HOME, ...PROFILE_UNREADABLE } })
    expect(await screen.findByText(LAST_KNOWN_HINT)).toBeInTheDocument()
    expect(creditBadge()).toBe('1 250 pts')
    act(() => setProfile(fresh)) // as the next successful read does
    await waitFor(() => expect(creditBadge()).toBe('2 000 pts'))
    expect(screen.queryByText(LAST_KNOWN_HINT)).toBeNull()
  })

  it('with nothing known on this device, no credit is invented: no « 0 pts »', async () => {
    goOffline()
    renderApp({ path: '/home', session: PLAYER, handlers: { ...HOME, ...PROFILE_UNREADABLE } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue dans l’arène !' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ouvrir la boutique de skins' })).toBeInTheDocument())
    expect(screen.queryByText(/0 pts/)).toBeNull()
    expect(screen.queryByText(LAST_KNOWN_HINT)).toBeNull()
  })
})
