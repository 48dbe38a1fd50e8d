// The live streams of one instance: userId → open streams, one shared heartbeat, and the bus's
// notices turned into each player's own events by reading the current state (their view of a
// game, never the opponent's hand). Nothing here is needed after a restart: on every connection
// the client gets `hello` then the latest state of what it follows.
import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Bus, Notice } from './bus'
import { caller } from '../security/access'
import { findUser, userJson } from '../db/repositories/users'
import { findFriendship, requestsJson } from '../db/repositories/friends'
import { activeGameIds, loadGame } from '../db/repositories/games'
import { activeGame } from '../games/creation'
import { settledGame } from '../games/read'
import { gameView } from '../games/view'
import type { LoadedGame } from '../games/types'

/** The `retry:` hint sent first: how long the browser waits before reconnecting (ms). */
export const RETRY_MS = 3_000
export const DEFAULT_HEARTBEAT_MS = 15_000
/** A client that reads nothing is dropped (it reconnects and re-syncs) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20

interface Stream {
  userId: number
  res: ServerResponse
  /** The `id:` of the last event sent on this stream (per-connection sequence). */
  seq: number
  /** Last version of each game sent, so an older read never overtakes a newer one. */
  games: Map<number, number>
  closed: boolean
}

export class EventHub {
  private readonly streams = new Map<number, Set<Stream>>()
  private heartbeat: NodeJS.Timeout | null = null
  private heartbeatEvery: number
  private closing = false
  private unsubscribe: () => void

  constructor(
    private readonly app: FastifyInstance,
    private readonly bus: Bus,
    heartbeatMs = DEFAULT_HEARTBEAT_MS,
  ) {
    this.heartbeatEvery = heartbeatMs
    this.unsubscribe = bus.subscribe((notice) => {
      this.handle(notice).catch((error: unknown) => app.log.warn({ err: error, notice }, 'Events: a notice could not be delivered'))
    })
  }

  /** Sends a notice to every instance (after the commit). */
  publish(notice: Notice): void {
    this.bus.publish(notice)
  }

  /** The heartbeat period (tests shorten it). */
  get heartbeatMs(): number {
    return this.heartbeatEvery
  }

  set heartbeatMs(ms: number) {
    this.heartbeatEvery = ms
    this.stopHeartbeat()
    if (this.streams.size > 0) this.startHeartbeat()
  }

  /** Number of open streams of a user on this instance. */
  connections(userId: number): number {
    return this.streams.get(userId)?.size ?? 0
  }

  /** Opens the stream of the authenticated caller: hello, then the latest state, then live events. */
  open(request: FastifyRequest, reply: FastifyReply): void {
    const userId = caller(request).id
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    })
    res.write(`retry: ${RETRY_MS}\n\n`)
    const stream: Stream = { userId, res, seq: 0, games: new Map(), closed: false }
    this.send(stream, 'hello', { serverTime: this.app.clock().getTime(), userId })
    let set = this.streams.get(userId)
    const first = !set
    if (!set) this.streams.set(userId, (set = new Set()))
    set.add(stream)
    if (!this.heartbeat) this.startHeartbeat()
    res.on('close', () => this.remove(stream))
    if (first) this.publish({ kind: 'presence', userId, online: true })
    // An injected request (light-my-request: no socket, the answer is read once ended) cannot
    // stream: it gets hello and the latest state, then the end.
    const oneShot = '_lightMyRequest' in request.raw
    this.resync(stream)
      .catch((error: unknown) => this.app.log.warn({ err: error, userId }, 'Events: resync failed'))
      .finally(() => {
        if (oneShot) this.end(stream)
      })
  }

  /** Ends every stream (server shutdown): nothing keeps the process alive. */
  async close(): Promise<void> {
    this.closing = true
    this.unsubscribe()
    this.stopHeartbeat()
    for (const set of [...this.streams.values()]) for (const stream of [...set]) this.end(stream)
    this.streams.clear()
    await this.bus.close()
  }

  /** Every stream of this instance gets the latest state again (after a lost LISTEN connection). */
  resyncAll(): void {
    for (const set of this.streams.values()) {
      for (const stream of set) this.resync(stream).catch(() => {})
    }
  }

  private startHeartbeat(): void {
    this.heartbeat = setInterval(() => {
      for (const set of this.streams.values()) for (const stream of set) this.write(stream, ': ping\n\n')
    }, this.heartbeatEvery)
    this.heartbeat.unref()
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = null
  }

  private end(stream: Stream): void {
    if (!stream.closed) stream.res.end()
    this.remove(stream)
  }

  private remove(stream: Stream): void {
    stream.closed = true
    const set = this.streams.get(stream.userId)
    if (!set?.delete(stream)) return
    if (set.size > 0) return
    this.streams.delete(stream.userId)
    if (this.streams.size === 0) this.stopHeartbeat()
    if (!this.closing) this.publish({ kind: 'presence', userId: stream.userId, online: false })
  }

  private write(stream: Stream, text: string): void {
    if (stream.closed) return
    if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end(stream)
      return
    }
    stream.res.write(text)
  }

  private send(stream: Stream, event: string, data: unknown): void {
    if (stream.closed) return
    stream.seq++
    this.write(stream, `event: ${event}\nid: ${stream.seq}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  private sendGame(stream: Stream, game: LoadedGame): void {
    const { id, version } = game.record
    const last = stream.games.get(id)
    if (last !== undefined && last >= version) return
    if (stream.games.size > 8) stream.games.clear() // a player follows one game at a time
    stream.games.set(id, version)
    this.send(stream, 'game', { game: gameView(game, stream.userId, this.app.clock()), version })
  }

  private async sendProfile(streams: Iterable<Stream>, userId: number): Promise<void> {
    const row = await findUser(this.app.db, userId)
    if (!row) return
    const user = await userJson(this.app.db, row)
    for (const stream of streams) this.send(stream, 'profile', { user })
  }

  /** The latest state of what the player follows: their profile and their game in progress. */
  private async resync(stream: Stream): Promise<void> {
    const { db } = this.app
    await this.sendProfile([stream], stream.userId)
    const game = await activeGame(db, stream.userId, this.app.clock())
    if (game && !stream.closed) this.sendGame(stream, game)
  }

  private local(userId: number | null | undefined): Set<Stream> | undefined {
    return userId == null ? undefined : this.streams.get(userId)
  }

  private async handle(notice: Notice): Promise<void> {
    if (this.closing || this.streams.size === 0) return
    const { db } = this.app
    switch (notice.kind) {
      case 'game': {
        // Read as GET /api/games/{id} does: expired turns settled in memory, nothing written.
        const game = await settledGame(db, notice.gameId, this.app.clock())
        if (!game || !game.record.players.some((p) => this.local(p))) return
        for (const player of game.record.players) for (const stream of this.local(player) ?? []) this.sendGame(stream, game)
        return
      }
      case 'profile': {
        const streams = this.local(notice.userId)
        if (streams) await this.sendProfile(streams, notice.userId)
        return
      }
      case 'friendRequest': {
        const streams = this.local(notice.userId)
        if (!streams) return
        const row = await findFriendship(db, notice.requestId)
        if (!row || row.status !== 'pending' || row.addresseeId !== notice.userId) return
        const [request] = await requestsJson(db, [row])
        for (const stream of this.local(notice.userId) ?? []) this.send(stream, 'friendRequest', { request })
        return
      }
      case 'invitation': {
        if (!this.local(notice.userId)) return
        const loaded = await loadGame(db, notice.gameId)
        const game = loaded?.record
        if (!game || game.invitedId !== notice.userId || game.status !== 'WAITING' || !game.code || game.players[0] == null) return
        const from = { id: game.players[0], pseudo: loaded.refs[0]?.pseudo ?? '' }
        for (const stream of this.local(notice.userId) ?? []) this.send(stream, 'invitation', { gameId: game.id, gameCode: game.code, from })
        return
      }
      case 'presence': {
        for (const { id } of await activeGameIds(db, notice.userId)) {
          const loaded = await loadGame(db, id)
          if (!loaded) continue
          const opponent = loaded.record.players.find((p) => p != null && p !== notice.userId)
          for (const stream of this.local(opponent) ?? []) {
            this.send(stream, 'presence', { gameId: id, userId: notice.userId, online: notice.online })
          }
        }
        return
      }
    }
  }
}
