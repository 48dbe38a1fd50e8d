// The live streams of one instance: players' streams (userId → open streams) and spectators'
// streams (per watched game), one shared heartbeat, and the bus's notices turned into each
// stream's own events by reading the current state once per notice (a player's view of a game,
// never the opponent's hand; the spectator view, no hand at all). Nothing here is needed after a
// restart: on every connection the client gets `hello` then the latest state of what it follows.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Bus, Notice } from './bus'
import { eventText, isOneShot, noteGameVersion, openStream, pingIfIdle, writeRaw, type Stream } from './stream'
import { dropStale, forgetInstance, isOnline, markOffline, markOnline, refreshInstance, staleAfterMs } from './presence'
import { Spectators } from './spectators'
import { WatcherCounts } from './watchers'
import { caller } from '../plugins/access'
import { findUser, userJson } from '../db/repositories/users'
import { findFriendship, requestsJson } from '../db/repositories/friends'
import { activeGameIds, loadGame } from '../db/repositories/games'
import { settledGame } from '../games/read'
import { gameViewJson } from '../games/view-json'
import type { LoadedGame } from '../games/types'

export { RETRY_MS } from './stream'
export const DEFAULT_HEARTBEAT_MS = 15_000
/** Streams pinged per event-loop turn by the heartbeat. */
const PING_SLICE = 500

/** Presence and spectator counts are about live processes: wall time, not the app's (test) clock. */
const wallNow = (): Date => new Date()

/** A `game` event's data: the view (JSON text, shared with the action's answer) and its version. */
const gameEventJson = (view: string, game: LoadedGame): string => `{"game":${view},"version":${game.record.version}}`

const playersOf = (game: LoadedGame): number[] => game.record.players.filter((p): p is number => p != null)

export class EventHub {
  /** This instance's id in the presence table and the watcher notices (new at each start). */
  readonly instance = randomUUID()
  private readonly streams = new Map<number, Set<Stream>>()
  private readonly spectators = new Spectators()
  private readonly counts = new WatcherCounts()
  private readonly expiries = new Map<Stream, NodeJS.Timeout>()
  private heartbeat: NodeJS.Timeout | null = null
  private readonly resyncHandlers = new Set<() => void>()
  private heartbeatEvery: number
  private closing = false
  private unsubscribe: () => void
  private readonly stopResyncs: () => void

  constructor(
    private readonly app: FastifyInstance,
    private readonly bus: Bus,
    heartbeatMs = DEFAULT_HEARTBEAT_MS,
  ) {
    this.heartbeatEvery = heartbeatMs
    this.unsubscribe = bus.subscribe((notice) => {
      this.handle(notice).catch((error: unknown) => app.log.warn({ err: error, notice }, 'Events: a notice could not be delivered'))
    })
    this.stopResyncs = bus.onResyncNeeded(() => this.resyncAll())
  }

  /** Sends a notice to every instance (after the commit). */
  publish(notice: Notice): void {
    this.bus.publish(notice)
  }

  /** Every notice heard by this instance (its own included), e.g. to drop a cached read; returns the unsubscribe. */
  onNotice(handler: (notice: Notice) => void): () => void {
    return this.bus.subscribe(handler)
  }

  /** Notices this instance could not send since it started (each logged; every instance then re-synced). */
  get failedNotices(): number {
    return this.bus.failedNotices
  }

  /** The heartbeat period (tests shorten it). */
  get heartbeatMs(): number {
    return this.heartbeatEvery
  }

  set heartbeatMs(ms: number) {
    this.heartbeatEvery = ms
    this.stopHeartbeat()
    if (this.hasStreams()) this.startHeartbeat()
  }

  /** Number of open streams of a user on this instance. */
  connections(userId: number): number {
    return this.streams.get(userId)?.size ?? 0
  }

  /** Spectators of a game, all instances together (as last heard). */
  watchers(gameId: number): number {
    return this.counts.total(gameId)
  }

  /** Opens the stream of the authenticated caller: hello, then the latest state, then live events. */
  open(request: FastifyRequest, reply: FastifyReply): void {
    const userId = caller(request).id
    const stream = this.start(request, reply, userId, null)
    let set = this.streams.get(userId)
    const first = !set
    if (!set) this.streams.set(userId, (set = new Set()))
    set.add(stream)
    if (first) {
      markOnline(this.app.db, this.instance, userId, wallNow())
        .then(() => this.publish({ kind: 'presence', userId, online: true }))
        .catch((error: unknown) => this.app.log.warn({ err: error, userId }, 'Events: presence not recorded'))
    }
    this.finishOpening(request, stream, this.resync(stream))
  }

  /** Opens a spectator stream on a game the caller may watch (checked by the route). */
  watch(request: FastifyRequest, reply: FastifyReply, game: LoadedGame): void {
    const gameId = game.record.id
    const stream = this.start(request, reply, caller(request).id, gameId)
    this.countChanged(gameId, playersOf(game), this.spectators.add(gameId, playersOf(game), stream))
    this.finishOpening(request, stream, this.resyncSpectator(stream, gameId))
  }

  /** Ends every stream (server shutdown): nothing keeps the process alive. */
  async close(): Promise<void> {
    this.closing = true
    this.unsubscribe()
    this.stopResyncs()
    this.stopHeartbeat()
    for (const { gameId, players } of this.spectators.counts()) this.publishCount(gameId, players, 0)
    const users = [...this.streams.keys()]
    for (const stream of [...this.allStreams()]) this.end(stream)
    this.streams.clear()
    await forgetInstance(this.app.db, this.instance, users).catch(() => {})
    for (const userId of users) this.publish({ kind: 'presence', userId, online: false }) // the bus closes after (plugins/notices.ts)
  }

  /**
   * Called whenever notices may have been lost (the LISTEN connection came back, a notice could not
   * be sent), e.g. for a cache fed by notices to drop what it holds; returns the unsubscribe.
   */
  onResync(handler: () => void): () => void {
    this.resyncHandlers.add(handler)
    return () => void this.resyncHandlers.delete(handler)
  }

  /** Every stream of this instance gets the latest state again (notices may have been lost). */
  resyncAll(): void {
    for (const handler of this.resyncHandlers) handler()
    for (const set of this.streams.values()) {
      for (const stream of set) {
        // the client re-reads what only the stream would have told it (friend requests, invitations, a match found)
        this.send(stream, 'resync', { reason: 'lostNotices' })
        this.resync(stream).catch(() => {})
      }
    }
    for (const stream of this.spectators.all()) this.resyncSpectator(stream, stream.watching!).catch(() => {})
  }

  private start(request: FastifyRequest, reply: FastifyReply, userId: number, watching: number | null): Stream {
    const stream = openStream(request, reply, userId, watching)
    this.send(stream, 'hello', { serverTime: this.app.clock().getTime(), userId })
    if (stream.expiresAt != null) {
      // The stream never outlives its token: the client reconnects with a fresh one.
      const timer = setTimeout(() => this.end(stream), Math.max(0, stream.expiresAt - this.app.clock().getTime()))
      timer.unref()
      this.expiries.set(stream, timer)
    }
    stream.res.on('close', () => this.remove(stream))
    if (!this.heartbeat) this.startHeartbeat()
    return stream
  }

  /** An injected request (no socket) gets the resync then the end. */
  private finishOpening(request: FastifyRequest, stream: Stream, resync: Promise<void>): void {
    const oneShot = isOneShot(request)
    resync
      .catch((error: unknown) => this.app.log.warn({ err: error, userId: stream.userId }, 'Events: resync failed'))
      .finally(() => {
        if (oneShot) this.end(stream)
      })
  }

  private hasStreams(): boolean {
    return this.streams.size > 0 || this.spectators.size > 0
  }

  private *allStreams(): Iterable<Stream> {
    for (const set of this.streams.values()) yield* set
    yield* this.spectators.all()
  }

  private startHeartbeat(): void {
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatEvery)
    this.heartbeat.unref()
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat)
    this.heartbeat = null
  }

  /** Ping every stream, end those whose token expired, keep presence and spectator counts fresh. */
  private beat(): void {
    this.ping([...this.allStreams()], 0, this.app.clock().getTime())
    for (const { gameId, players, count } of this.spectators.counts()) this.publishCount(gameId, players, count)
    const wall = wallNow()
    const staleMs = staleAfterMs(this.heartbeatEvery)
    for (const { gameId, count } of this.counts.dropStale(wall.getTime() - staleMs, this.instance)) this.pushCount(gameId, this.spectators.playersOf(gameId), count)
    const { db } = this.app
    refreshInstance(db, this.instance, wall)
      .then(() => dropStale(db, wall, staleMs))
      .then((gone) => {
        for (const userId of gone) this.publish({ kind: 'presence', userId, online: false })
      })
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'Events: presence not refreshed'))
  }

  /**
   * Pings the idle streams PING_SLICE at a time, one slice per event-loop turn (no long pause at
   * 10,000 streams). A stream written to since the last beat is skipped, so a busy stream costs no
   * ping and no stream stays silent longer than two periods (30 s by default).
   */
  private ping(streams: Stream[], from: number, now: number): void {
    const to = Math.min(streams.length, from + PING_SLICE)
    for (let i = from; i < to; i++) {
      const stream = streams[i]
      if (stream.closed) continue
      if (stream.expiresAt != null && stream.expiresAt <= now) this.end(stream)
      else if (!pingIfIdle(stream) && !stream.closed) this.end(stream)
    }
    if (to < streams.length && !this.closing) setImmediate(() => this.ping(streams, to, now))
  }

  private end(stream: Stream): void {
    if (!stream.closed) stream.res.end()
    this.remove(stream)
  }

  private remove(stream: Stream): void {
    stream.closed = true
    const timer = this.expiries.get(stream)
    if (timer) clearTimeout(timer)
    this.expiries.delete(stream)
    if (stream.watching != null) this.removeSpectator(stream)
    else this.removePlayerStream(stream)
    if (!this.hasStreams()) this.stopHeartbeat()
  }

  private removeSpectator(stream: Stream): void {
    const gameId = stream.watching!
    const players = this.spectators.playersOf(gameId)
    const count = this.spectators.remove(stream)
    if (count !== null && !this.closing) this.countChanged(gameId, players, count)
  }

  private removePlayerStream(stream: Stream): void {
    const { userId } = stream
    const set = this.streams.get(userId)
    if (!set?.delete(stream) || set.size > 0) return
    this.streams.delete(userId)
    if (this.closing) return
    markOffline(this.app.db, this.instance, userId)
      .then(() => this.publish({ kind: 'presence', userId, online: false }))
      .catch((error: unknown) => this.app.log.warn({ err: error, userId }, 'Events: presence not recorded'))
  }

  private write(stream: Stream, text: string): void {
    if (!writeRaw(stream, text) && !stream.closed) this.end(stream)
  }

  private send(stream: Stream, event: string, data: unknown): void {
    this.sendJson(stream, event, JSON.stringify(data))
  }

  private sendJson(stream: Stream, event: string, json: string): void {
    if (stream.closed) return
    stream.seq++
    this.write(stream, eventText(stream.seq, event, json))
  }

  /** Whether this stream has not seen this version of the game yet (and remembers it). */
  private isNew(stream: Stream, game: LoadedGame): boolean {
    return noteGameVersion(stream, game.record.id, game.record.version)
  }

  private sendGame(stream: Stream, game: LoadedGame): void {
    this.sendGameTo([stream], game)
  }

  /** The game to one player's streams: their view serialized once, for those that have not seen this version. */
  private sendGameTo(streams: Iterable<Stream> | undefined, game: LoadedGame): void {
    let json: string | null = null
    for (const stream of streams ?? []) {
      if (!this.isNew(stream, game)) continue
      json ??= gameEventJson(gameViewJson(game, stream.userId, this.app.clock()), game)
      this.sendJson(stream, 'game', json)
    }
  }

  /** The spectator view (both hands hidden) to the game's local spectators; ends their streams once finished. */
  private sendToSpectators(game: LoadedGame): void {
    const streams = this.spectators.streamsOf(game.record.id)
    if (!streams) return
    const json = gameEventJson(gameViewJson(game, null, this.app.clock()), game)
    for (const stream of [...streams]) {
      if (this.isNew(stream, game)) this.sendJson(stream, 'game', json)
      if (game.record.status !== 'PLAYING') this.end(stream)
    }
  }

  private async sendProfile(streams: Iterable<Stream>, userId: number): Promise<void> {
    const row = await findUser(this.app.db, userId)
    if (!row) return
    const user = await userJson(this.app.db, row)
    for (const stream of streams) this.send(stream, 'profile', { user })
  }

  /** The user's game in progress, read without writing; null when none. */
  private async activeGameOf(userId: number): Promise<LoadedGame | null> {
    for (const { id } of await activeGameIds(this.app.db, userId)) {
      const game = await settledGame(this.app.gameStore, id, this.app.clock())
      if (game && game.record.status !== 'FINISHED') return game
    }
    return null
  }

  /** The latest state of what the player follows: profile, game in progress, opponent's presence, spectators. */
  private async resync(stream: Stream): Promise<void> {
    await this.sendProfile([stream], stream.userId)
    const game = await this.activeGameOf(stream.userId)
    if (!game || stream.closed) return
    this.sendGame(stream, game)
    const opponent = game.record.players.find((p) => p != null && p !== stream.userId)
    if (opponent != null) await this.sendPresence(stream, game.record.id, opponent, true)
    const count = this.counts.total(game.record.id)
    if (count > 0) this.send(stream, 'watchers', { gameId: game.record.id, count })
  }

  private async resyncSpectator(stream: Stream, gameId: number): Promise<void> {
    const game = await settledGame(this.app.gameStore, gameId, this.app.clock())
    if (!game) return this.end(stream)
    this.sendToSpectators(game)
  }

  /** The opponent's presence (the truth: the table), when it differs from what the stream last got. */
  private async sendPresence(stream: Stream, gameId: number, userId: number, always = false): Promise<void> {
    const online = await isOnline(this.app.db, userId, wallNow(), staleAfterMs(this.heartbeatEvery))
    if (!always && stream.presence.get(userId) === online) return
    stream.presence.set(userId, online)
    this.send(stream, 'presence', { gameId, userId, online })
  }

  /** This instance's count of spectators of a game changed: record it, push the new total, tell the others. */
  private countChanged(gameId: number, players: number[], count: number): void {
    const total = this.counts.record(gameId, this.instance, count, wallNow().getTime())
    if (total !== null) this.pushCount(gameId, players, total)
    this.publishCount(gameId, players, count)
  }

  private publishCount(gameId: number, players: number[], count: number): void {
    this.publish({ kind: 'watchers', gameId, instance: this.instance, count, players })
  }

  /** The new total to the game's players and spectators on this instance. */
  private pushCount(gameId: number, players: number[], count: number): void {
    const json = JSON.stringify({ gameId, count })
    for (const player of players) for (const stream of this.streams.get(player) ?? []) this.sendJson(stream, 'watchers', json)
    for (const stream of this.spectators.streamsOf(gameId) ?? []) this.sendJson(stream, 'watchers', json)
  }

  private local(userId: number | null | undefined): Set<Stream> | undefined {
    return userId == null ? undefined : this.streams.get(userId)
  }

  private async handle(notice: Notice): Promise<void> {
    if (this.closing) return
    if (notice.kind === 'resync') {
      this.resyncAll() // some instance could not send a notice
      return
    }
    if (notice.kind === 'watchers') {
      if (notice.instance === this.instance) return
      const total = this.counts.record(notice.gameId, notice.instance, notice.count, wallNow().getTime())
      if (total !== null) this.pushCount(notice.gameId, notice.players, total)
      return
    }
    if (!this.hasStreams()) return
    const { db, gameStore } = this.app
    switch (notice.kind) {
      case 'game': {
        // The game at the notice's version: held by the writing instance (no read), one load elsewhere;
        // expired turns settled in memory, nothing written.
        const watched = this.spectators.streamsOf(notice.gameId) !== undefined
        if (!watched && this.streams.size === 0) return
        const game = await settledGame(gameStore, notice.gameId, this.app.clock(), notice.version)
        if (!game) return
        for (const player of game.record.players) this.sendGameTo(this.local(player), game)
        this.sendToSpectators(game)
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
        if (this.streams.size === 0) return
        // The notice only says "look again": the table is the truth (notices may cross).
        for (const { id } of await activeGameIds(db, notice.userId)) {
          const loaded = await loadGame(db, id)
          const opponent = loaded?.record.players.find((p) => p != null && p !== notice.userId)
          for (const stream of this.local(opponent) ?? []) await this.sendPresence(stream, id, notice.userId)
        }
        return
      }
    }
  }
}
