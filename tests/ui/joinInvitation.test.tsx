// « Rejoindre » on a private-game invitation (Home's « En attente », the invitation's toast) joins the
// game at once, with the call of the code form (POST /api/games/private/join), and goes to it; a
// refusal says why, in French, and the player stays where they were.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { dispatchEvent } from '../../src/state'
import { json, type Handler } from './helpers/fakeServer'
import { PLAYER, renderApp } from './helpers/renderApp'

// The battle screen is its own chunk, tested in game.test.tsx: here it only shows where the join went.
vi.mock('../../src/ui/pages/game/GamePage', () => ({ default: () => <p>écran de combat</p> }))

const ME = { id: 7, pseudo: 'Aelis', level: 700, rating: 1000, bot: false }
const DORN = { id: 32, pseudo: 'Dorn', level: 300, rating: 1000, bot: false }
const JOINED = { id: 51, type: 'private', status: 'PLAYING', joueur1: DORN, joueur2: ME, code: 'XYZ789' }
const INVITATION = { gameId: 51, gameCode: 'XYZ789', from: { id: 32, pseudo: 'Dorn' } }

function openHome(join: Handler | ReturnType<typeof json>) {
  return renderApp({
    path: '/home',
    session: PLAYER,
    handlers: {
      'GET /api/games/user/{userId}': json([]),
      'GET /api/solo-combat-game/stages/{userId}': json([]),
      'GET /api/friends/requests/{userId}': json({ incoming: [], outgoing: [] }),
      'GET /api/friends/{userId}': json([]),
      'GET /api/news': json([]),
      'GET /api/games/invitations': json([{ ...INVITATION, createdAt: '2026-11-20T10:00:00.000Z' }]),
      'POST /api/games/private/join': join,
    },
  })
}

const inbox = () => screen.findByRole('region', { name: /^En attente/ })

describe('« Rejoindre » on an invitation', () => {
  it('in « En attente »: joins with the code at once and goes to the game', async () => {
    const { server, probe } = openHome(json(JOINED))
    fireEvent.click(await within(await inbox()).findByRole('button', { name: 'Rejoindre la partie de Dorn' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/51'))
    expect(probe.state).toEqual({ gameCode: 51 })
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/games/private/join').map((c) => c.body)).toEqual([
      { gameCode: 'XYZ789', userId: 7 },
    ])
    expect(await screen.findByText('écran de combat')).toBeInTheDocument()
  })

  it('in « En attente »: a refusal says why in French, stays on Home, and the invitation leaves the list', async () => {
    const { probe } = openHome(json({ message: 'Cette partie est déjà complète.', status: 409 }, 409))
    const panel = await inbox()
    fireEvent.click(await within(panel).findByRole('button', { name: 'Rejoindre la partie de Dorn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('La partie de Dorn n’a pas pu être rejointe. Cette partie est déjà complète.')
    expect(probe.pathname).toBe('/home')
    expect(within(panel).queryByText('Dorn vous invite à une partie privée.')).toBeNull()
  })

  it('in « En attente »: without an answer, the invitation stays to try again', async () => {
    openHome(() => new TypeError('Failed to fetch'))
    const panel = await inbox()
    fireEvent.click(await within(panel).findByRole('button', { name: 'Rejoindre la partie de Dorn' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/^La partie de Dorn n’a pas pu être rejointe\./)
    expect(within(panel).getByRole('button', { name: 'Rejoindre la partie de Dorn' })).toBeEnabled()
  })

  it('in the toast the event stream shows: joins at once and goes to the game', async () => {
    const { server, probe, store } = openHome(json(JOINED))
    await inbox()
    act(() => dispatchEvent(store.get, store.set, { event: 'invitation', data: JSON.stringify(INVITATION), id: null }))
    const toast = screen.getByTestId('toast')
    expect(toast).toHaveTextContent('Dorn vous invite à une partie privée.')
    fireEvent.click(within(toast).getByRole('button', { name: 'Rejoindre la partie de Dorn' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/51'))
    expect(server.count('POST', '/api/games/private/join')).toBe(1)
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull())
  })
})
