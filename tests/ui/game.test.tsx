// The battle page's chrome (the Pixi view mocked): routes and 'Code de jeu manquant', the banner per
// mode and turn, the deck-choice dialog, the timeout's empty move, the result and game-over dialogs,
// the side menu's quit with its confirmation, the sound toggle, the full-screen suggestion, sounds.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiDeck, apiGame, ME } from './helpers/games'
import { USER1 } from '../scene/fixtures'
import { cueAtom, refreshGameAtom } from '../../src/state/game'

/** A board row with one position changed. */
const board = <T,>(row: readonly T[], index: number, value: T): T[] => row.map((x, i) => (i === index ? value : x))

const played: string[] = []
vi.mock('../../src/audio/sounds', () => ({
  playSound: (name: string) => played.push(name),
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))

vi.mock('../../src/scene/view/BattleCanvas', async () => {
  const { useEffect } = await import('react')
  const { computeLayout } = await import('../../src/scene/model')
  return {
    default: function FakeCanvas({ onLayout }: { onLayout?: (l: unknown) => void }) {
      useEffect(() => {
        const desktop = window.matchMedia('(min-width: 901px)').matches
        onLayout?.(computeLayout(desktop ? { width: 1200, height: 836 } : { width: 390, height: 844 }))
      }, [onLayout])
      return <div data-testid="battle-canvas" />
    },
  }
})

const profile = { id: ME.id, pseudo: 'Alice' }

afterEach(() => {
  played.length = 0
})

describe('the battle page', () => {
  it("shows 'Code de jeu manquant' without a game code", async () => {
    renderApp({ path: '/game/unranked', session: ME, profile })
    expect(await screen.findByRole('heading', { name: 'Code de jeu manquant' })).toBeInTheDocument()
  })

  it.each([
    ['/game/unranked', { gameCode: 7 }, 'Unranked Game'],
    ['/game/ranked', { gameCode: 7 }, 'Partie classée'],
    ['/game/private/7', undefined, 'Partie privée'],
    ['/game/training/7', { gameId: 7 }, 'Entraînement'],
    ['/game/solo/7', { gameCode: 7 }, 'Combat solo'],
  ])('%s opens the battle in its mode', async (path, state, title) => {
    const type = path.split('/')[2] as 'unranked'
    renderApp({ path, state, session: ME, profile, handlers: { 'GET /api/games/{id}': json(apiGame({ type })) } })
    expect(await screen.findByRole('heading', { name: new RegExp(title) })).toBeInTheDocument()
    expect(await screen.findByText(/C'est à vous de jouer! \((29|30)s\)/)).toBeInTheDocument()
  })

  it("says 'Attendez votre tour...' out of turn, then plays every sound of the opponent's move: place, KO and turn", async () => {
    // Out of turn, the viewer's card 301 at position 4; the opponent's answer: card 401 at 5 knocks it out and hands over the turn.
    const mine = apiGame({ roundTo: 2 })
    const before = { ...mine, plateau: board(mine.plateau, 4, 301), satutscard: board(mine.satutscard, 4, 'ALIVE'), cardOwners: board(mine.cardOwners, 4, 1) } as typeof mine
    const after = {
      ...before,
      version: 2,
      roundTo: 1,
      turnDeadline: new Date(Date.now() + 30_000).toISOString(),
      plateau: board(before.plateau, 5, 401),
      satutscard: board(board(before.satutscard, 5, 'ALIVE'), 4, 'KO'),
      cardOwners: board(before.cardOwners, 5, 2),
    } as typeof mine
    let answered = before
    const { store } = renderApp({ path: '/game/unranked', state: { gameCode: 7 }, session: ME, profile, handlers: { 'GET /api/games/{id}': () => json(answered) } })
    expect(await screen.findByText('Attendez votre tour...')).toBeInTheDocument()
    expect(played).not.toContain('turn')
    answered = after
    await act(() => store.set(refreshGameAtom))
    expect(await screen.findByText(/C'est à vous de jouer!/)).toBeInTheDocument()
    await waitFor(() => expect(played).toEqual(['place', 'ko', 'turn']))
  })

  it('plays each cue once, in order, even when several come at once', async () => {
    const { store } = renderApp({ path: '/game/unranked', state: { gameCode: 7 }, session: ME, profile, handlers: { 'GET /api/games/{id}': json(apiGame({ roundTo: 2 })) } })
    await screen.findByText('Attendez votre tour...')
    act(() => {
      store.set(cueAtom, 'ko')
      store.set(cueAtom, 'ko')
      store.set(cueAtom, 'turn')
    })
    await waitFor(() => expect(played).toEqual(['ko', 'ko', 'turn']))
    act(() => store.set(cueAtom, 'tick'))
    await waitFor(() => expect(played).toEqual(['ko', 'ko', 'turn', 'tick']))
  })

  it('toasts a load failure with the error sound', async () => {
    renderApp({ path: '/game/unranked', state: { gameCode: 7 }, session: ME, profile, handlers: { 'GET /api/games/{id}': json({ message: 'x', status: 500 }, 500) } })
    expect(await screen.findByText('Erreur lors du chargement du jeu')).toBeInTheDocument()
    await waitFor(() => expect(played).toContain('error'))
  })

  it('asks for a deck while the player has none: short decks disabled, choosing reloads the game', async () => {
    let chosen = false
    const { server } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: {
        // the deck choice is a versioned save: the game after it is version 2
        'GET /api/games/{id}': () => json(chosen ? apiGame({ version: 2 }) : apiGame({ status: 'WAITING', deckplayer1: null, hand: null, turnDeadline: null })),
        'GET /api/decksplayer/user/{userId}': json([apiDeck(3, 'Deck de départ', 12, 6), apiDeck(4, 'Brouillon', 3, 1)]),
        'POST /api/games/unranked/decks/{id}': () => {
          chosen = true
          return json(apiGame({ version: 2 }))
        },
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre deck' })
    const short = await within(dialog).findByRole('button', { name: /Brouillon/ })
    expect(short).toBeDisabled()
    expect(within(dialog).getByText('Pas assez de cartes')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: /^Jouer avec Deck de départ/ }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choisissez votre deck' })).not.toBeInTheDocument())
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: USER1, deckId: 3 })
    expect(server.count('GET', '/api/games/7')).toBeGreaterThanOrEqual(2)
  })

  it("says \"You don't have any decks.\" without decks", async () => {
    renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: {
        'GET /api/games/{id}': json(apiGame({ status: 'WAITING', deckplayer1: null, hand: null, joueur2: null })),
        'GET /api/decksplayer/user/{userId}': json([]),
      },
    })
    expect(await screen.findByText("You don't have any decks.")).toBeInTheDocument()
  })

  it('sends the empty move once the countdown’s last second has run out', async () => {
    const { server } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: {
        'GET /api/games/{id}': json(apiGame({ turnDeadline: new Date(Date.now() + 1800).toISOString() })),
        'POST /api/games/unranked/plate/{id}': json({ plateau: apiGame().plateau, plateauspell: apiGame().plateauspell, game: apiGame({ roundTo: 2, version: 2 }) }),
      },
    })
    await screen.findByText(/C'est à vous de jouer!/)
    // the plate call (the board's ready call, for a turn that lost time, goes elsewhere)
    const plate = (c: { method: string; path: string }) => c.method === 'POST' && c.path === '/api/games/unranked/plate/7'
    await waitFor(() => expect(server.calls.some(plate)).toBe(true), { timeout: 3000 })
    expect(server.calls.find(plate)?.body).toEqual({ userId: USER1, version: 1 })
    await waitFor(() => expect(played).toContain('tick'))
    expect(await screen.findByText('Attendez votre tour...')).toBeInTheDocument()
  })

  it('shows the winner dialog, then the game-over dialog whose Quit ends the game and goes to /', async () => {
    const over = apiGame({ open: false, status: 'FINISHED', winner: USER1, endReason: 'board-full', rewards: { xp: 100, credit: 50, ratingChange: 0 } })
    const { server, probe } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: { 'GET /api/games/{id}': json(over), 'POST /api/games/unranked/end/{gameId}': json(over) },
    })
    const result = await screen.findByRole('dialog', { name: 'Congratulations, You Won!' })
    expect(within(result).getByText('You played well and won the game.')).toBeInTheDocument()
    expect(within(result).getByText('+100 XP · +50 pts')).toBeInTheDocument()
    await waitFor(() => expect(played).toContain('win'))
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }))
    const gameOver = await screen.findByRole('dialog', { name: 'Partie terminée' })
    await userEvent.click(within(gameOver).getByRole('button', { name: 'Quitter' }))
    await waitFor(() => expect(probe.pathname).toBe('/'))
    expect(server.count('POST', '/api/games/unranked/end/7')).toBe(1)
  })

  it("shows 'Sorry, You Lost!' to the loser", async () => {
    renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: { 'GET /api/games/{id}': json(apiGame({ open: false, status: 'FINISHED', winner: 22 })) },
    })
    const result = await screen.findByRole('dialog', { name: 'Sorry, You Lost!' })
    expect(within(result).getByText('Better luck next time.')).toBeInTheDocument()
    await waitFor(() => expect(played).toContain('lose'))
  })

  it('quits through the side menu after a confirmation; toggles the sound, remembered', async () => {
    const { server, probe } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      handlers: { 'GET /api/games/{id}': json(apiGame()), 'POST /api/games/unranked/end/{gameId}': json(apiGame({ open: false })) },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Couper le son' }))
    expect(screen.getByRole('button', { name: 'Activer le son' })).toBeInTheDocument()
    expect(localStorage.getItem('sound')).toBe('false')
    await userEvent.click(screen.getByRole('button', { name: 'Menu de la partie' }))
    const menu = await screen.findByRole('dialog', { name: 'Partie' })
    expect(within(menu).getByRole('button', { name: 'Son : coupé' })).toBeInTheDocument()
    await userEvent.click(within(menu).getByRole('button', { name: 'Quitter la partie' }))
    const confirm = await screen.findByRole('dialog', { name: 'Quitter la partie ?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rester' }))
    expect(server.count('POST', '/api/games/unranked/end/7')).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: 'Menu de la partie' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Partie' })).getByRole('button', { name: 'Quitter la partie' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Quitter la partie ?' })).getByRole('button', { name: 'Quitter' }))
    await waitFor(() => expect(probe.pathname).toBe('/'))
    expect(server.count('POST', '/api/games/unranked/end/7')).toBe(1)
  })

  it('suggests full screen on phones once, at deck choice; declining is remembered', async () => {
    Object.defineProperty(document.documentElement, 'requestFullscreen', { value: () => Promise.resolve(), configurable: true })
    const handlers = {
      'GET /api/games/{id}': json(apiGame({ status: 'WAITING', deckplayer1: null, hand: null, turnDeadline: null })),
      'GET /api/decksplayer/user/{userId}': json([apiDeck(3, 'Deck de départ', 12, 6)]),
    }
    const first = renderApp({ path: '/game/unranked', state: { gameCode: 7 }, session: ME, profile, width: 390, handlers })
    const offer = await screen.findByRole('region', { name: 'Jouer en plein écran ?' })
    await userEvent.click(within(offer).getByRole('button', { name: 'Plus tard' }))
    expect(localStorage.getItem('fullscreen-dismissed')).toBe('true')
    first.unmount()
    renderApp({ path: '/game/unranked', state: { gameCode: 7 }, session: ME, profile, width: 390, handlers })
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre deck' })
    await within(dialog).findByRole('button', { name: /^Jouer avec Deck de départ/ })
    expect(screen.queryByRole('region', { name: 'Jouer en plein écran ?' })).not.toBeInTheDocument()
    delete (document.documentElement as unknown as Record<string, unknown>).requestFullscreen
  })
})
