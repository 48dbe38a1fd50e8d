// The Profil page's statistics (GET /api/users/{userId}/stats, GET /api/users/{userId}/games): the
// rating chart (lazily loaded; uPlot needs a canvas jsdom lacks, so the chart module is replaced by a
// probe that records its points), win rate per mode, most played cards with their art, the recent
// games with their replay links, and the French empty and error states.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'

const chartPoints = vi.hoisted(() => [] as unknown[][])
vi.mock('../../src/ui/pages/profile/RatingChart', () => ({
  default: ({ points }: { points: unknown[] }) => {
    chartPoints.push(points)
    return <div data-testid="rating-chart" />
  },
}))

const STATS = {
  rating: 1029,
  ratingHistory: [
    { gameId: 11, at: '2026-03-01T10:00:00.000Z', rating: 1016, change: 16 },
    { gameId: 12, at: '2026-03-02T10:00:00.000Z', rating: 1001, change: -15 },
    { gameId: 14, at: '2026-03-03T10:00:00.000Z', rating: 1029, change: 28 },
  ],
  modes: [
    { type: 'ranked', played: 3, won: 2, lost: 1 },
    { type: 'unranked', played: 4, won: 3, lost: 1 },
    { type: 'private', played: 0, won: 0, lost: 0 },
    { type: 'training', played: 10, won: 5, lost: 5 },
    { type: 'solo', played: 1, won: 1, lost: 0 },
  ],
  topCards: [
    { cardId: 4, nom: 'Garde du Pont', rarete: 'commune', imageDeBase: '/assets/cards/garde.webp', plays: 12 },
    { cardId: 9, nom: 'Dragonne', rarete: 'légendaire', imageDeBase: '/assets/cards/dragonne.webp', plays: 1 },
  ],
}

const ref = (id: number, pseudo: string) => ({ id, pseudo, level: 100, rating: 1000, bot: false })
const HISTORY = {
  games: [
    { id: 14, type: 'ranked', joueur1: ref(7, 'Aelis'), joueur2: ref(3, 'Borin'), winner: 1, won: true, endReason: 'board-full', moveCount: 18, replay: true, startedAt: null, endedAt: '2026-03-03T10:00:00.000Z' },
    { id: 13, type: 'training', joueur1: ref(7, 'Aelis'), joueur2: { ...ref(2, 'Bot moyen'), bot: true }, winner: 2, won: false, endReason: 'quit', moveCount: 4, replay: false, startedAt: null, endedAt: '2026-03-02T12:00:00.000Z' },
  ],
  nextBefore: null,
}

const EMPTY = { rating: 1000, ratingHistory: [], modes: STATS.modes.map((m) => ({ ...m, played: 0, won: 0, lost: 0 })), topCards: [] }

function openProfile(stats: Handler | ReturnType<typeof json>, history: Handler | ReturnType<typeof json> = json(HISTORY)) {
  return renderApp({
    path: '/profile',
    session: PLAYER,
    handlers: {
      'GET /api/user/{id}': (_r, params) => json(params.id === 'ranking' ? [] : profileOf(PLAYER, { rating: 1029 })),
      'GET /api/users/{userId}/stats': stats,
      'GET /api/users/{userId}/games': history,
    },
  })
}

const region = (name: string) => screen.findByRole('region', { name })

describe('profile statistics', () => {
  it('draws the rating history, the win rate per mode and the most played cards with their art', async () => {
    const { server } = openProfile(json(STATS))
    const rating = await region('Évolution du classement')
    expect(within(rating).getByText('Classement actuel : 1 029', { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument()
    expect(within(rating).getByText(/3 parties classées · Entre 1 001 et 1 029/, { normalizer: (s) => s.replace(/\s/g, ' ') })).toBeInTheDocument()
    expect(within(rating).getByRole('img', { name: /sur 3 parties classées, de 1\s000 à 1\s029/ })).toBeInTheDocument()
    await within(rating).findByTestId('rating-chart')
    expect(chartPoints.at(-1)).toEqual(STATS.ratingHistory)
    expect(server.calls.some((c) => c.path === '/api/users/7/stats')).toBe(true)

    const modes = await region('Victoires par mode')
    expect(within(modes).getByRole('img', { name: 'Classée : 67 % de victoires sur 3 parties' })).toBeInTheDocument()
    expect(within(modes).getByRole('img', { name: 'Entraînement : 50 % de victoires sur 10 parties' })).toBeInTheDocument()
    expect(within(modes).getByRole('img', { name: 'Solo : 100 % de victoires sur 1 partie' })).toBeInTheDocument()
    expect(within(modes).getByText('3 V · 1 D')).toBeInTheDocument()
    const privateRow = within(modes).getByText('Privée').closest('li')!
    expect(within(privateRow).getByText('Pas encore jouée')).toBeInTheDocument()

    const cards = await region('Cartes les plus jouées')
    const tiles = within(cards).getAllByRole('listitem')
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual(['Garde du Pont, posée 12 fois', 'Dragonne, posée 1 fois'])
    expect(tiles[1]).toHaveAttribute('data-rarity', 'légendaire')
    await waitFor(() => expect(tiles[0].querySelector('img')?.getAttribute('src')).toMatch(/garde\.webp$/))
  })

  it('lists the recent games with a replay link when the game was recorded', async () => {
    const { server } = openProfile(json(STATS))
    const recent = await region('Parties récentes')
    const link = await within(recent).findByRole('link', { name: 'Revoir la partie contre Borin' })
    expect(link).toHaveAttribute('href', '/replay/14')
    const rows = within(recent).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Victoire')
    expect(rows[0]).toHaveTextContent('Classée · contre Borin')
    expect(rows[1]).toHaveTextContent('Défaite')
    expect(rows[1]).toHaveTextContent('Entraînement · contre Bot moyen')
    expect(within(rows[1]).getByText('Pas de replay')).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/users/7/games')?.search).toBe('?limit=5')
  })

  it('says in French when there is nothing yet', async () => {
    openProfile(json(EMPTY), json({ games: [], nextBefore: null }))
    const rating = await region('Évolution du classement')
    expect(within(rating).getByText(/Aucune partie classée pour le moment/)).toBeInTheDocument()
    expect(within(rating).queryByRole('img')).toBeNull()
    expect(within(await region('Victoires par mode')).getByText('Aucune partie terminée pour le moment.')).toBeInTheDocument()
    expect(within(await region('Cartes les plus jouées')).getByText(/Aucune carte posée pour le moment/)).toBeInTheDocument()
    expect(await within(await region('Parties récentes')).findByText('Aucune partie terminée pour le moment.')).toBeInTheDocument()
  })

  it('after one ranked game, names the game without a span « Entre 1 016 et 1 016 »', async () => {
    openProfile(json({ ...STATS, rating: 1016, ratingHistory: STATS.ratingHistory.slice(0, 1) }))
    const rating = await region('Évolution du classement')
    expect(within(rating).getByText('1 partie classée')).toBeInTheDocument()
    expect(within(rating).queryByText(/Entre/)).toBeNull()
  })

  it('offers a retry when the statistics cannot be read', async () => {
    let fail = true
    openProfile(() => (fail ? json({ message: 'Erreur interne.', status: 500 }, 500) : json(STATS)), json({ message: 'Non.', status: 403 }, 403))
    const retry = await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 8000 })
    expect(screen.getByText('Les statistiques ne peuvent pas être chargées pour le moment.')).toBeInTheDocument()
    expect(await screen.findByText('Vos dernières parties ne peuvent pas être chargées.', {}, { timeout: 8000 })).toBeInTheDocument()
    fail = false
    fireEvent.click(retry)
    expect(await region('Évolution du classement')).toBeInTheDocument()
  })
})
