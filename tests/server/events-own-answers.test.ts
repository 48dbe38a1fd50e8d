// A player's own moves and their event streams (events/own-answers.ts): the stream a move names
// (X-Event-Stream, the id its hello carried) gets no game event for the version the move's answer
// carries; the player's other stream, the opponent's, and a stream of the player on another instance
// still get it; a later move by the opponent reaches the named stream; a foreign id is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, twoInstances, type Api, type TestApp, type TwoInstances } from './helpers/app'
import type { Player } from './helpers/players'
import { plateUrl, someMove, startUnranked, view } from './helpers/games'
import { SseStream } from './helpers/sse'

const listen = (app: FastifyInstance): Promise<string> => app.listen({ port: 0, host: '127.0.0.1' })

/** A player's move naming a stream (or none); the version its answer carries. */
async function move(api: Api, mover: Player, id: number, streamId?: string): Promise<number> {
  const mine = await view(api, mover, id)
  const headers = streamId ? { 'x-event-stream': streamId } : undefined
  const res = await api.post(plateUrl('unranked', id), { userId: mover.id, version: mine.version, ...someMove(mine) }, { token: mover.token, headers })
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
  return res.body.game.version
}

const gameVersions = (stream: SseStream, id: number): number[] => stream.events.filter((e) => e.event === 'game' && e.data.game.id === id).map((e) => e.data.version)

/** A stream at its first game event (the resync), with its id. */
async function opened(base: string, p: Player, id: number): Promise<{ stream: SseStream; streamId: string }> {
  const { status, stream } = await SseStream.open(base, p.token)
  expect(status).toBe(200)
  const hello = await stream!.next('hello')
  expect(hello.data.streamId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  await stream!.next('game', (d) => d.game.id === id)
  return { stream: stream!, streamId: hello.data.streamId }
}

describe('a move naming its stream (X-Event-Stream), one instance', () => {
  let t: TestApp
  let base: string
  const open: SseStream[] = []

  beforeAll(async () => {
    t = await testApp()
    base = await listen(t.app)
  }, 60_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await t.close()
  })

  it('spares the named stream its own move, not the other tab nor the opponent; the next move reaches it', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const named = await opened(base, mover, id)
    const otherTab = await opened(base, mover, id)
    const opponent = await opened(base, waiter, id)
    open.push(named.stream, otherTab.stream, opponent.stream)
    expect(named.streamId).not.toBe(otherTab.streamId)

    const mine = await move(t.api, mover, id, named.streamId)
    await opponent.stream.next('game', (d) => d.game.id === id && d.version === mine)
    await otherTab.stream.next('game', (d) => d.game.id === id && d.version === mine)

    // a stream gets its events in order: once the opponent's later move has reached the named stream,
    // its own move would have come before
    const theirs = await move(t.api, waiter, id)
    const heard = await named.stream.next('game', (d) => d.game.id === id && d.version === theirs)
    expect(gameVersions(named.stream, id)).not.toContain(mine)
    expect(heard.data.game).toEqual(await view(t.api, mover, id))
  })

  it("ignores an id that is not one of the mover's streams (the opponent's, an unknown one)", async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const opponent = await opened(base, waiter, id)
    const own = await opened(base, mover, id)
    open.push(opponent.stream, own.stream)
    const first = await move(t.api, mover, id, opponent.streamId)
    await opponent.stream.next('game', (d) => d.game.id === id && d.version === first)
    await own.stream.next('game', (d) => d.game.id === id && d.version === first)
    const second = await move(t.api, waiter, id, 'inconnu')
    await opponent.stream.next('game', (d) => d.game.id === id && d.version === second)
    await own.stream.next('game', (d) => d.game.id === id && d.version === second)
  })

  it('refuses a malformed id with 400, before anything is played', async () => {
    const { id, mover } = await startUnranked(t.api)
    const mine = await view(t.api, mover, id)
    const res = await t.api.post(plateUrl('unranked', id), { userId: mover.id, version: mine.version, ...someMove(mine) }, { token: mover.token, headers: { 'x-event-stream': 'pas un id !' } })
    expect(res.status).toBe(400)
    expect((await view(t.api, mover, id)).version).toBe(mine.version)
  })
})

describe('a move naming its stream, two instances', () => {
  let two: TwoInstances
  let baseA: string
  let baseB: string
  const open: SseStream[] = []

  beforeAll(async () => {
    two = await twoInstances()
    baseA = await listen(two.a.app)
    baseB = await listen(two.b.app)
  }, 60_000)
  afterAll(async () => {
    for (const s of open) s.close()
    await two.close()
  })

  it("spares the named stream on the answering instance; the mover's stream on the other instance still gets the move", async () => {
    const { id, mover, waiter } = await startUnranked(two.a.api)
    const named = await opened(baseA, mover, id)
    const elsewhere = await opened(baseB, mover, id)
    const opponent = await opened(baseB, waiter, id)
    open.push(named.stream, elsewhere.stream, opponent.stream)

    const mine = await move(two.a.api, mover, id, named.streamId)
    await opponent.stream.next('game', (d) => d.game.id === id && d.version === mine)
    await elsewhere.stream.next('game', (d) => d.game.id === id && d.version === mine)

    // a move answered by the other instance, naming a stream it does not hold: every stream gets it
    // (and, its events coming in order, the named stream would have had the mover's own move before)
    const theirs = await move(two.b.api, waiter, id)
    await named.stream.next('game', (d) => d.game.id === id && d.version === theirs)
    expect(gameVersions(named.stream, id)).not.toContain(mine)
    const next = await move(two.b.api, mover, id, named.streamId)
    await named.stream.next('game', (d) => d.game.id === id && d.version === next)
  })
})
