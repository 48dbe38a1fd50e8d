// Home, the lobby (/home): « Jouer » into the last mode played (solo's next stage for a new player,
// a quick match waiting on Home, training at the last game's difficulty), « Reprendre » for a game
// in progress, the solo progress, the invitations and friend requests waiting, the friends in a
// game, the friends online and the latest news — each panel in its empty and filled states.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dispatchEvent } from '../../src/state'
import { json, type Handler } from './helpers/fakeServer'
import { PLAYER, renderApp } from './helpers/renderApp'
import { lastGameOf } from '../../src/ui/pages/home/playChoice'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const ref = (id: number, pseudo: string) => ({ id, pseudo, level: 300, rating: 1000, bot: false })
const stage = (number: number, status: 'locked' | 'open' | 'won') => ({
  id: number,
  number,
  nom: ['La Lisière des Brumes', 'Les Égouts de Port-Rance', 'Le Marais Chuchotant'][number - 1],
  description: `Étape ${number}.`,
  difficulty: 'facile',
  bossPseudo: ['Grincedent', 'RoiDesRats', 'DameOrtie'][number - 1],
  bossPower: 100 + number * 10,
  rewardCredit: 50,
  rewardXp: 60,
  status,
  wins: status === 'won' ? 1 : 0,
})
const summary = (id: number, type: string, difficulty: string | null = null) => ({
  id,
  type,
  status: 'FINISHED',
  difficulty,
  opponent: ref(30, 'Borin'),
  winner: 7,
  won: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  endedAt: '2026-11-20T10:10:00.000Z',
})
const NEWS = [
  { id: 1, title: 'L’Arène ouvre ses portes !', body: 'Bienvenue.', imageUrl: null, createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z' },
  { id: 2, title: 'Le mode solo arrive', body: 'Dix étapes.\n\nBonne chance !', imageUrl: null, createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' },
]

function openHome(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, path = '/home') {
  return renderApp({
    path,
    session: PLAYER,
    handlers: {
      'GET /api/games/user/{userId}': json([]),
      'GET /api/solo-combat-game/stages/{userId}': json([stage(1, 'open'), stage(2, 'locked'), stage(3, 'locked')]),
      'GET /api/friends/requests/{userId}': json({ incoming: [], outgoing: [] }),
      'GET /api/friends/{userId}': json([]),
      'GET /api/news': json(NEWS),
      'GET /api/games/invitations': json([]),
      ...handlers,
    },
  })
}

const panel = (name: RegExp) => screen.getByRole('region', { name })

afterEach(() => localStorage.clear())

describe('Home, the lobby', () => {
  it('a new player: « Jouer » starts solo’s first stage; nothing waits; no friends yet; the latest news', async () => {
    const { server, probe } = openHome({ 'POST /api/solo-combat-game/create/{userId}/{stageId}': json({ id: 70, type: 'solo', status: 'PLAYING', joueur2: null }, 201) })
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Aelis !' })
    const play = await screen.findByRole('button', { name: 'Jouer — Solo · Étape 1 — La Lisière des Brumes' })
    await waitFor(() => expect(play).toBeEnabled())
    expect(screen.getByText('Pour commencer')).toBeInTheDocument()
    expect(await within(panel(/^En attente/)).findByText('Aucune invitation ni demande d’ami en attente.')).toBeInTheDocument()
    expect(await within(panel(/Amis en ligne/)).findByText(/Pas encore d’amis/)).toBeInTheDocument()
    const news = panel(/Dernière news/)
    expect(await within(news).findByRole('heading', { name: 'Le mode solo arrive' })).toBeInTheDocument()
    expect(within(news).getByText('Dix étapes.')).toBeInTheDocument()
    expect(within(news).queryByText('L’Arène ouvre ses portes !')).toBeNull()
    const solo = panel(/^Solo/)
    expect(within(solo).getByRole('progressbar', { name: 'Progression' })).toHaveAttribute('aria-valuetext', '0 / 3 étape remportée')
    expect(within(solo).getByText('Étape 1 — La Lisière des Brumes')).toBeInTheDocument()
    expect(within(solo).getByText('Contre Grincedent')).toBeInTheDocument()
    expect(within(solo).getByText('IA : Facile · Puissance du boss : 110')).toBeInTheDocument()

    fireEvent.click(play)
    await waitFor(() => expect(probe.pathname).toBe('/game/solo/70'))
    expect(server.count('POST', '/api/solo-combat-game/create/7/1')).toBe(1)
  })

  it('last mode ranked: « Jouer » searches a ranked game and waits on Home; « Annuler » ends the wait', async () => {
    const waiting = { id: 41, type: 'ranked', status: 'WAITING', joueur1: ref(7, 'Aelis'), joueur2: null, code: null }
    const { server } = openHome({
      'GET /api/games/user/{userId}': json([summary(9, 'ranked'), summary(8, 'solo')]),
      'POST /api/games/ranked': json(waiting, 201),
      'POST /api/games/ranked/end/{gameId}': json({ message: 'OK', status: 200 }),
    })
    const play = await screen.findByRole('button', { name: 'Jouer — Partie classée' })
    expect(screen.getByText('Dernier mode joué')).toBeInTheDocument()
    fireEvent.click(play)
    const status = await screen.findByRole('status', { name: "En attente d'un adversaire…" })
    expect(server.count('POST', '/api/games/ranked')).toBeGreaterThanOrEqual(1)
    fireEvent.click(within(status).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(server.count('POST', '/api/games/ranked/end/41')).toBe(1))
    expect(await screen.findByRole('button', { name: 'Jouer — Partie classée' })).toBeInTheDocument()
  })

  it('last mode training against the moyen bot: « Dernier mode joué » names Moyen, and « Jouer » replays it', async () => {
    const { server, probe } = openHome({
      'GET /api/games/user/{userId}': json([summary(9, 'training', 'moyen'), summary(8, 'training', 'facile')]),
      'POST /api/games/training': json({ id: 55, type: 'training', status: 'PLAYING' }, 201),
    })
    const play = await screen.findByRole('button', { name: 'Jouer — Entraînement · Moyen' })
    expect(screen.getByText('Dernier mode joué')).toBeInTheDocument()
    expect(screen.getByText('Entraînement · Moyen')).toBeInTheDocument()
    fireEvent.click(play)
    await waitFor(() => expect(probe.pathname).toBe('/game/training/55'))
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/games/training')?.body).toEqual({ userId: 7, difficulty: 'moyen' })
  })

  it('each last mode is named: difficile training, unranked, solo’s next stage; a private game: « Jouer » opens Parties', async () => {
    const named = async (last: ReturnType<typeof summary>, label: string) => {
      const view = openHome({ 'GET /api/games/user/{userId}': json([last, summary(1, 'training', 'facile')]) })
      expect(await screen.findByRole('button', { name: `Jouer — ${label}` })).toBeEnabled()
      expect(screen.getByText('Dernier mode joué')).toBeInTheDocument()
      view.unmount()
    }
    await named(summary(9, 'training', 'difficile'), 'Entraînement · Difficile')
    await named(summary(9, 'unranked'), 'Partie non classée')
    await named(summary(9, 'solo', 'facile'), 'Solo · Étape 1 — La Lisière des Brumes')
    const { probe } = openHome({ 'GET /api/games/user/{userId}': json([summary(9, 'private')]) })
    const play = await screen.findByRole('button', { name: 'Jouer — Partie privée' })
    await waitFor(() => expect(play).toBeEnabled())
    fireEvent.click(play)
    await waitFor(() => expect(probe.pathname).toBe('/game'))
  })

  it('every stage won: solo says so, and « Jouer » goes to the Solo page', async () => {
    const { probe } = openHome({
      'GET /api/games/user/{userId}': json([summary(9, 'solo')]),
      'GET /api/solo-combat-game/stages/{userId}': json([stage(1, 'won'), stage(2, 'won'), stage(3, 'won')]),
    })
    expect(await within(panel(/^Solo/)).findByText(/Toutes les étapes sont remportées/)).toBeInTheDocument()
    const play = screen.getByRole('button', { name: 'Jouer — Solo' })
    await waitFor(() => expect(play).toBeEnabled())
    fireEvent.click(play)
    await waitFor(() => expect(probe.pathname).toBe('/solo'))
  })

  it('a game in progress: « Reprendre » instead of « Jouer », to that game', async () => {
    let checks = 0
    // null when the app loads (it would go to the game at once), then the game: the player came back to Home
    const { probe } = openHome(
      { 'GET /api/games/check/{userId}': () => json(checks++ === 0 ? null : { id: 12, type: 'unranked', status: 'PLAYING', code: null }) },
      '/about',
    )
    await screen.findByRole('heading', { level: 1, name: 'À propos' })
    await waitFor(() => expect(checks).toBe(1))
    await act(() => probe.navigate('/home'))
    const resume = await screen.findByRole('button', { name: 'Reprendre' })
    expect(screen.getByText('Votre partie non classée vous attend.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Jouer/ })).toBeNull()
    fireEvent.click(resume)
    await waitFor(() => expect(probe.pathname).toBe('/game/unranked'))
    expect(probe.state).toEqual({ gameCode: 12 })
  })

  it('invitations received this session and friend requests wait in « En attente »; « Rejoindre » joins the game at once', async () => {
    const { store, probe, server } = openHome({
      'POST /api/games/private/join': json({ id: 91, type: 'private', status: 'PLAYING', joueur1: ref(32, 'Dorn'), joueur2: ref(7, 'Aelis'), code: 'XYZ789' }),
      'GET /api/friends/requests/{userId}': json({
        incoming: [{ id: 5, from: ref(30, 'Borin'), to: ref(7, 'Aelis'), status: 'pending', createdAt: '2026-11-20T10:00:00.000Z' }],
        outgoing: [],
      }),
    })
    const inbox = await screen.findByRole('region', { name: /^En attente/ })
    expect(await within(inbox).findByText('Borin veut devenir votre ami.')).toBeInTheDocument()
    expect(within(inbox).getByText('1 demande d’ami reçue')).toBeInTheDocument()
    // two invitations through the event stream, the first dismissed
    act(() => {
      dispatchEvent(store.get, store.set, { event: 'invitation', data: JSON.stringify({ gameId: 90, gameCode: 'ABC123', from: { id: 31, pseudo: 'Cyra' } }), id: null })
      dispatchEvent(store.get, store.set, { event: 'invitation', data: JSON.stringify({ gameId: 91, gameCode: 'XYZ789', from: { id: 32, pseudo: 'Dorn' } }), id: null })
    })
    expect(within(inbox).getByRole('heading', { name: 'En attente (3)' })).toBeInTheDocument()
    expect(within(inbox).getByText('Cyra vous invite à une partie privée.')).toBeInTheDocument()
    fireEvent.click(within(inbox).getByRole('button', { name: 'Ignorer l’invitation de Cyra' }))
    expect(within(inbox).queryByText('Cyra vous invite à une partie privée.')).toBeNull()
    fireEvent.click(within(inbox).getByRole('button', { name: 'Rejoindre la partie de Dorn' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/91'))
    expect(server.calls.find((c) => c.path === '/api/games/private/join')?.body).toEqual({ gameCode: 'XYZ789', userId: 7 })
  })

  it('friends online are listed with a green dot: « Regarder » for those in a game, « Inviter » for the others, each name a link to their page', async () => {
    const friends = [
      { id: 1, user: ref(30, 'Borin'), since: '2026-01-01T10:00:00.000Z', online: true, playing: null },
      { id: 2, user: ref(31, 'Cyra'), since: '2026-01-01T10:00:00.000Z', online: true, playing: { gameId: 300, type: 'ranked' } },
      { id: 3, user: ref(32, 'Dorn'), since: '2026-01-01T10:00:00.000Z', online: false, playing: null },
    ]
    const { probe, unmount } = openHome({ 'GET /api/friends/{userId}': json(friends) })
    const list = await screen.findByRole('region', { name: 'Amis en ligne (2)' })
    const rows = await within(list).findAllByRole('listitem')
    // the friend in a game first, then the others online; offline friends are not listed
    expect(rows.map((r) => r.textContent)).toEqual(['CyraEn partie · ClasséeRegarder', 'BorinEn ligneInviter'])
    expect(within(list).getByRole('img', { name: 'Borin est en ligne' })).toBeInTheDocument()
    expect(within(list).queryByText('Dorn')).toBeNull()
    expect(within(list).getByRole('link', { name: 'Voir la page de Borin' })).toHaveAttribute('href', '/player/30')
    fireEvent.click(within(list).getByRole('button', { name: 'Inviter Borin à une partie privée' }))
    await waitFor(() => expect(probe.pathname).toBe('/game'))
    expect(probe.state).toEqual({ inviteFriendId: 30 })
    unmount()
    const again = openHome({ 'GET /api/friends/{userId}': json(friends) })
    fireEvent.click(await screen.findByRole('button', { name: 'Regarder la partie de Cyra' }))
    await waitFor(() => expect(again.probe.pathname).toBe('/watch/300'))
    again.unmount()
    openHome({ 'GET /api/friends/{userId}': json([friends[2]]) })
    expect(await screen.findByText('Votre ami n’est pas en ligne en ce moment.')).toBeInTheDocument()
  })

  it('open invitations are read from the server, so they survive a reload; a dismissed one stays away, one from the stream joins them', async () => {
    const open = [
      { gameId: 95, gameCode: 'QRS234', from: { id: 33, pseudo: 'Eryn' }, createdAt: '2026-11-20T10:00:00.000Z' },
      { gameId: 94, gameCode: 'KLM567', from: { id: 31, pseudo: 'Cyra' }, createdAt: '2026-11-20T09:00:00.000Z' },
    ]
    const { store, probe, server } = openHome({
      'GET /api/games/invitations': json(open),
      'POST /api/games/private/join': json({ id: 95, type: 'private', status: 'PLAYING', joueur1: ref(33, 'Eryn'), joueur2: ref(7, 'Aelis'), code: 'QRS234' }),
    })
    const inbox = await screen.findByRole('region', { name: /^En attente/ })
    expect(await within(inbox).findByText('Eryn vous invite à une partie privée.')).toBeInTheDocument()
    expect(within(inbox).getByRole('heading', { name: 'En attente (2)' })).toBeInTheDocument()
    fireEvent.click(within(inbox).getByRole('button', { name: 'Ignorer l’invitation de Cyra' }))
    act(() => {
      dispatchEvent(store.get, store.set, { event: 'invitation', data: JSON.stringify({ gameId: 96, gameCode: 'TUV345', from: { id: 32, pseudo: 'Dorn' } }), id: null })
    })
    const texts = () => within(inbox).getAllByText(/vous invite/).map((n) => n.textContent)
    expect(texts()).toEqual(['Dorn vous invite à une partie privée.', 'Eryn vous invite à une partie privée.'])
    fireEvent.click(within(inbox).getByRole('button', { name: 'Rejoindre la partie de Eryn' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/95'))
    expect(server.calls.find((c) => c.path === '/api/games/private/join')?.body).toEqual({ gameCode: 'QRS234', userId: 7 })
  })
})

describe('the last game played', () => {
  it('skips matchmaking cancelled before anyone joined', () => {
    const cancelled = { ...summary(10, 'unranked'), won: null, winner: null, opponent: null }
    expect(lastGameOf([cancelled, summary(9, 'training')] as never)?.id).toBe(9)
    expect(lastGameOf([cancelled] as never)).toBeNull()
    // a game in progress counts: it is the mode being played
    expect(lastGameOf([{ ...summary(11, 'ranked'), status: 'PLAYING', won: null, endedAt: null }, summary(9, 'training')] as never)?.type).toBe('ranked')
  })
})
