// The Amis page (/friends): search (debounced 300 ms) with the action each relation allows, the
// requests received (Accepter / Refuser) and sent (Annuler), the friends list (invite to a private
// game, remove after a confirmation), and the profile re-read after each answer (friendsnotif badge).
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'

const ME = { id: 7, pseudo: 'Aelis', level: 700, rating: 1000, bot: false }
const BORIN = { id: 9, pseudo: 'Borin', level: 1300, rating: 1040, bot: false }
const CYRA = { id: 12, pseudo: 'Cyra', level: 0, rating: 990, bot: false }
const DARO = { id: 20, pseudo: 'Daro', level: 2600, rating: 1100, bot: false }
const ELWYN = { id: 21, pseudo: 'Elwyn', level: 0, rating: 1000, bot: false }

const FRIENDS = [{ id: 100, user: BORIN, since: '2025-01-05T10:00:00.000Z', online: false, playing: null }]
const INCOMING = { id: 3, from: CYRA, to: ME, status: 'pending', createdAt: '2025-02-01T10:00:00.000Z' }
const OUTGOING = { id: 4, from: ME, to: ELWYN, status: 'pending', createdAt: '2025-02-02T10:00:00.000Z' }

function openFriends(handlers: Record<string, Handler | ReturnType<typeof json>> = {}) {
  return renderApp({
    path: '/friends',
    session: PLAYER,
    profile: { friendsnotif: 1 },
    handlers: {
      'GET /api/friends/search': json([]),
      'GET /api/friends/requests/{userId}': json({ incoming: [INCOMING], outgoing: [OUTGOING] }),
      'GET /api/friends/{userId}': json(FRIENDS),
      ...handlers,
    },
  })
}

const region = (name: RegExp) => screen.getByRole('region', { name })
const bodyOf = (server: ReturnType<typeof renderApp>['server'], path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body)

describe('friends page', () => {
  it('shows the friends, the requests received and the requests sent', async () => {
    openFriends()
    expect(await screen.findByRole('heading', { level: 1, name: 'Amis' })).toBeInTheDocument()
    const friends = await screen.findByRole('region', { name: /Mes amis/ })
    expect(within(friends).getByText('Borin')).toBeInTheDocument()
    expect(within(friends).getByText(/Niv\. 3 · Elo 1040/)).toBeInTheDocument()
    expect(within(friends).getByRole('button', { name: 'Inviter à une partie' })).toHaveAccessibleDescription('Borin')
    const incoming = region(/Demandes reçues/)
    expect(within(incoming).getByText('Cyra')).toBeInTheDocument()
    expect(within(incoming).getByRole('button', { name: 'Accepter' })).toBeInTheDocument()
    expect(within(incoming).getByRole('button', { name: 'Refuser' })).toBeInTheDocument()
    const outgoing = region(/Demandes envoyées/)
    expect(within(outgoing).getByText('Elwyn')).toBeInTheDocument()
    expect(within(outgoing).getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
  })

  it('says when there are no friends and no requests', async () => {
    openFriends({ 'GET /api/friends/requests/{userId}': json({ incoming: [], outgoing: [] }), 'GET /api/friends/{userId}': json([]) })
    expect(await screen.findByText(/Vous n’avez pas encore d’ami/)).toBeInTheDocument()
    expect(screen.getByText('Aucune demande en attente.')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /Demandes envoyées/ })).toBeNull()
  })

  it('says so when the lists cannot be loaded', async () => {
    openFriends({ 'GET /api/friends/{userId}': json({ message: 'Erreur', status: 500 }, 500) })
    expect(await screen.findByText('Impossible de charger vos amis.')).toBeInTheDocument()
  })

  it('searches 300 ms after the last keystroke and shows the action of each relation', async () => {
    const { server } = openFriends({
      'GET /api/friends/search': json([
        { ...DARO, relation: 'none' },
        { ...BORIN, relation: 'friend' },
        { ...CYRA, relation: 'incoming' },
        { ...ELWYN, relation: 'outgoing' },
        { ...ME, relation: 'self' },
      ]),
    })
    await screen.findByRole('region', { name: /Mes amis/ })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const field = screen.getByRole('searchbox', { name: 'Rechercher un joueur' })
    fireEvent.change(field, { target: { value: 'd' } })
    await act(() => vi.advanceTimersByTimeAsync(200))
    fireEvent.change(field, { target: { value: 'da' } })
    await act(() => vi.advanceTimersByTimeAsync(299))
    expect(server.calls.filter((c) => c.path === '/api/friends/search')).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(1))
    // the answer comes, and the query cache tells the page on its next (fake) tick
    await act(() => vi.advanceTimersByTimeAsync(10))
    vi.useRealTimers()
    const results = await screen.findByRole('list', { name: 'Résultats de la recherche' })
    expect(server.calls.filter((c) => c.path === '/api/friends/search').map((c) => c.search)).toEqual(['?q=da'])
    const row = (pseudo: string) => within(results).getByText(pseudo).closest('li')!
    expect(within(row('Daro')).getByRole('button', { name: 'Ajouter' })).toBeInTheDocument()
    expect(within(row('Borin')).getByText('Ami')).toBeInTheDocument()
    expect(within(row('Borin')).queryByRole('button')).toBeNull()
    expect(within(row('Cyra')).getByRole('button', { name: 'Accepter' })).toBeInTheDocument()
    expect(within(row('Cyra')).getByRole('button', { name: 'Refuser' })).toBeInTheDocument()
    expect(within(row('Elwyn')).getByText('Demande envoyée')).toBeInTheDocument()
    expect(within(row('Elwyn')).getByRole('button', { name: 'Annuler' })).toBeInTheDocument()
    expect(within(row('Aelis')).getByText('Vous')).toBeInTheDocument()
  })

  it('says when nobody matches', async () => {
    openFriends()
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Rechercher un joueur' }), { target: { value: 'zz' } })
    expect(await screen.findByText('Aucun joueur trouvé pour « zz ».')).toBeInTheDocument()
  })

  it("'Ajouter' sends a request (POST /api/friends/send), then reloads the lists and the search", async () => {
    let sent = false
    const { server } = openFriends({
      'GET /api/friends/search': () => json([{ ...DARO, relation: sent ? 'outgoing' : 'none' }]),
      'POST /api/friends/send': () => {
        sent = true
        return json({ id: 5, from: ME, to: DARO, status: 'pending', createdAt: '2025-03-01T10:00:00.000Z' }, 201)
      },
      'GET /api/friends/requests/{userId}': () =>
        json({ incoming: [INCOMING], outgoing: sent ? [OUTGOING, { id: 5, from: ME, to: DARO, status: 'pending', createdAt: '2025-03-01T10:00:00.000Z' }] : [OUTGOING] }),
    })
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Rechercher un joueur' }), { target: { value: 'daro' } })
    const results = await screen.findByRole('list', { name: 'Résultats de la recherche' })
    fireEvent.click(within(results).getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Demande envoyée à Daro.')).toBeInTheDocument()
    expect(bodyOf(server, '/api/friends/send')).toEqual([{ userId: 7, friendId: 20 }])
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Résultats de la recherche' })).getByText('Demande envoyée')).toBeInTheDocument())
    expect(within(region(/Demandes envoyées/)).getByText('Daro')).toBeInTheDocument()
  })

  it("'Accepter' accepts the request, reloads the lists and re-reads the profile for the badge", async () => {
    let accepted = false
    const { server } = openFriends({
      'POST /api/friends/accept': () => {
        accepted = true
        return json({ id: 101, user: CYRA, since: '2025-03-01T10:00:00.000Z' })
      },
      'GET /api/friends/requests/{userId}': () => json({ incoming: accepted ? [] : [INCOMING], outgoing: [OUTGOING] }),
      'GET /api/friends/{userId}': () => json(accepted ? [...FRIENDS, { id: 101, user: CYRA, since: '2025-03-01T10:00:00.000Z' }] : FRIENDS),
    })
    const incoming = await screen.findByRole('region', { name: /Demandes reçues/ })
    await waitFor(() => expect(server.count('GET', '/api/user/7')).toBeGreaterThan(0))
    const reads = server.count('GET', '/api/user/7')
    fireEvent.click(within(incoming).getByRole('button', { name: 'Accepter' }))
    expect(await screen.findByText('Vous êtes maintenant ami avec Cyra.')).toBeInTheDocument()
    expect(bodyOf(server, '/api/friends/accept')).toEqual([{ userId: 7, requestId: 3 }])
    await waitFor(() => expect(within(region(/Mes amis/)).getByText('Cyra')).toBeInTheDocument())
    expect(within(region(/Demandes reçues/)).getByText('Aucune demande en attente.')).toBeInTheDocument()
    expect(server.count('GET', '/api/user/7')).toBeGreaterThan(reads)
  })

  it("'Accepter' re-reads ['friends', userId] and ['friendRequests', userId] from the query cache", async () => {
    const { server, store } = openFriends({ 'POST /api/friends/accept': json({ id: 101, user: CYRA, since: '2025-03-01T10:00:00.000Z' }) })
    const incoming = await screen.findByRole('region', { name: /Demandes reçues/ })
    const { queryClientAtom } = await import('../../src/state')
    const client = store.get(queryClientAtom)
    expect(client.getQueryData(['friends', 7])).toEqual(FRIENDS)
    expect(client.getQueryData(['friendRequests', 7])).toEqual({ incoming: [INCOMING], outgoing: [OUTGOING] })
    const before = { friends: server.count('GET', '/api/friends/7'), requests: server.count('GET', '/api/friends/requests/7') }
    fireEvent.click(within(incoming).getByRole('button', { name: 'Accepter' }))
    expect(await screen.findByText('Vous êtes maintenant ami avec Cyra.')).toBeInTheDocument()
    expect(server.count('GET', '/api/friends/7')).toBe(before.friends + 1)
    expect(server.count('GET', '/api/friends/requests/7')).toBe(before.requests + 1)
    // both were read again before the toast (the change awaits them), and are fresh
    expect(client.getQueryState(['friends', 7])?.isInvalidated).toBe(false)
    expect(client.getQueryState(['friendRequests', 7])?.isInvalidated).toBe(false)
  })

  it("'Refuser' refuses a received request and 'Annuler' withdraws a sent one (POST /api/friends/refuse)", async () => {
    const { server } = openFriends({ 'POST /api/friends/refuse': (r) => json({ message: (r.body as { requestId: number }).requestId === 3 ? 'Demande refusée.' : 'Demande annulée.' }) })
    const incoming = await screen.findByRole('region', { name: /Demandes reçues/ })
    const reads = server.count('GET', '/api/user/7')
    fireEvent.click(within(incoming).getByRole('button', { name: 'Refuser' }))
    expect(await screen.findByText('Demande refusée.')).toBeInTheDocument()
    await waitFor(() => expect(server.count('GET', '/api/user/7')).toBeGreaterThan(reads))
    await waitFor(() => expect(within(region(/Demandes envoyées/)).getByRole('button', { name: 'Annuler' })).toBeEnabled())
    fireEvent.click(within(region(/Demandes envoyées/)).getByRole('button', { name: 'Annuler' }))
    expect(await screen.findByText('Demande annulée.')).toBeInTheDocument()
    expect(bodyOf(server, '/api/friends/refuse')).toEqual([
      { userId: 7, requestId: 3 },
      { userId: 7, requestId: 4 },
    ])
  })

  it("'Retirer' asks for confirmation, then removes the friend (POST /api/friends/remove)", async () => {
    const { server } = openFriends({ 'POST /api/friends/remove': json({ message: 'Ce joueur ne fait plus partie de vos amis.' }) })
    const friends = await screen.findByRole('region', { name: /Mes amis/ })
    fireEvent.click(within(friends).getByRole('button', { name: 'Retirer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer Borin de vos amis ?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(bodyOf(server, '/api/friends/remove')).toEqual([])
    fireEvent.click(within(friends).getByRole('button', { name: 'Retirer' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirer' }))
    expect(await screen.findByText('Ce joueur ne fait plus partie de vos amis.')).toBeInTheDocument()
    expect(bodyOf(server, '/api/friends/remove')).toEqual([{ userId: 7, friendId: 9 }])
  })

  it("shows the server's message when an action is refused", async () => {
    openFriends({
      'GET /api/friends/search': json([{ ...DARO, relation: 'none' }]),
      'POST /api/friends/send': json({ message: 'Vous avez déjà envoyé une demande à Daro : elle attend sa réponse.', status: 409 }, 409),
    })
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Rechercher un joueur' }), { target: { value: 'daro' } })
    fireEvent.click(within(await screen.findByRole('list', { name: 'Résultats de la recherche' })).getByRole('button', { name: 'Ajouter' }))
    expect(await screen.findByText('Vous avez déjà envoyé une demande à Daro : elle attend sa réponse.')).toBeInTheDocument()
  })

  it('each friend shows a presence dot, and their pseudo is a link to their page (keyboard reachable)', async () => {
    const { probe } = openFriends({
      'GET /api/friends/{userId}': json([...FRIENDS, { id: 101, user: DARO, since: '2025-03-01T10:00:00.000Z', online: true, playing: null }]),
    })
    const friends = await screen.findByRole('region', { name: /Mes amis/ })
    expect(await within(friends).findByRole('img', { name: 'Daro est en ligne' })).toHaveAttribute('data-online', 'true')
    expect(within(friends).getByRole('img', { name: 'Borin est hors ligne' })).toHaveAttribute('data-online', 'false')
    const link = within(friends).getByRole('link', { name: 'Voir la page de Borin' })
    expect(link).toHaveAttribute('href', '/player/9')
    link.focus()
    expect(link).toHaveFocus()
    fireEvent.click(link)
    await waitFor(() => expect(probe.pathname).toBe('/player/9'))
  })

  it("'Inviter à une partie' opens /game with the friend preselected (state inviteFriendId)", async () => {
    const { probe } = openFriends({
      'GET /api/games/training/stats/{userId}': json({ userId: 7, played: 0, won: 0, byDifficulty: { facile: { played: 0, won: 0 }, moyen: { played: 0, won: 0 }, difficile: { played: 0, won: 0 } } }),
      'GET /api/games/user/{userId}': json([]),
    })
    const friends = await screen.findByRole('region', { name: /Mes amis/ })
    fireEvent.click(within(friends).getByRole('button', { name: 'Inviter à une partie' }))
    await waitFor(() => expect(probe.pathname).toBe('/game'))
    expect(probe.state).toEqual({ inviteFriendId: 9 })
    expect(await screen.findByRole('combobox', { name: 'Ami à inviter' })).toHaveTextContent('Borin')
  })
})
