// A player's page (/player/{userId}), opened from the friends list or Home: the friend's pseudo,
// level, rating and presence, their rating chart, win rate per mode, most played cards and recent
// games with « Revoir » links; a clear French note for a player who is not a friend (403), an
// unknown one (404) or an odd address; the signed-in player's own id leads to Profil.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'

vi.mock('../../src/ui/pages/profile/RatingChart', () => ({ default: () => <div data-testid="rating-chart" /> }))

const ref = (id: number, pseudo: string) => ({ id, pseudo, level: 1300, rating: 1040, bot: false })
const BORIN = ref(9, 'Borin')
const STATS = {
  player: BORIN,
  rating: 1040,
  ratingHistory: [
    { gameId: 11, at: '2026-03-01T10:00:00.000Z', rating: 1016, change: 16 },
    { gameId: 14, at: '2026-03-03T10:00:00.000Z', rating: 1040, change: 24 },
  ],
  modes: [
    { type: 'ranked', played: 2, won: 2, lost: 0 },
    { type: 'unranked', played: 0, won: 0, lost: 0 },
    { type: 'private', played: 1, won: 0, lost: 1 },
    { type: 'training', played: 0, won: 0, lost: 0 },
    { type: 'solo', played: 0, won: 0, lost: 0 },
  ],
  topCards: [{ cardId: 4, nom: 'Garde du Pont', rarete: 'commune', imageDeBase: '/assets/cards/garde.webp', plays: 7 }],
}
const HISTORY = {
  games: [
    { id: 21, type: 'private', joueur1: ref(7, 'Aelis'), joueur2: BORIN, winner: 1, won: false, endReason: 'board-full', moveCount: 18, replay: true, startedAt: null, endedAt: '2026-03-04T10:00:00.000Z' },
  ],
  nextBefore: null,
}
const FRIEND = { id: 100, user: BORIN, since: '2025-01-05T10:00:00.000Z', online: true, playing: { gameId: 300, type: 'ranked' } }

function openPlayer(path: string, handlers: Record<string, Handler | ReturnType<typeof json>> = {}) {
  return renderApp({
    path,
    session: PLAYER,
    handlers: {
      'GET /api/user/{id}': (_r, params) => json(params.id === 'ranking' ? [] : profileOf(PLAYER)),
      'GET /api/friends/{userId}': json([FRIEND]),
      'GET /api/users/{userId}/stats': json(STATS),
      'GET /api/users/{userId}/games': json(HISTORY),
      ...handlers,
    },
  })
}

describe('a player’s page', () => {
  it('shows a friend: who they are, online in a game, their statistics and recent games with « Revoir »', async () => {
    const { server, probe } = openPlayer('/player/9')
    expect(await screen.findByRole('heading', { level: 1, name: 'Borin' })).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'Borin' })
    expect(within(summary).getByText('Niv. 3')).toBeInTheDocument()
    expect(within(summary).getByText('Elo 1040')).toBeInTheDocument()
    expect(await within(summary).findByRole('img', { name: 'Borin est en ligne' })).toBeInTheDocument()
    expect(within(summary).getByText(/En partie · Classée · Ami depuis le/)).toBeInTheDocument()
    expect(within(summary).getByRole('link', { name: 'Regarder la partie de Borin' })).toHaveAttribute('href', '/watch/300')

    const rating = await screen.findByRole('region', { name: 'Évolution du classement' })
    expect(within(rating).getByText(/Classement actuel : 1.040/)).toBeInTheDocument()
    const modes = screen.getByRole('region', { name: 'Victoires par mode' })
    expect(within(modes).getByRole('img', { name: 'Classée : 100 % de victoires sur 2 parties' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Garde du Pont, posée 7 fois' })).toBeInTheDocument()
    const recent = screen.getByRole('region', { name: 'Parties récentes' })
    // the result is Borin's: he lost to Aelis
    expect(await within(recent).findByText('Défaite')).toBeInTheDocument()
    expect(within(recent).getByText(/contre Aelis/)).toBeInTheDocument()
    expect(within(recent).getByRole('link', { name: 'Revoir la partie contre Aelis' })).toHaveAttribute('href', '/replay/21')
    expect(server.calls.some((c) => c.path === '/api/users/9/stats')).toBe(true)
    expect(server.calls.some((c) => c.path === '/api/users/9/games')).toBe(true)

    fireEvent.click(within(summary).getByRole('button', { name: /Inviter à une partie/ }))
    await waitFor(() => expect(probe.pathname).toBe('/game'))
    expect(probe.state).toEqual({ inviteFriendId: 9 })
  })

  it('speaks of the friend, not of « vous », when they have played nothing', async () => {
    const empty = { ...STATS, ratingHistory: [], modes: STATS.modes.map((m) => ({ ...m, played: 0, won: 0, lost: 0 })), topCards: [] }
    openPlayer('/player/9', { 'GET /api/users/{userId}/stats': json(empty), 'GET /api/users/{userId}/games': json({ games: [], nextBefore: null }) })
    expect(await screen.findByText('Aucune partie classée pour le moment.')).toBeInTheDocument()
    expect(screen.getByText('Aucune carte posée pour le moment.')).toBeInTheDocument()
    expect(screen.queryByText(/votre classement|vos cartes/)).toBeNull()
  })

  it('says in French that the page is for friends when the server refuses (403), with a way to the Amis page', async () => {
    const refused = json({ message: 'Seuls ce joueur, ses amis et les administrateurs peuvent voir ses statistiques.', status: 403 }, 403)
    openPlayer('/player/40', { 'GET /api/users/{userId}/stats': refused, 'GET /api/users/{userId}/games': refused })
    expect(await screen.findByRole('heading', { level: 1, name: 'Page réservée à ses amis' })).toBeInTheDocument()
    expect(screen.getByText(/Seuls ses amis et les administrateurs peuvent voir la page de ce joueur/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Aller à la page Amis/ })).toHaveAttribute('href', '/friends')
  })

  it('says the player is unknown (404) or the address odd, and offers « Réessayer » when the page cannot be read', async () => {
    const { unmount } = openPlayer('/player/404', { 'GET /api/users/{userId}/stats': json({ message: 'Utilisateur introuvable.', status: 404 }, 404) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Joueur introuvable' })).toBeInTheDocument()
    unmount()
    const odd = openPlayer('/player/abc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Joueur introuvable' })).toBeInTheDocument()
    expect(odd.server.calls.some((c) => c.path.includes('/stats'))).toBe(false)
    odd.unmount()
    let calls = 0
    openPlayer('/player/9', { 'GET /api/users/{userId}/stats': () => (++calls === 1 ? json({ message: 'Erreur', status: 503 }, 503) : json(STATS)) })
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Borin' })).toBeInTheDocument()
  })

  it('leads the signed-in player’s own id to Profil', async () => {
    const { probe } = openPlayer('/player/7')
    await waitFor(() => expect(probe.pathname).toBe('/profile'))
  })
})
