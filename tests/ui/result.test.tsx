// The end of a battle: the result dialog's figures (score, XP, credits, the ranked rating change),
// « Rejouer » starting a game of the same mode (the right call, mode and difficulty, then the new
// game's route), and the count-up curve.
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { apiGame, ME, type ApiGame } from './helpers/games'
import { USER1 } from '../scene/fixtures'
import { countUpAt, COUNT_UP_MS } from '../../src/ui/pages/game/result/countUp'
import { replayPlanOf } from '../../src/state/replay'
import { QUEUE_REPOST_MS } from '../../src/state/lobby'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const profile = { id: ME.id, pseudo: 'Alice' }
const NEW_ID = 99

/** A finished game of `type` (the viewer joueur1), won unless told otherwise. */
const finished = (over: Partial<ApiGame>): ApiGame =>
  apiGame({ open: false, status: 'FINISHED', winner: USER1, endReason: 'board-full', rewards: { xp: 120, credit: 40, ratingChange: 0 }, ...over })

/** The battle at `path` showing `over`; GET of the new game answers a fresh one of the same type. */
function endOf(path: string, state: unknown, over: ApiGame, extra: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const fresh = apiGame({ id: NEW_ID, type: over.type, status: 'WAITING', open: true, difficulty: over.difficulty, stageId: over.stageId })
  return renderApp({
    path,
    state,
    session: ME,
    profile,
    handlers: {
      'GET /api/games/{id}': (_r, p) => json(Number(p.id) === NEW_ID ? fresh : over),
      ...extra,
    },
  })
}

/** The battle page is a lazy chunk: its first load may take a while on a busy machine. */
const LOAD = { timeout: 5000 }
const replayButton = async () => within(await screen.findByRole('dialog', {}, LOAD)).getByRole('button', { name: 'Rejouer' })

describe('the result dialog', () => {
  it('shows the score, XP, credits and the ranked rating change', async () => {
    endOf('/game/ranked', { gameCode: 7 }, finished({ type: 'ranked', rewards: { xp: 120, credit: 40, ratingChange: 16 } }))
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations, You Won!' }, LOAD)
    expect(within(dialog).getByText('You played well and won the game.')).toBeInTheDocument()
    // The tests run with reduced motion (matchMedia answers yes): the final figures at once.
    expect(within(dialog).getByText('+16')).toBeInTheDocument()
    expect(within(dialog).getByText('Classement : +16 points')).toBeInTheDocument()
    expect(within(dialog).getByText('+120 XP', { selector: 'span[aria-hidden]' })).toBeInTheDocument()
    expect(within(dialog).getByText('+40 pts', { selector: 'span[aria-hidden]' })).toBeInTheDocument()
    expect(within(dialog).getByText('+120 XP · +40 pts')).toBeInTheDocument()
    expect(within(dialog).getByText('Une nouvelle partie classée')).toBeInTheDocument()
  })

  it('shows a lost rating as a loss, and no rating outside ranked', async () => {
    const { unmount } = endOf('/game/ranked', { gameCode: 7 }, finished({ type: 'ranked', winner: 22, rewards: { xp: 30, credit: 0, ratingChange: -16 } }))
    const lost = await screen.findByRole('dialog', { name: 'Sorry, You Lost!' }, LOAD)
    expect(within(lost).getByText('−16')).toBeInTheDocument()
    expect(lost.querySelector('[data-stat="rating"]')?.getAttribute('data-tone')).toBe('down')
    unmount()
    endOf('/game/unranked', { gameCode: 7 }, finished({ type: 'unranked' }))
    const won = await screen.findByRole('dialog', { name: 'Congratulations, You Won!' }, LOAD)
    expect(won.querySelector('[data-stat="rating"]')).toBeNull()
    expect(within(won).queryByText(/Classement/)).toBeNull()
  })
})

describe('« Rejouer »', () => {
  it('joins the ranked queue again and opens the new game', async () => {
    const { server, probe } = endOf('/game/ranked', { gameCode: 7 }, finished({ type: 'ranked' }), {
      'POST /api/games/ranked': json(apiGame({ id: NEW_ID, type: 'ranked', status: 'WAITING', joueur2: null }), 201),
    })
    await userEvent.click(await replayButton())
    await waitFor(() => expect(probe.state).toEqual({ gameCode: NEW_ID }))
    expect(probe.pathname).toBe('/game/ranked')
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/games/ranked', body: { userId: USER1 } })
    expect(server.count('POST', '/api/games/unranked')).toBe(0)
  })

  it('keeps the new ranked game in the queue: re-posts every 3 s and follows a re-post into another game', async () => {
    const waiting = apiGame({ id: NEW_ID, type: 'ranked', status: 'WAITING', open: true, joueur2: null })
    const over = finished({ type: 'ranked' })
    let posts = 0
    const { server, probe } = endOf('/game/ranked', { gameCode: 7 }, over, {
      'GET /api/games/{id}': (_r, p) => json(Number(p.id) === NEW_ID ? waiting : over),
      'POST /api/games/ranked': () => {
        posts += 1
        // the third post joins someone else's game
        return posts < 3 ? json(waiting, 201) : json(apiGame({ id: 77, type: 'ranked', status: 'WAITING', open: true }), 201)
      },
    })
    const button = await replayButton()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    try {
      const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
      const posted = () => server.count('POST', '/api/games/ranked')
      fireEvent.click(button)
      for (let i = 0; i < 20 && !(probe.state as { gameCode?: number } | null)?.gameCode?.toString().startsWith(String(NEW_ID)); i++) await advance(0)
      expect(probe.state).toEqual({ gameCode: NEW_ID })
      for (let i = 0; i < 20 && server.count('GET', `/api/games/${NEW_ID}`) === 0; i++) await advance(0)
      await advance(0)
      expect(posted()).toBe(1)
      await advance(QUEUE_REPOST_MS - 1)
      expect(posted()).toBe(1)
      await advance(1)
      expect(posted()).toBe(2)
      expect(probe.state).toEqual({ gameCode: NEW_ID })
      await advance(QUEUE_REPOST_MS)
      // (a live-events reconnect may refetch it once more meanwhile, as on the Parties page)
      expect(posted()).toBeGreaterThanOrEqual(3)
      await advance(0)
      expect(probe.state).toEqual({ gameCode: 77 })
      expect(probe.pathname).toBe('/game/ranked')
      expect(server.calls.filter((c) => c.path === '/api/games/ranked').every((c) => (c.body as { userId: number }).userId === USER1)).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts a training game at the same difficulty', async () => {
    const { server, probe } = endOf('/game/training/7', { gameId: 7 }, finished({ type: 'training', mode: 'bot', difficulty: 'moyen', winner: 22 }), {
      'POST /api/games/training': json(apiGame({ id: NEW_ID, type: 'training', difficulty: 'moyen' }), 201),
    })
    expect(await screen.findByText('Un nouvel entraînement (Moyen)')).toBeInTheDocument()
    await userEvent.click(await replayButton())
    await waitFor(() => expect(probe.pathname).toBe(`/game/training/${NEW_ID}`))
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/games/training', body: { userId: USER1, difficulty: 'moyen' } })
  })

  it('plays the next solo stage after a win', async () => {
    const { server, probe } = endOf('/game/solo/7', { gameCode: 7 }, finished({ type: 'solo', mode: 'bot', stageId: 3 }), {
      'POST /api/solo-combat-game/create/{userId}/{stageId}': json(apiGame({ id: NEW_ID, type: 'solo', stageId: 4 }), 201),
    })
    await userEvent.click(await replayButton())
    await waitFor(() => expect(probe.pathname).toBe(`/game/solo/${NEW_ID}`))
    expect(server.count('POST', `/api/solo-combat-game/create/${USER1}/4`)).toBe(1)
  })

  it('goes back to the Parties page after a private game (a code is needed)', async () => {
    const { server, probe } = endOf('/game/private/7', undefined, finished({ type: 'private' }))
    await userEvent.click(await replayButton())
    await waitFor(() => expect(probe.pathname).toBe('/game'))
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  it('leads to the game in progress when the server says one is running', async () => {
    const { probe } = endOf('/game/unranked', { gameCode: 7 }, finished({ type: 'unranked' }), {
      'POST /api/games/unranked': json({ message: 'Vous avez déjà une partie en cours', status: 409, code: 'ALREADY_PLAYING', game: { id: 55, type: 'training' } }, 409),
    })
    await userEvent.click(await replayButton())
    await waitFor(() => expect(probe.pathname).toBe('/game/training/55'))
  })
})

describe('the plan of « Rejouer »', () => {
  const base = { open: false, you: 1 as const, joueur1: { id: USER1, pseudo: 'A', level: 0, rating: 1000, bot: false }, joueur2: null, difficulty: null, stageId: null }
  it('replays a lost solo stage, and the last stage even when won', () => {
    expect(replayPlanOf({ ...base, type: 'solo', stageId: 5, winner: 22 })).toEqual({ kind: 'solo', stageId: 5, next: false })
    expect(replayPlanOf({ ...base, type: 'solo', stageId: 10, winner: USER1 })).toEqual({ kind: 'solo', stageId: 10, next: false })
    expect(replayPlanOf({ ...base, type: 'training', difficulty: 'difficile', winner: null })).toEqual({ kind: 'training', difficulty: 'difficile' })
  })
  it('queues a quick match again with the deck just played', () => {
    expect(replayPlanOf({ ...base, type: 'ranked', winner: null, deckplayer1: 3, deckplayer2: 8 })).toEqual({ kind: 'quick', mode: 'ranked', deckId: 3 })
    expect(replayPlanOf({ ...base, you: 2, type: 'unranked', winner: null, deckplayer1: 3, deckplayer2: 8 })).toEqual({ kind: 'quick', mode: 'unranked', deckId: 8 })
    expect(replayPlanOf({ ...base, type: 'unranked', winner: null })).toEqual({ kind: 'quick', mode: 'unranked', deckId: null })
  })
})

describe('the count-up', () => {
  it('goes from 0 to the value, eased, and holds it', () => {
    expect(countUpAt(16, -50)).toBe(0)
    expect(countUpAt(16, 0)).toBe(0)
    const half = countUpAt(100, COUNT_UP_MS / 2)
    expect(half).toBeGreaterThan(50) // ease-out: more than half-way at half time
    expect(half).toBeLessThan(100)
    expect(countUpAt(100, COUNT_UP_MS)).toBe(100)
    expect(countUpAt(-16, COUNT_UP_MS * 2)).toBe(-16)
    expect(countUpAt(-16, COUNT_UP_MS / 2)).toBeLessThan(0)
    expect(countUpAt(7, 10, 0)).toBe(7)
  })
})
