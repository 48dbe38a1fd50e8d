// The battle's atoms (src/state/game*.ts) against a fake server: loading, the way of a move (local
// check → optimistic board → call → the server's answer), refusals, the timeout's empty move, the
// deck choice, leaving, and the 4 s poll out of turn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClientAtom, sessionAtom, toastsAtom } from '../../src/state'
import { createTestStore } from './helpers/store'
import { battleGameKey } from '../../src/state/gameQuery'
import { countdownAtom, gameAtom, gameCueAtom, gameLoadAtom, gamePollerAtom, gameTargetAtom, openGameAtom, moveSendingAtom, receiveGameAtom } from '../../src/state/game'
import { chooseDeckAtom, placeCardAtom, placeSpellAtom, quitGameAtom, sendTimeoutAtom } from '../../src/state/gameIntents'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'

const toasts = (store: ReturnType<typeof createTestStore>) => store.get(toastsAtom).map((t) => t.text)

function setup(handlers: Parameters<typeof fakeServer>[0]) {
  const store = createTestStore()
  store.set(sessionAtom, ME)
  const server = fakeServer(handlers)
  return { store, server }
}

describe('the battle state', () => {
  beforeEach(() => vi.useRealTimers())
  afterEach(() => vi.useRealTimers())

  it('opens a game, and toasts the load error with the error sound', async () => {
    const ok = setup({ 'GET /api/games/{id}': json(apiGame()) })
    await ok.store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(ok.store.get(gameLoadAtom)).toBe('ready')
    expect(ok.store.get(gameAtom)?.id).toBe(7)
    expect(ok.store.get(countdownAtom)?.mine).toBe(true)

    const ko = setup({ 'GET /api/games/{id}': json({ message: 'boom', status: 500 }, 500) })
    await ko.store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(ko.store.get(gameLoadAtom)).toBe('error')
    expect(toasts(ko.store)).toEqual(['Erreur lors du chargement du jeu'])
    expect(ko.store.get(gameCueAtom)?.cue).toBe('error')
  })

  it('places a card: local check, optimistic board, the call, then the server answer', async () => {
    let resolve!: () => void
    const gate = new Promise<void>((r) => (resolve = r))
    const answer = apiGame({ version: 2, roundTo: 2, plateau: apiGame().plateau.map((v, i) => (i === 4 ? 101 : v)) })
    const { store, server } = setup({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': async () => {
        await gate
        return json({ plateau: answer.plateau, plateauspell: answer.plateauspell, game: answer })
      },
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const sent = store.set(placeCardAtom, { instanceId: 101, index: 4 })
    // optimistic: the card is on the board, out of the hand, the turn handed over
    const shown = store.get(gameAtom)!
    expect(shown.plateau[4]).toBe(101)
    expect(shown.hand?.cartes.map((c) => c.id)).toEqual([102])
    expect(shown.roundTo).toBe(2)
    expect(store.get(moveSendingAtom)).toBe(true)
    expect(store.get(gameCueAtom)?.cue).toBe('place')
    resolve()
    expect(await sent).toBe(true)
    const body = server.calls.find((c) => c.method === 'POST')!.body
    expect(body).toEqual({ userId: ME.id, cardId: 101, spellId: null, index: 4, version: 1 })
    expect(store.get(gameAtom)).toEqual(answer)
    expect(store.get(moveSendingAtom)).toBe(false)
  })

  it("shows the stream's newer game at once while the move is pending (the bot answered first), and keeps it", async () => {
    let resolve!: () => void
    const gate = new Promise<void>((r) => (resolve = r))
    const answer = apiGame({ version: 2, roundTo: 2, plateau: apiGame().plateau.map((v, i) => (i === 4 ? 101 : v)) })
    const botMoved = apiGame({ version: 3, roundTo: 1, plateau: answer.plateau.map((v, i) => (i === 9 ? 900 : v)) })
    const { store } = setup({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': async () => {
        await gate
        return json({ plateau: answer.plateau, plateauspell: answer.plateauspell, game: answer })
      },
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const sent = store.set(placeCardAtom, { instanceId: 101, index: 4 })
    // the stream brings the bot's move (version 3) before the answer (version 2): newer than the optimistic board, shown
    store.set(receiveGameAtom, botMoved)
    expect(store.get(gameAtom)).toBe(botMoved)
    resolve()
    expect(await sent).toBe(true)
    expect(store.get(gameAtom)?.version).toBe(3)
    expect(store.get(gameAtom)?.plateau[9]).toBe(900)
    expect(store.get(gameAtom)?.roundTo).toBe(1)
  })

  it('refuses locally with the spec texts, without calling the server', async () => {
    const board = apiGame().plateau.map((v, i) => (i === 3 ? 555 : v))
    const { store, server } = setup({
      'GET /api/games/{id}': json(
        apiGame({
          plateau: board,
          satutscard: board.map((v) => (v ? 'ALIVE' : null)),
          cardOwners: board.map((v) => (v ? 2 : null)),
          boardCards: [{ ...apiGame().hand!.cartes[0], id: 555 }],
        }),
      ),
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(await store.set(placeCardAtom, { instanceId: 101, index: 3 })).toBe(false)
    expect(toasts(store)).toContain('Position occupée')
    store.set(receiveGameAtom, { ...store.get(gameAtom)!, roundTo: 2, version: 2 })
    expect(await store.set(placeSpellAtom, { instanceId: 201, index: 5 })).toBe(false)
    expect(toasts(store)).toContain("C'est le tour de l'adversaire")
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it("takes the fresh game of a 409 and toasts the server's message; other failures roll back", async () => {
    const fresh = apiGame({ version: 5, roundTo: 2 })
    const status = 409
    const { store } = setup({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': () => json({ message: 'Poste déjà occupé', status, code: 'POST_FULL', game: fresh }, status),
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(await store.set(placeCardAtom, { instanceId: 101, index: 4 })).toBe(false)
    expect(store.get(gameAtom)).toEqual(fresh)
    expect(toasts(store)).toContain('Poste déjà occupé')

    const again = setup({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': json({ message: 'panne', status: 500 }, 500),
    })
    await again.store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(await again.store.set(placeCardAtom, { instanceId: 101, index: 4 })).toBe(false)
    expect(again.store.get(gameAtom)?.plateau[4]).toBeNull()
    expect(again.store.get(gameAtom)?.hand?.cartes).toHaveLength(2)
    expect(toasts(again.store)).toContain('Erreur lors du placement de la carte')
  })

  it('sends the empty move for a timeout, and uses each mode’s endpoints', async () => {
    const { store, server } = setup({
      'GET /api/games/{id}': json(apiGame({ type: 'solo', stageId: 3 })),
      'PUT /api/solo-combat-game/update-plate/{id}': json({ plateau: apiGame().plateau, plateauspell: apiGame().plateauspell, game: apiGame({ type: 'solo', stageId: 3, version: 2, roundTo: 1 }) }),
      'POST /api/solo-combat-game/update-deck/{id}': json(apiGame({ type: 'solo', stageId: 3, version: 3 })),
      'POST /api/solo-combat-game/end/{userId}/{stageId}': json(apiGame({ type: 'solo', open: false, version: 4 })),
    })
    await store.set(openGameAtom, { mode: 'solo', id: 7 })
    await store.set(sendTimeoutAtom)
    const put = server.calls.find((c) => c.method === 'PUT')!
    expect(put.path).toBe('/api/solo-combat-game/update-plate/7')
    expect(put.body).toEqual({ userId: ME.id, version: 1 })
    expect(await store.set(chooseDeckAtom, 9)).toBe(true)
    expect(server.calls.find((c) => c.path === '/api/solo-combat-game/update-deck/7')?.body).toEqual({ userId: ME.id, deckId: 9 })
    expect(await store.set(quitGameAtom)).toBe(true)
    expect(server.calls.some((c) => c.method === 'POST' && c.path === `/api/solo-combat-game/end/${ME.id}/3`)).toBe(true)
  })

  it('toasts a failed deck choice', async () => {
    const { store } = setup({
      'GET /api/games/{id}': json(apiGame({ status: 'WAITING', deckplayer1: null, hand: null })),
      'POST /api/games/unranked/decks/{id}': json({ message: 'non', status: 400 }, 400),
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(await store.set(chooseDeckAtom, 3)).toBe(false)
    expect(toasts(store)).toEqual(['Erreur lors de la sélection du deck'])
  })

  it('polls every 4 s out of turn only', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    let current = apiGame({ roundTo: 2 })
    const { store, server } = setup({ 'GET /api/games/{id}': () => json(current) })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const reads = () => server.count('GET', '/api/games/7')
    const stop = store.sub(gamePollerAtom, () => undefined)
    expect(reads()).toBe(1)
    await vi.advanceTimersByTimeAsync(3999)
    expect(reads()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads()).toBe(2)
    // the opponent played: the board is replaced, and it is the viewer's turn: no more polls
    current = apiGame({ roundTo: 1, version: 3, plateau: apiGame().plateau.map((v, i) => (i === 0 ? 999 : v)) })
    await vi.advanceTimersByTimeAsync(4000)
    expect(store.get(gameAtom)?.plateau[0]).toBe(999)
    const after = reads()
    await vi.advanceTimersByTimeAsync(12_000)
    expect(reads()).toBe(after)
    stop()
  })

  it('opens the game when the poll is mounted first (the battle page mounts it before reading)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { store, server } = setup({ 'GET /api/games/{id}': json(apiGame({ roundTo: 2 })) })
    const stop = store.sub(gamePollerAtom, () => undefined)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    expect(store.get(gameLoadAtom)).toBe('ready')
    expect(store.get(gameAtom)?.id).toBe(7)
    expect(server.count('GET', '/api/games/7')).toBe(1)
    await vi.advanceTimersByTimeAsync(4000)
    expect(server.count('GET', '/api/games/7')).toBe(2)
    stop()
  })

  it('pauses the poll while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const { store, server } = setup({ 'GET /api/games/{id}': json(apiGame({ roundTo: 2 })) })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const reads = () => server.count('GET', '/api/games/7')
    const stop = store.sub(gamePollerAtom, () => undefined)
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    window.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(12_000)
    expect(reads()).toBe(1)
    hidden.mockRestore()
    window.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(4000)
    expect(reads()).toBeGreaterThan(1)
    stop()
  })

  it('a waiting ranked player re-posts to be paired, and follows the game it is given', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const waiting = apiGame({ type: 'ranked', status: 'WAITING', joueur2: null, roundTo: 2 })
    const paired = apiGame({ id: 8, type: 'ranked', roundTo: 2, version: 2 })
    const { store, server } = setup({
      'GET /api/games/{id}': (_r, p) => json(p.id === '7' ? waiting : paired),
      'POST /api/games/ranked': json(paired),
    })
    await store.set(openGameAtom, { mode: 'ranked', id: 7 })
    const stop = store.sub(gamePollerAtom, () => undefined)
    await vi.advanceTimersByTimeAsync(4000)
    expect(server.count('POST', '/api/games/ranked')).toBe(1)
    expect(store.get(gameTargetAtom)).toEqual({ mode: 'ranked', id: 8 })
    expect(store.get(gameAtom)?.id).toBe(8)
    stop()
  })

  it("keeps the move's answer in the query cache", async () => {
    const answer = apiGame({ roundTo: 2, version: 2 })
    const { store } = setup({
      'GET /api/games/{id}': json(apiGame()),
      'POST /api/games/unranked/plate/{id}': json({ plateau: answer.plateau, plateauspell: answer.plateauspell, game: answer }),
    })
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const hand = store.get(gameAtom)?.hand?.cartes[0]
    expect(await store.set(placeCardAtom, { instanceId: hand?.id ?? 0, index: 20 })).toBe(true)
    expect(store.get(queryClientAtom).getQueryData(battleGameKey)).toEqual(answer)
  })
})
