// The offline training game kept on the device (src/pwa/localGameHost.ts, storedLocalGame.ts): kept at
// its start and after each move, resumed by a new host (a reload, a closed tab opened again) with the
// same board, hands and turn and a fresh full turn, never resumed once finished, replaced by a new game,
// a corrupt record dropped without a crash, and two tabs on one game playing one game. The storage is in memory here; the browser test
// (tests/e2e/pwa.test.ts) covers IndexedDB.
import { describe, expect, it, vi } from 'vitest'
import { TURN_MS, type Sides } from '../../../src/game'
import { legalMoves } from '../../../src/game/view'
import type { LocalDeck } from '../../../src/game/local/localGame'
import { LOCAL_GAME_ID_BASE } from '../../../src/pwa/localGameId'
import { inOrder, localGameHost, type HostAnswer, type LocalGameHost } from '../../../src/pwa/localGameHost'
import type { LocalGameStorage } from '../../../src/pwa/localGameStore'
import type { CardPlayer, OfflineGame, SpellPlayer } from '../../../src/pwa/localGameView'
import { gameOfStored, STORED_GAME_FORMAT, storedLocalGame, type StoredLocalGame } from '../../../src/pwa/storedLocalGame'

const sides = (n: number): Sides => ({ pointsHaut: n, pointsGauche: (n + 2) % 9 || 1, pointsDroite: (n + 4) % 9 || 1, pointsBas: (n + 6) % 9 || 1 })
const bonus = { pointsHaut: 0, pointsGauche: 0, pointsDroite: 0, pointsBas: 0 }
const deck = {
  id: 7,
  name: 'Test',
  cartes: Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, ...bonus, card: sides((i % 9) + 1) })),
  spells: Array.from({ length: 6 }, (_, i) => ({ id: 200 + i, ...bonus, spell: { pointsHaut: 1, pointsGauche: -1, pointsDroite: 1, pointsBas: 0 } })),
} as unknown as LocalDeck<CardPlayer, SpellPlayer>
const player = { id: 3, pseudo: 'Alice', level: 2, rating: 1000 }
const ID = LOCAL_GAME_ID_BASE + 11

/** An in-memory storage that keeps a structured clone, as IndexedDB does. */
function memoryStorage(initial?: unknown) {
  let record: unknown = initial
  const storage: LocalGameStorage & { record: () => unknown; saves: number } = {
    saves: 0,
    record: () => record,
    load: () => Promise.resolve(record === undefined ? undefined : structuredClone(record)),
    save: (r) => {
      storage.saves++
      record = structuredClone(r)
      return Promise.resolve()
    },
    clear: () => {
      record = undefined
      return Promise.resolve()
    },
  }
  return storage
}

const gameOf = (answer: HostAnswer): OfflineGame => {
  if (!answer.ok) throw new Error(answer.message)
  return answer.game
}

/** A new game, with the bot's opening move played if it starts. */
async function started(host: LocalGameHost, id = ID, seed = 5): Promise<OfflineGame> {
  let game = gameOf(await host.create({ id, difficulty: 'facile', player, deck, seed }))
  if (host.botToPlay(id)) game = (await host.botTurn(id, () => 0))!.game
  return game
}

/** The player's first legal placement. */
async function placed(host: LocalGameHost, game: OfflineGame): Promise<OfflineGame> {
  const move = legalMoves(game.state, 1).find((m) => m.kind === 'card')!
  return gameOf(await host.move(game.id, move))
}

describe('offline game kept on the device', () => {
  it('is kept at its start and after each move, and a reload resumes it where it was, with a fresh full turn', async () => {
    const storage = memoryStorage()
    let clock = 1_000
    const host = localGameHost(storage, () => clock)
    const first = await started(host)
    expect(gameOfStored(storage.record())?.version).toBe(first.version)
    clock = 5_000
    const afterMove = await placed(host, first)
    expect(afterMove.state.plateau.filter((c) => c != null).length).toBeGreaterThan(first.state.plateau.filter((c) => c != null).length)
    const played = (await host.botTurn(ID, () => 0))!.game // the bot answers: the player's turn again
    expect(gameOfStored(storage.record())).toEqual(played)

    clock = 9_000_000 // reopened much later: the turn was not lost meanwhile
    const reloaded = localGameHost(storage, () => clock)
    const resumed = gameOf(await reloaded.read(ID))
    expect(resumed.state).toEqual(played.state)
    expect(resumed.rngState).toBe(played.rngState)
    expect(resumed.state.roundTo).toBe(1)
    expect(resumed.turnDeadlineMs).toBe(clock + TURN_MS)
    expect(resumed.version).toBe(played.version + 1)
    expect(gameOfStored(storage.record())).toEqual(resumed) // the fresh deadline is kept too

    const next = await placed(reloaded, resumed) // and it plays on
    expect(next.state.moveCount).toBe(resumed.state.moveCount + 1)
    expect(gameOfStored(storage.record())?.state.moveCount).toBe(next.state.moveCount)
  })

  it('the board drawn gives the player’s running turn a full turn from then, and is kept', async () => {
    const storage = memoryStorage()
    let clock = 1_000
    const host = localGameHost(storage, () => clock)
    const first = await started(host)
    expect(first.state.roundTo).toBe(1)
    clock += 6_000 // the board took 6 s to show
    const ready = gameOf(await host.ready(ID))
    expect(ready.turnDeadlineMs).toBe(clock + TURN_MS)
    expect(gameOfStored(storage.record())?.turnDeadlineMs).toBe(clock + TURN_MS)
    clock += 1_000 // asked again at once: never less than it has
    expect(gameOf(await host.ready(ID)).turnDeadlineMs).toBe(clock + TURN_MS)
    const bots = await placed(host, ready) // on the bot's turn it changes nothing
    expect(gameOf(await host.ready(ID)).turnDeadlineMs).toBe(bots.turnDeadlineMs)
  })

  it('resumes the bot’s turn: the bot plays it', async () => {
    const storage = memoryStorage()
    const host = localGameHost(storage, () => 1_000)
    await placed(host, await started(host))
    const reloaded = localGameHost(storage, () => 2_000)
    expect(gameOf(await reloaded.read(ID)).state.roundTo).toBe(2)
    expect(reloaded.botToPlay(ID)).toBe(true)
    const turn = await reloaded.botTurn(ID, () => 0)
    expect(turn?.game.state.roundTo).toBe(1)
    expect(gameOfStored(storage.record())?.state.moveCount).toBe(turn?.game.state.moveCount)
  })

  it('reads of a reloaded page resume the game once, however many arrive together', async () => {
    const storage = memoryStorage()
    await started(localGameHost(storage, () => 1_000))
    const reloaded = localGameHost(storage, () => 2_000)
    const saves = storage.saves
    const [a, b] = await Promise.all([reloaded.read(ID), reloaded.read(ID)])
    expect(gameOf(a)).toBe(gameOf(b))
    expect(storage.saves).toBe(saves + 1)
  })

  it('never resumes a finished game: the player left, nothing to resume (its end stays for another tab to see)', async () => {
    const storage = memoryStorage()
    const host = localGameHost(storage, () => 1_000)
    await started(host)
    expect(gameOf(await host.quit(ID)).state.finished).toBe(true)
    expect(gameOfStored(storage.record())?.state.finished).toBe(true)
    expect(await localGameHost(storage, () => 2_000).read(ID)).toMatchObject({ ok: false, status: 404 })
  })

  it('a new game replaces the kept one', async () => {
    const storage = memoryStorage()
    const host = localGameHost(storage, () => 1_000)
    await started(host, ID)
    await started(host, ID + 1, 9)
    expect(gameOfStored(storage.record())?.id).toBe(ID + 1)
    const reloaded = localGameHost(storage, () => 2_000)
    expect(await reloaded.read(ID)).toMatchObject({ ok: false, status: 404 })
    expect(gameOf(await reloaded.read(ID + 1)).id).toBe(ID + 1)
  })

  it('drops a corrupt record with a 404, no crash', async () => {
    const storage = memoryStorage()
    await started(localGameHost(storage, () => 1_000))
    const good = storage.record() as StoredLocalGame
    const corrupt = [
      'nonsense',
      { ...good, format: STORED_GAME_FORMAT + 1 },
      { ...good, game: { ...good.game, state: { ...good.game.state, plateau: [1, 2] } } },
      { ...good, game: { ...good.game, deck: null } },
      { ...good, game: { ...good.game, state: { ...good.game.state, hands: { 1: null, 2: null } } } },
    ]
    for (const record of corrupt) {
      const damaged = memoryStorage(record)
      expect(await localGameHost(damaged, () => 2_000).read(ID)).toMatchObject({ ok: false, status: 404 })
      expect(damaged.record()).toBeUndefined()
    }
  })

  it("two tabs on one game play one game: each change starts from the other tab's last, the bot moves once", async () => {
    const storage = memoryStorage()
    const device = inOrder() // the worker's Web Lock, shared by the tabs
    const tabA = localGameHost(storage, () => 1_000, device)
    const tabB = localGameHost(storage, () => 1_000, device)
    const first = await started(tabA)
    const seenByB = gameOf(await tabB.read(ID))
    expect(seenByB.state).toEqual(first.state)
    const afterA = await placed(tabA, first) // A places; B still shows the board before it
    // B's bot turn (both workers schedule one) starts from A's move; A's own then finds nothing to play
    const [fromB, fromA] = await Promise.all([tabB.botTurn(ID, () => 0), tabA.botTurn(ID, () => 0)])
    const bot = fromB ?? fromA
    expect(bot).not.toBeNull()
    expect([fromA, fromB].filter(Boolean)).toHaveLength(1)
    expect(bot!.game.state.moveCount).toBe(afterA.state.moveCount + 1)
    // B places on the board as it is now (A's card and the bot's are kept), and A reads it
    const afterB = await placed(tabB, gameOf(await tabB.read(ID)))
    expect(afterB.state.moveCount).toBe(bot!.game.state.moveCount + 1)
    expect(gameOf(await tabA.read(ID)).state).toEqual(afterB.state)
    expect(gameOfStored(storage.record())?.state).toEqual(afterB.state)
  })

  it('a game finished in one tab is over in the other too', async () => {
    const storage = memoryStorage()
    const tabA = localGameHost(storage, () => 1_000)
    const tabB = localGameHost(storage, () => 1_000)
    const game = await started(tabA)
    await tabB.read(ID)
    expect(gameOf(await tabA.quit(ID)).state.finished).toBe(true)
    expect(gameOf(await tabB.read(ID)).state.finished).toBe(true)
    expect((await tabB.move(ID, legalMoves(game.state, 1)[0]!)).ok).toBe(false)
  })

  it('still plays when the storage fails (only the resume is lost)', async () => {
    const storage = memoryStorage()
    storage.save = () => Promise.reject(new Error('quota'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const host = localGameHost(storage, () => 1_000)
    const game = await started(host)
    expect((await placed(host, game)).state.moveCount).toBe(game.state.moveCount + 1)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe('the stored record', () => {
  it('refuses what is not an offline game of this format', () => {
    const game = { id: ID } as unknown as OfflineGame
    expect(gameOfStored(undefined)).toBeNull()
    expect(gameOfStored(null)).toBeNull()
    expect(gameOfStored(storedLocalGame(game, 0))).toBeNull()
  })

  it('reads back what it wrote', async () => {
    const storage = memoryStorage()
    const game = await started(localGameHost(storage, () => 1_000))
    expect(gameOfStored(structuredClone(storedLocalGame(game, 1_000)))).toEqual(game)
    const server = { ...game, id: 42 } // a server game's id is never an offline game's
    expect(gameOfStored(storedLocalGame(server, 1_000))).toBeNull()
  })
})
