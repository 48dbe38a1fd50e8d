// The battle's chrome outside the canvas (the Pixi view mocked): the players' banners (level,
// rating in ranked only, hand, score, presence), the immersive shell (no site header or side menu;
// the site's links in the game's menu), the full-screen offer at deck choice and never over a
// running turn, and the toasts' placement over the banner.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiDeck, apiGame, ME, type ApiGame } from './helpers/games'
import { USER1, USER2 } from '../scene/fixtures'
import { opponentPresenceAtom, showToastAtom } from '../../src/state'
import { computeLayout } from '../../src/scene/model'
import { playerSeats } from '../../src/ui/pages/game/playerSeats'
import { LOCAL_GAME_ID_BASE } from '../../src/game/local/localGameId'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
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
        onLayout?.(computeLayout(desktop ? { width: 1440, height: 900 } : { width: 390, height: 844 }))
      }, [onLayout])
      return <div data-testid="battle-canvas" />
    },
  }
})

const profile = { id: ME.id, pseudo: 'Alice' }
const set = <T,>(row: readonly T[], index: number, value: T): T[] => row.map((x, i) => (i === index ? value : x))

/** Alice (1320 XP: level 3, rating 1520) against Bruno (rating 1480); Alice has 1 card standing, Bruno 1 standing and 1 KO. */
function rankedGame(over: Partial<ApiGame> = {}): ApiGame {
  const g = apiGame({ type: 'ranked' })
  return {
    ...g,
    joueur1: { id: USER1, pseudo: 'Alice', level: 1320, rating: 1520, bot: false },
    joueur2: { id: USER2, pseudo: 'Bruno', level: 0, rating: 1480, bot: false },
    handSizes: { joueur1: { cards: 5, spells: 2 }, joueur2: { cards: 4, spells: 1 } },
    plateau: set(set(set(g.plateau, 6, 301), 7, 401), 8, 402),
    satutscard: set(set(set(g.satutscard, 6, 'ALIVE'), 7, 'ALIVE'), 8, 'KO'),
    cardOwners: set(set(set(g.cardOwners, 6, 1), 7, 2), 8, 2),
    ...over,
  } as ApiGame
}

const openBattle = (game: ApiGame, width = 1440) =>
  renderApp({ path: `/game/${game.type}`, state: { gameCode: 7 }, session: ME, profile, width, handlers: { 'GET /api/games/{id}': json(game) } })

afterEach(() => {
  delete (document.documentElement as unknown as Record<string, unknown>).requestFullscreen
})

describe('the players’ banners', () => {
  it('show pseudo, level, rating in ranked, cards left in hand and score for each player', async () => {
    openBattle(rankedGame())
    const me = await screen.findByRole('region', { name: 'Alice (vous)' })
    const them = screen.getByRole('region', { name: 'Bruno (adversaire)' })
    expect(within(me).getByText('Niveau 3')).toBeInTheDocument()
    expect(within(me).getByText('Classement : 1520 points')).toBeInTheDocument()
    expect(within(me).getByText('En main : 5 cartes et 2 sorts')).toBeInTheDocument()
    expect(within(me).getByText('Score : 1 carte debout')).toBeInTheDocument()
    expect(within(them).getByText('Classement : 1480 points')).toBeInTheDocument()
    expect(within(them).getByText('En main : 4 cartes et 1 sort')).toBeInTheDocument()
    // Bruno's KO card does not count.
    expect(within(them).getByText('Score : 1 carte debout')).toBeInTheDocument()
    // Placed in the board's free corners, from the scene's layout.
    expect(me.style.width).not.toBe('')
    expect(parseFloat(me.style.top)).toBeGreaterThan(parseFloat(them.style.top))
  })

  it('show no rating outside ranked games', async () => {
    openBattle(rankedGame({ type: 'unranked' }))
    const me = await screen.findByRole('region', { name: 'Alice (vous)' })
    expect(within(me).getByText('En main : 5 cartes et 2 sorts')).toBeInTheDocument()
    expect(screen.queryByText(/Classement/)).toBeNull()
    expect(screen.queryByTestId('player-rating')).toBeNull()
  })

  it("show the opponent's presence: disconnected, then back", async () => {
    const { store } = openBattle(rankedGame())
    const them = await screen.findByRole('region', { name: 'Bruno (adversaire)' })
    expect(within(them).getByText('Connexion : Connexion inconnue')).toBeInTheDocument()
    act(() => store.set(opponentPresenceAtom, { gameId: 7, userId: USER2, online: false }))
    expect(within(them).getByText('Connexion : Déconnecté')).toBeInTheDocument()
    expect(them).toHaveAttribute('data-connection', 'offline')
    expect(screen.getByText('Adversaire déconnecté…')).toBeInTheDocument()
    act(() => store.set(opponentPresenceAtom, { gameId: 7, userId: USER2, online: true }))
    expect(within(them).getByText('Connexion : Connecté')).toBeInTheDocument()
    // Another game's presence says nothing about this one.
    act(() => store.set(opponentPresenceAtom, { gameId: 99, userId: USER2, online: false }))
    expect(within(them).getByText('Connexion : Connexion inconnue')).toBeInTheDocument()
  })

  it('say an offline game is played on this device, never « Connexion lente » (it has no stream)', () => {
    const g = rankedGame({ type: 'training', id: LOCAL_GAME_ID_BASE + 4 })
    const offline = playerSeats({ ...g, mode: 'bot', joueur2: { ...g.joueur2!, bot: true } } as ApiGame, { presence: null, stream: 'off' })
    expect(offline.me?.connection).toBe('device')
    expect(offline.opponent?.connection).toBe('bot')
    // a server's game without its stream reads its polls: that is a slow connection
    expect(playerSeats(rankedGame(), { presence: null, stream: 'off' }).me?.connection).toBe('polling')
  })

  it('say a bot is the computer, never « déconnecté »', async () => {
    const g = rankedGame({ type: 'training' })
    const { store } = openBattle({ ...g, mode: 'bot', joueur2: { ...g.joueur2!, bot: true } } as ApiGame)
    const them = await screen.findByRole('region', { name: 'Bruno (adversaire)' })
    act(() => store.set(opponentPresenceAtom, { gameId: 7, userId: USER2, online: false }))
    expect(within(them).getByText('Connexion : Ordinateur')).toBeInTheDocument()
    expect(screen.queryByText('Adversaire déconnecté…')).toBeNull()
  })
})

describe('the immersive battle on desktop', () => {
  it('hides the site header and side menu; the game menu links to the site; they come back after', async () => {
    const { probe } = openBattle(rankedGame())
    await screen.findByRole('region', { name: 'Alice (vous)' })
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull()
    expect(screen.queryByTestId('credit-badge')).toBeNull()
    expect(document.querySelector('.app')).toHaveAttribute('data-immersive')
    await userEvent.click(screen.getByRole('button', { name: 'Menu de la partie' }))
    const menu = await screen.findByRole('dialog', { name: 'Partie' })
    const site = within(menu).getByRole('navigation', { name: 'Navigation du site' })
    await userEvent.click(within(site).getByRole('link', { name: 'Decks' }))
    await waitFor(() => expect(probe.pathname).toBe('/inventory'))
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
    expect(document.querySelector('.app')).not.toHaveAttribute('data-immersive')
  })
})

describe('the full-screen suggestion', () => {
  const fullScreenAvailable = () =>
    Object.defineProperty(document.documentElement, 'requestFullscreen', { value: () => Promise.resolve(), configurable: true })

  it('is offered on phones inside the deck choice, before the first turn', async () => {
    fullScreenAvailable()
    renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile,
      width: 390,
      handlers: {
        'GET /api/games/{id}': json(apiGame({ status: 'WAITING', deckplayer1: null, hand: null, turnDeadline: null })),
        'GET /api/decksplayer/user/{userId}': json([apiDeck(3, 'Deck de départ', 12, 6)]),
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre deck' })
    const offer = await within(dialog).findByRole('region', { name: 'Jouer en plein écran ?' })
    await userEvent.click(within(offer).getByRole('button', { name: 'Plus tard' }))
    expect(localStorage.getItem('fullscreen-dismissed')).toBe('true')
    expect(within(dialog).queryByRole('region', { name: 'Jouer en plein écran ?' })).toBeNull()
    expect(screen.queryByRole('dialog', { name: 'Jouer en plein écran ?' })).toBeNull()
  })

  it('never shows over a running turn', async () => {
    fullScreenAvailable()
    localStorage.removeItem('fullscreen-dismissed')
    openBattle(apiGame(), 390)
    await screen.findByText(/C'est à vous de jouer!/)
    await waitFor(() => expect(document.querySelector('.battle')?.getAttribute('data-breakpoint')).toBe('phone-portrait'))
    expect(screen.queryByRole('dialog', { name: 'Jouer en plein écran ?' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Jouer en plein écran ?' })).toBeNull()
  })
})

describe('toasts during a battle', () => {
  it('sit over the banner (no board slot under them), and back at the bottom elsewhere', async () => {
    const { store, probe } = openBattle(apiGame())
    await screen.findByText(/C'est à vous de jouer!/)
    act(() => store.set(showToastAtom, { text: 'Oups', tone: 'error' }))
    const toast = await screen.findByRole('alert')
    const viewport = toast.closest('.toast-viewport') as HTMLElement
    await waitFor(() => expect(viewport).toHaveClass('toast-viewport-battle'))
    // Exactly over the scene's banner (the battle sits at the viewport's origin here).
    const { banner } = computeLayout({ width: 1440, height: 900 })
    expect(viewport.style.top).toBe(`${banner.y}px`)
    expect(viewport.style.left).toBe(`${banner.x}px`)
    expect(viewport.style.getPropertyValue('--toast-spot-h')).toBe(`${banner.height}px`)
    await act(async () => {
      await probe.navigate('/home') // a data router's navigation is asynchronous
    })
    await waitFor(() => expect(document.querySelector('.toast-viewport')).not.toHaveClass('toast-viewport-battle'))
  })
})
