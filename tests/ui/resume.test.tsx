// On load with a game in progress, the app goes to that game's route by its type, passing
// gameCode (gameId for training) as navigation state (spec §2).
import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { gameRouteFor } from '../../src/ui/router/paths'
import { gameIdOf } from '../../src/ui/pages/game/gameRoute'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const CASES = [
  { type: 'ranked', path: '/game/ranked', state: { gameCode: 41 }, title: 'Partie classée' },
  { type: 'unranked', path: '/game/unranked', state: { gameCode: 41 }, title: 'Unranked Game' },
  { type: 'private', path: '/game/private/41', state: { gameCode: 41 }, title: 'Partie privée' },
  { type: 'solo', path: '/game/solo/41', state: { gameCode: 41 }, title: 'Combat solo' },
  { type: 'training', path: '/game/training/41', state: { gameId: 41 }, title: 'Entraînement' },
] as const

describe('game in progress', () => {
  it.each(CASES)('maps a $type game to $path', ({ type, path, state }) => {
    expect(gameRouteFor({ id: 41, type })).toEqual({ path, state })
  })

  it.each(CASES)('goes from /home to the $type game on load', async ({ type, path, state, title }) => {
    const { probe } = renderApp({
      path: '/home',
      session: PLAYER,
      handlers: { 'GET /api/games/check/{userId}': json({ id: 41, type, status: 'PLAYING', code: null }) },
    })
    await waitFor(() => expect(probe.pathname).toBe(path))
    expect(probe.state).toEqual(state)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })

  it('stays put without a game in progress, or when the check fails', async () => {
    const none = renderApp({ path: '/profile', session: PLAYER })
    await screen.findByRole('heading', { level: 1, name: 'Profil' })
    await waitFor(() => expect(none.server.count('GET', '/api/games/check/7')).toBe(1))
    expect(none.probe.pathname).toBe('/profile')
    none.unmount()

    const broken = renderApp({ path: '/profile', session: PLAYER, handlers: { 'GET /api/games/check/{userId}': new TypeError('Failed to fetch') } })
    await screen.findByRole('heading', { level: 1, name: 'Profil' })
    expect(broken.probe.pathname).toBe('/profile')
  })

  it('checks once per session, not on every page change', async () => {
    const { probe, server } = renderApp({ path: '/profile', session: PLAYER })
    await screen.findByRole('heading', { level: 1, name: 'Profil' })
    await waitFor(() => expect(server.count('GET', '/api/games/check/7')).toBe(1))
    await act(async () => void probe.navigate('/settings'))
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' })
    await act(async () => void probe.navigate('/news'))
    await screen.findByRole('heading', { level: 1, name: 'News' })
    expect(server.count('GET', '/api/games/check/7')).toBe(1)
  })

  it('does not check without a session', async () => {
    const { server } = renderApp({ path: '/' })
    await screen.findByRole('heading', { level: 1, name: 'Arène des Cartes' })
    expect(server.count('GET', '/api/games/check/7')).toBe(0)
  })

  it("shows 'Code de jeu manquant' on a game route without an id", async () => {
    renderApp({ path: '/game/unranked', session: PLAYER })
    expect(await screen.findByRole('heading', { level: 1, name: 'Code de jeu manquant' })).toBeInTheDocument()
  })

  it('reads the id from the path, else gameCode, else gameId', () => {
    expect(gameIdOf({ GameId: '5' }, null)).toBe('5')
    expect(gameIdOf({}, { gameCode: 6 })).toBe('6')
    expect(gameIdOf({}, { gameId: 7 })).toBe('7')
    expect(gameIdOf({}, null)).toBeNull()
  })
})
