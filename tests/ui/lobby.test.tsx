// The Parties page (/game): quick match (the deck to play, paired at once, waiting with its re-posts
// and what is searched, cancel, leaving), 409 ALREADY_PLAYING, private games (create and share the
// code, join by code), training, and the history and ranking beside them.
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { App } from '../../src/ui/App'
import { loadedQueryClientAtom, sessionAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { PLAYER, profileOf, type Probe } from './helpers/renderApp'
import { fakeServer, json, type Handler } from './helpers/fakeServer'
import { setViewportWidth } from './helpers/viewport'
import { apiDeck } from './helpers/games'
import { powerWindow, ratingWindow } from '../../src/game'
import { powerOfDeck } from '../../src/ui/components/decks/deckAdvice'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const ME = { id: 7, pseudo: 'Aelis', level: 700, rating: 1000, bot: false }
const BORIN = { id: 9, pseudo: 'Borin', level: 1300, rating: 1040, bot: false }
const CYRA = { id: 12, pseudo: 'Cyra', level: 0, rating: 990, bot: false }

/** The fields of a game the lobby reads (the rest of the contract's Game is not needed here). */
const game = (overrides: Record<string, unknown> = {}) => ({ id: 41, type: 'unranked', status: 'WAITING', joueur1: ME, joueur2: null, code: null, ...overrides })
const friend = (user: typeof BORIN, id = user.id + 100) => ({ id, user, since: '2025-01-01T10:00:00.000Z' })

/** The player's decks: the starter (playable), a small one (not playable), a spells-only one (playable). */
const STARTER = apiDeck(3, 'Deck de départ', 12, 6)
const SMALL = apiDeck(4, 'Brouillon', 3, 0)
const SPELLS = apiDeck(5, 'Sorts seuls', 0, 6)
/** A fixture deck's power, as the page computes it. */
const powerOf = (deck: ReturnType<typeof apiDeck>) => powerOfDeck(deck as unknown as Parameters<typeof powerOfDeck>[0])

const BASE: Record<string, Handler | ReturnType<typeof json>> = {
  'GET /api/friends/{userId}': json([]),
  'GET /api/decksplayer/user/{userId}': json([STARTER, SMALL, SPELLS]),
  'GET /api/games/training/stats/{userId}': json({
    userId: 7,
    played: 5,
    won: 3,
    byDifficulty: { facile: { played: 3, won: 2 }, moyen: { played: 2, won: 1 }, difficile: { played: 0, won: 0 } },
  }),
  'GET /api/games/user/{userId}': json([]),
  'GET /api/user/ranking': json([]),
}

// The battle screen is its own chunk, tested in game.test.tsx: here it only shows where the lobby went.
vi.mock('../../src/ui/pages/game/GamePage', () => ({ default: () => <p>écran de combat</p> }))

function LocationProbe({ probe }: { probe: Probe }) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    probe.navigate = navigate
    probe.pathname = location.pathname
    probe.state = location.state
  }, [probe, navigate, location])
  return null
}

/** The whole app at /game for player 7 (desktop width), with a fake server and a location probe. */
async function openLobby(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, options: { state?: unknown } = {}) {
  setViewportWidth(1440)
  const store = createTestStore()
  store.set(sessionAtom, PLAYER)
  sessionStorage.setItem('user', JSON.stringify(PLAYER))
  // first match wins: /api/user/ranking before /api/user/{id}
  const server = fakeServer({
    ...BASE,
    'GET /api/games/check/{userId}': json(null),
    ...handlers,
    'GET /api/user/{id}': json(profileOf(PLAYER)),
  })
  const probe = { pathname: '', search: '', state: null } as unknown as Probe
  const view = render(
    <App
      store={store}
      router={(children) => (
        <MemoryRouter initialEntries={[{ pathname: '/game', state: options.state }]}>
          {children}
          <LocationProbe probe={probe} />
        </MemoryRouter>
      )}
    />,
  )
  await screen.findByRole('heading', { level: 1, name: 'Parties' })
  return { ...view, server, probe, store }
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
const waitingPanel = () => screen.queryByRole('status', { name: "En attente d'un adversaire…" })
/** The decks are read (the quick match buttons wait for them): the deck select shows the chosen one. */
const deckSelect = () => screen.findByRole('combobox', { name: 'Deck à jouer' })

/** Real timers again, then waits for the router to commit the game route (its page is a lazy chunk). */
async function expectRoute(probe: { pathname: string; state: unknown }, path: string, state: unknown) {
  vi.useRealTimers()
  await waitFor(() => expect(probe.pathname).toBe(path), { timeout: 5000 })
  expect(probe.state).toEqual(state)
}

describe('quick match', () => {
  it('chooses the deck to play: each deck with its power, one not playable cannot be chosen, the choice is remembered', async () => {
    localStorage.clear()
    const { server, unmount } = await openLobby({ 'POST /api/games/ranked': json(game({ id: 89, type: 'ranked', joueur2: BORIN })) })
    const select = await deckSelect()
    expect(select).toHaveTextContent(`Deck de départ · Puissance ${powerOf(STARTER)}`) // the first playable deck
    fireEvent.click(select)
    fireEvent.pointerDown(select, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      `Deck de départ · Puissance ${powerOf(STARTER)}`,
      `Brouillon · Puissance ${powerOf(SMALL)}Pas assez de cartes`,
      `Sorts seuls · Puissance ${powerOf(SPELLS)}`,
    ])
    expect(screen.getByRole('option', { name: /Brouillon/ })).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(screen.getByRole('option', { name: /Sorts seuls/ }))
    await waitFor(() => expect(select).toHaveTextContent('Sorts seuls'))
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/games/ranked')?.body).toEqual({ userId: 7, deckId: SPELLS.id }))
    unmount()
    // the next visit starts from the deck chosen last
    await openLobby()
    expect(await deckSelect()).toHaveTextContent('Sorts seuls')
  })

  it('joins without the deck when the server refuses it (changed meanwhile): forgotten, chosen in the game instead', async () => {
    localStorage.setItem('quickMatchDeck.7', JSON.stringify(SPELLS.id))
    const { server, probe } = await openLobby({
      'POST /api/games/unranked': (request) =>
        (request.body as { deckId?: number }).deckId
          ? json({ message: "Pas assez de cartes : ce deck n'est pas jouable.", status: 400, code: 'DECK_NOT_PLAYABLE' }, 400)
          : json(game({ id: 88, joueur2: BORIN })),
    })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await expectRoute(probe, '/game/unranked', { gameCode: 88 })
    expect(server.calls.filter((c) => c.path === '/api/games/unranked').map((c) => c.body)).toEqual([{ userId: 7, deckId: SPELLS.id }, { userId: 7 }])
    expect(localStorage.getItem('quickMatchDeck.7')).toBeNull()
  })

  it('says so and links to the decks when no deck is playable: the quick match buttons stay disabled', async () => {
    await openLobby({ 'GET /api/decksplayer/user/{userId}': json([SMALL]) })
    expect(await screen.findByText(/Vous n’avez aucun deck jouable/)).toHaveTextContent('au moins 12 cartes ou 6 sorts')
    expect(screen.getByRole('link', { name: 'Composer un deck' })).toHaveAttribute('href', '/inventory')
    expect(screen.getByRole('button', { name: 'Partie non classée' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Partie classée' })).toBeDisabled()
    expect(screen.queryByRole('combobox', { name: 'Deck à jouer' })).toBeNull()
  })

  it('shows what is searched while waiting, the windows widening as the wait goes on', async () => {
    const since = new Date(Date.now() - 25_000).toISOString() // the server says the wait began 25 s ago
    const search = { since, rating: 1000, power: 112, ratingWindow: ratingWindow(25_000), powerWindow: powerWindow(25_000) }
    const waitingGame = game({ type: 'ranked', serverTime: new Date().toISOString(), matchmaking: search })
    await openLobby({ 'POST /api/games/ranked': json(waitingGame) })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await advance(0)
    const panel = waitingPanel()!
    const windows = (waited: number) =>
      `Classement 1000 ± ${Math.round(ratingWindow(waited))} · Puissance du deck 112 ± ${Math.round(powerWindow(waited) * 100)} %` // (a no-break space before %)
    expect(panel).toHaveTextContent('Recherche d’un adversaire de force proche…')
    expect(panel).toHaveTextContent(windows(25_000))
    expect(within(panel).getByRole('timer')).toHaveTextContent('0:25')
    await advance(5_000) // a full step further: wider
    expect(within(waitingPanel()!).getByRole('timer')).toHaveTextContent('0:30')
    expect(waitingPanel()).toHaveTextContent(windows(30_000))
    expect(windows(30_000)).not.toBe(windows(25_000))
  })

  it('goes to /game/unranked with { gameCode } when paired at once', async () => {
    const { server, probe } = await openLobby({ 'POST /api/games/unranked': json(game({ id: 88, joueur2: BORIN })) })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await expectRoute(probe, '/game/unranked', { gameCode: 88 })
    expect(server.calls.find((c) => c.path === '/api/games/unranked')?.body).toEqual({ userId: 7, deckId: STARTER.id })
  })

  it('goes to /game/ranked with { gameCode } when a ranked opponent is there', async () => {
    const { probe } = await openLobby({ 'POST /api/games/ranked': json(game({ id: 89, type: 'ranked', joueur2: BORIN })) })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await expectRoute(probe, '/game/ranked', { gameCode: 89 })
  })

  it('waits with a counter, re-posts POST /api/games/unranked every 3 s and goes to the game when joueur2 appears', async () => {
    let posts = 0
    const { server, probe } = await openLobby({
      'POST /api/games/unranked': () => {
        posts += 1
        return json(game({ deckplayer1: STARTER.id, ...(posts >= 3 ? { joueur2: BORIN } : {}) }))
      },
    })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await advance(0)
    const panel = waitingPanel()
    expect(panel).not.toBeNull()
    expect(within(panel!).getByRole('timer')).toHaveTextContent('0:00')
    expect(within(panel!).getByRole('button', { name: 'Annuler' })).toBeEnabled()
    // nothing else may start meanwhile
    expect(screen.getByRole('button', { name: "Lancer l'entraînement" })).toBeDisabled()

    await advance(2999)
    expect(server.count('POST', '/api/games/unranked')).toBe(1)
    await advance(1)
    expect(server.count('POST', '/api/games/unranked')).toBe(2)
    expect(within(waitingPanel()!).getByRole('timer')).toHaveTextContent('0:03')
    await advance(3000)
    expect(server.count('POST', '/api/games/unranked')).toBe(3)
    await expectRoute(probe, '/game/unranked', { gameCode: 41 })
    expect(server.count('GET', '/api/games/41')).toBe(0)
    expect(server.calls.filter((c) => c.path === '/api/games/unranked').every((c) => (c.body as { deckId?: number }).deckId === STARTER.id)).toBe(true)
    expect(server.count('POST', '/api/games/unranked/end/41')).toBe(0)
  })

  it("'Annuler' cancels the waiting game (POST …/end/{id} {userId}) and stops the poll", async () => {
    const { server } = await openLobby({
      'POST /api/games/unranked': json(game()),
      'POST /api/games/unranked/end/{gameId}': json(game({ status: 'FINISHED', open: false })),
    })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await advance(0)
    await advance(3000)
    expect(server.count('POST', '/api/games/unranked')).toBe(2)
    fireEvent.click(within(waitingPanel()!).getByRole('button', { name: 'Annuler' }))
    await advance(0)
    expect(server.calls.filter((c) => c.path === '/api/games/unranked/end/41').map((c) => c.body)).toEqual([{ userId: 7 }])
    expect(waitingPanel()).toBeNull()
    expect(screen.getByText('Recherche annulée.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Partie non classée' })).toBeEnabled()
    await advance(10_000)
    expect(server.count('POST', '/api/games/unranked')).toBe(2)
    expect(server.count('POST', '/api/games/unranked/end/41')).toBe(1)
  })

  it('re-posts POST /api/games/ranked every 3 s while waiting', async () => {
    const { server } = await openLobby({ 'POST /api/games/ranked': json(game({ type: 'ranked' })) })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await advance(0)
    expect(waitingPanel()).not.toBeNull()
    expect(server.count('POST', '/api/games/ranked')).toBe(1)
    await advance(2999)
    expect(server.count('POST', '/api/games/ranked')).toBe(1)
    await advance(1)
    expect(server.count('POST', '/api/games/ranked')).toBe(2)
    await advance(3000)
    expect(server.count('POST', '/api/games/ranked')).toBe(3)
    expect(server.count('GET', '/api/games/41')).toBe(0)
    expect(server.calls.filter((c) => c.path === '/api/games/ranked').every((c) => (c.body as { userId: number }).userId === 7)).toBe(true)
  })

  it('goes to the NEW game when a ranked re-post paired the player into another game', async () => {
    let posts = 0
    const { server, probe } = await openLobby({
      'POST /api/games/ranked': () => {
        posts += 1
        return json(posts === 1 ? game({ type: 'ranked' }) : game({ id: 77, type: 'ranked', joueur1: BORIN, joueur2: ME }))
      },
    })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await advance(0)
    expect(waitingPanel()).not.toBeNull()
    await advance(3000)
    await expectRoute(probe, '/game/ranked', { gameCode: 77 })
    expect(server.count('POST', '/api/games/ranked/end/41')).toBe(0)
  })

  it('goes to the ranked game when someone joined it between two re-posts (409 with that game)', async () => {
    let posts = 0
    const { probe } = await openLobby({
      'POST /api/games/ranked': () => {
        posts += 1
        return posts === 1
          ? json(game({ type: 'ranked' }))
          : json({ message: 'Vous avez déjà une partie en cours.', status: 409, code: 'ALREADY_PLAYING', game: game({ type: 'ranked', joueur2: BORIN }) }, 409)
      },
    })
    await deckSelect()
    fakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await advance(0)
    expect(waitingPanel()).not.toBeNull()
    await advance(3000)
    await expectRoute(probe, '/game/ranked', { gameCode: 41 })
  })

  it('goes to the game in progress on 409 ALREADY_PLAYING instead of failing', async () => {
    const { probe } = await openLobby({
      'POST /api/games/unranked': json(
        { message: "Vous avez déjà une partie en cours : terminez-la avant d'en commencer une autre.", status: 409, code: 'ALREADY_PLAYING', game: game({ id: 5, type: 'training', status: 'PLAYING' }) },
        409,
      ),
    })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await expectRoute(probe, '/game/training/5', { gameId: 5 })
  })

  it('asks GET /api/games/check when the 409 carries no game', async () => {
    let checks = 0
    const { probe } = await openLobby({
      'POST /api/games/ranked': json({ message: 'Vous avez déjà une partie en cours.', status: 409, code: 'ALREADY_PLAYING' }, 409),
      // the first check is the app's own on load (nothing yet); the second, the lobby's after the 409
      'GET /api/games/check/{userId}': () => (++checks === 1 ? json(null) : json({ id: 6, type: 'private', status: 'PLAYING', code: 'ABCDEF' })),
    })
    await waitFor(() => expect(checks).toBe(1))
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie classée' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/6'))
    expect(probe.state).toEqual({ gameCode: 6 })
  })

  it("shows the server's message when a start fails otherwise", async () => {
    await openLobby({ 'POST /api/games/unranked': json({ message: 'Joueur introuvable.', status: 404 }, 404) })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    expect(await screen.findByText('Joueur introuvable.')).toBeInTheDocument()
    expect(waitingPanel()).toBeNull()
  })

  it('cancels the waiting game when the player leaves the page', async () => {
    const { server, probe } = await openLobby({
      'POST /api/games/unranked': json(game()),
      'GET /api/games/{id}': json(game()),
      'POST /api/games/unranked/end/{gameId}': json(game({ status: 'FINISHED' })),
    })
    await deckSelect()
    fireEvent.click(screen.getByRole('button', { name: 'Partie non classée' }))
    await waitFor(() => expect(waitingPanel()).not.toBeNull())
    await import('../../src/ui/pages/ProfilePage') // the lazy page, loaded beforehand: a busy machine may take over a second
    await act(() => probe.navigate('/profile'))
    await screen.findByRole('heading', { level: 1, name: 'Profil' }, { timeout: 5000 })
    await waitFor(() => expect(server.count('POST', '/api/games/unranked/end/41')).toBe(1))
    expect(server.calls.find((c) => c.path === '/api/games/unranked/end/41')?.body).toEqual({ userId: 7 })
  })
})

describe('private game', () => {
  it('creates a game with the only friend, shows its code, polls and goes to /game/private/{id} when the friend joins', async () => {
    let reads = 0
    const { server, probe } = await openLobby({
      'GET /api/friends/{userId}': json([friend(BORIN)]),
      'POST /api/games/private/create': json(game({ id: 50, type: 'private', code: 'K7M2QX' }), 201),
      'GET /api/games/{id}': () => {
        reads += 1
        return json(game({ id: 50, type: 'private', code: 'K7M2QX', joueur2: reads >= 2 ? BORIN : null }))
      },
    })
    const create = await screen.findByRole('button', { name: 'Créer la partie' })
    expect(screen.getByRole('combobox', { name: 'Ami à inviter' })).toHaveTextContent('Borin')
    fakeTimers()
    fireEvent.click(create)
    await advance(0)
    expect(server.calls.find((c) => c.path === '/api/games/private/create')?.body).toEqual({ userId: 7, friendId: 9 })
    expect(screen.getByLabelText('Code de la partie')).toHaveValue('K7M2QX')
    expect(screen.getByRole('button', { name: 'Copier le code' })).toBeInTheDocument()
    expect(waitingPanel()).toHaveTextContent('Borin doit saisir ce code')
    await advance(2000)
    expect(server.count('GET', '/api/games/50')).toBe(1)
    await advance(2000)
    await expectRoute(probe, '/game/private/50', { gameCode: 50 })
  })

  it('stays on the waiting game when the load-time game check answers after the player created it', async () => {
    // the check (resume on load) is slow; meanwhile the player creates a private game, which the
    // check's late answer then names: the player stays with their waiting game and its code
    let answerCheck: (game: unknown) => void = () => undefined
    const created = game({ id: 50, type: 'private', code: 'K7M2QX' })
    const { server, probe, store } = await openLobby({
      'GET /api/games/check/{userId}': () => new Promise((resolve) => (answerCheck = (body) => resolve(json(body)))),
      'GET /api/friends/{userId}': json([friend(BORIN)]),
      'POST /api/games/private/create': json(created, 201),
      'GET /api/games/{id}': json(created),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la partie' }))
    await waitFor(() => expect(waitingPanel()).not.toBeNull())
    const code = screen.getByLabelText('Code de la partie')
    answerCheck(created)
    // once the answer is in the cache, the resume has decided (it would navigate at once, and
    // leaving the page would cancel the waiting game)
    await waitFor(() => expect(store.get(loadedQueryClientAtom)?.getQueryData(['games', 'check', 7])).toEqual(created))
    await act(async () => undefined)
    expect(probe.pathname).toBe('/game')
    expect(code).toBeInTheDocument()
    expect(server.count('POST', '/api/games/private/end/50')).toBe(0)
  })

  it("copies the code with 'Copier le code' and says so", async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await openLobby({
      'GET /api/friends/{userId}': json([friend(BORIN)]),
      'POST /api/games/private/create': json(game({ id: 50, type: 'private', code: 'K7M2QX' }), 201),
      'GET /api/games/{id}': json(game({ id: 50, type: 'private', code: 'K7M2QX' })),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la partie' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Copier le code' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7M2QX'))
    expect(await screen.findByText('Code copié.')).toBeInTheDocument()
  })

  it("cancels a waiting private game with 'Annuler'", async () => {
    const { server } = await openLobby({
      'GET /api/friends/{userId}': json([friend(BORIN)]),
      'POST /api/games/private/create': json(game({ id: 50, type: 'private', code: 'K7M2QX' }), 201),
      'GET /api/games/{id}': json(game({ id: 50, type: 'private', code: 'K7M2QX' })),
      'POST /api/games/private/end/{gameId}': json(game({ id: 50, type: 'private', status: 'FINISHED' })),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Créer la partie' }))
    await waitFor(() => expect(waitingPanel()).not.toBeNull())
    fireEvent.click(within(waitingPanel()!).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(waitingPanel()).toBeNull())
    expect(server.calls.find((c) => c.path === '/api/games/private/end/50')?.body).toEqual({ userId: 7 })
    expect(await screen.findByRole('button', { name: 'Créer la partie' })).toBeEnabled()
  })

  it('preselects the friend sent by the Amis page (navigation state inviteFriendId)', async () => {
    await openLobby({ 'GET /api/friends/{userId}': json([friend(BORIN), friend(CYRA)]) }, { state: { inviteFriendId: 12 } })
    const picker = await screen.findByRole('combobox', { name: 'Ami à inviter' })
    expect(picker).toHaveTextContent('Cyra')
    expect(screen.getByRole('button', { name: 'Créer la partie' })).toBeEnabled()
  })

  it('asks to choose a friend when there are several, and links to /friends when there are none', async () => {
    const several = await openLobby({ 'GET /api/friends/{userId}': json([friend(BORIN), friend(CYRA)]) })
    expect(await screen.findByRole('combobox', { name: 'Ami à inviter' })).toHaveTextContent('Choisissez un ami')
    expect(screen.getByRole('button', { name: 'Créer la partie' })).toBeDisabled()
    several.unmount()
    await openLobby()
    expect(await screen.findByText('Vous n’avez pas encore d’ami à inviter.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Trouver des amis' })).toHaveAttribute('href', '/friends')
    expect(screen.queryByRole('button', { name: 'Créer la partie' })).toBeNull()
  })

  it('joins by code (upper case as typed, spaces dropped) and goes to /game/private/{id}', async () => {
    const { server, probe } = await openLobby({ 'POST /api/games/private/join': json(game({ id: 51, type: 'private', joueur1: BORIN, joueur2: ME })) })
    const field = screen.getByRole('textbox', { name: 'Code de partie' })
    fireEvent.change(field, { target: { value: 'k7m 2qx' } })
    expect(field).toHaveValue('K7M2QX')
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }))
    await waitFor(() => expect(probe.pathname).toBe('/game/private/51'))
    expect(probe.state).toEqual({ gameCode: 51 })
    expect(server.calls.find((c) => c.path === '/api/games/private/join')?.body).toEqual({ gameCode: 'K7M2QX', userId: 7 })
  })

  it("shows the server's message under the field for a wrong code", async () => {
    await openLobby({ 'POST /api/games/private/join': json({ message: 'Aucune partie ne correspond à ce code.', status: 404 }, 404) })
    const field = screen.getByRole('textbox', { name: 'Code de partie' })
    fireEvent.change(field, { target: { value: 'ZZZZZZ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucune partie ne correspond à ce code.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Aucune partie ne correspond à ce code.')
  })

  it('checks the length before asking the server', async () => {
    const { server } = await openLobby()
    fireEvent.change(screen.getByRole('textbox', { name: 'Code de partie' }), { target: { value: 'ABC' } })
    fireEvent.click(screen.getByRole('button', { name: 'Rejoindre' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Le code compte 6 caractères.')
    expect(server.count('POST', '/api/games/private/join')).toBe(0)
  })
})

describe('training', () => {
  it('starts at Facile, and launches the chosen difficulty → /game/training/{id} with { gameId }', async () => {
    const { server, probe } = await openLobby({ 'POST /api/games/training': json(game({ id: 60, type: 'training', joueur2: BORIN }), 201) })
    const group = screen.getByRole('radiogroup', { name: 'Difficulté' })
    expect(within(group).getAllByRole('radio').map((r) => r.textContent)).toEqual(['Facile', 'Moyen', 'Difficile'])
    expect(within(group).getByRole('radio', { name: 'Facile' })).toBeChecked()
    fireEvent.click(within(group).getByRole('radio', { name: 'Difficile' }))
    expect(within(group).getByRole('radio', { name: 'Difficile' })).toBeChecked()
    fireEvent.click(screen.getByRole('button', { name: "Lancer l'entraînement" }))
    await waitFor(() => expect(probe.pathname).toBe('/game/training/60'))
    expect(probe.state).toEqual({ gameId: 60 })
    expect(server.calls.find((c) => c.path === '/api/games/training')?.body).toEqual({ userId: 7, difficulty: 'difficile' })
  })

  it('shows the training record per difficulty', async () => {
    await openLobby()
    const stats = await screen.findByText('Vos entraînements')
    const section = stats.closest('section')!
    await within(section).findByText('2 victoires sur 3 parties')
    expect(within(section).getByText('1 victoire sur 2 parties')).toBeInTheDocument()
    expect(within(section).getByText('0 victoire sur 0 partie')).toBeInTheDocument()
  })
})

describe('history and ranking', () => {
  it('lists the last games (cancelled matchmaking left out) and the top players with the player marked', async () => {
    let rankingQuery = ''
    await openLobby({
      'GET /api/games/user/{userId}': json([
        { id: 4, type: 'ranked', status: 'FINISHED', opponent: BORIN, winner: 7, won: true, createdAt: '2025-03-02T10:00:00Z', endedAt: '2025-03-02T10:09:00Z' },
        { id: 3, type: 'unranked', status: 'FINISHED', opponent: null, winner: null, won: null, createdAt: '2025-03-01T10:00:00Z', endedAt: '2025-03-01T10:01:00Z' },
        { id: 2, type: 'training', status: 'FINISHED', opponent: { ...CYRA, pseudo: 'Golem', bot: true }, winner: 99, won: false, createdAt: '2025-02-01T10:00:00Z', endedAt: '2025-02-01T10:05:00Z' },
      ]),
      'GET /api/user/ranking': (request) => {
        rankingQuery = request.search
        return json([
          { rank: 1, id: 9, pseudo: 'Borin', level: 1300, rating: 1040, played: 3, wins: 3, losses: 0 },
          { rank: 2, id: 7, pseudo: 'Aelis', level: 700, rating: 1000, played: 2, wins: 1, losses: 1 },
        ])
      },
    })
    const history = (await screen.findByRole('heading', { name: 'Dernières parties' })).closest('section')!
    const items = await within(history).findAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('Classéecontre BorinVictoire'), expect.stringContaining('Entraînementcontre GolemDéfaite')])
    const table = await screen.findByRole('table', { name: 'Meilleurs joueurs' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['1Borin10403 / 0', '2Aelisvous10001 / 1'])
    expect(rows[1]).toHaveAttribute('aria-current', 'true')
    expect(rankingQuery).toBe('?limit=10')
  })
})
