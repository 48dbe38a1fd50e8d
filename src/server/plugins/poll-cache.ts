// The poll path's per-instance cache: verified tokens and users' rows (the token check's and the
// profile's read; game rows are not cached: a move on another instance must show at once). The
// database tells every instance what changed: a trigger notifies {kind:'user', userId} on the
// events channel in the writing transaction (migration *_poll_cache), heard after its commit.
// Read-your-writes on this instance: after each write request's answer, this instance publishes a
// marker and, until it comes back (the channel keeps commit order, so every notice of that write
// was heard first), bypasses the cache for the users that request may have changed: its caller and
// the users it touched (`touchUsers`: an admin's credit, ban or edit, a friend's badge); everyone
// when it has neither (a reset link). Other users' reads stay cached, so one user's writes never
// send everyone's polls to the database; they see a change by someone else within a notice's
// delay, as on another instance. A client that reacts to a stream event still reads fresh data:
// the events that follow a change of a user row (`profile`, `friendRequest`, a game's end) are
// published after its commit, so the row's notice comes first on the channel and is handled
// (synchronously, below) before the event reaches any stream. A read stores its row only when no
// notice about that key came while it ran. Notices are lost only while the listening connection is
// down: when it comes back (the hub's resync) the cache is emptied. Entries also expire after
// ENTRY_TTL_MS, as a last guard, reloaded in the background from 4/5 of that age while they are read.
// Each store holds at most `maxEntries`: a new entry then evicts the least recently used one.
import { randomBytes } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { UserRow } from '../db/repositories/users'
import type { TokenClaims } from '../security/tokens'

/** Long: every change of a user row is noticed (trigger), a lost notice empties the cache (resync). */
export const ENTRY_TTL_MS = 5 * 60_000
/** An entry older than this is served while it is reloaded in the background (late in its life: a
 * row polled steadily costs one read per lifetime, as when it expired). */
export const REFRESH_AFTER_MS = ENTRY_TTL_MS * 0.8
/** A marker not back by then (the listening connection is down): everything cached is dropped. */
const MARKER_TIMEOUT_MS = 1_000
/** Entries per store (users' rows, tokens); past it the least recently used is evicted. */
const MAX_ENTRIES = 50_000
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Entry<T> {
  value: T
  at: number
}

type CacheNotice = { kind: string; userId?: number; gameId?: number; id?: string }

/** The users whose rows a write may have changed, or everyone. */
type WriteScope = readonly number[] | 'everyone'

interface Marker {
  timer: NodeJS.Timeout
  resolve: () => void
  scope: WriteScope
}

/** A key-value store whose loads store only when no invalidation of that key (or clear) came meanwhile. */
class Store<K extends number | string, V> {
  private readonly entries: LRUCache<K, Entry<V>>
  /** Keys dropped while loads were under way, with the sequence number of the drop. */
  private readonly dropped = new Map<K, number>()
  private seq = 0
  private clearedAt = -1
  private inFlight = 0

  /** Keys being reloaded in the background. */
  private readonly refreshing = new Set<K>()

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries })
  }

  /**
   * Loads `key` (through the cache unless `bypass`) and stores it when nothing invalidated it
   * meanwhile. An entry past REFRESH_AFTER_MS is still served, and reloaded in the background: a
   * row read steadily never expires under a poll, so a busy database never delays an idle poll.
   */
  async load(key: K, bypass: boolean, load: () => Promise<V | null>): Promise<V | null> {
    const now = performance.now()
    const hit = bypass ? undefined : this.entries.get(key)
    if (hit && now - hit.at < ENTRY_TTL_MS) {
      if (now - hit.at >= REFRESH_AFTER_MS) this.refresh(key, load)
      return hit.value
    }
    return this.fetch(key, now, load)
  }

  private refresh(key: K, load: () => Promise<V | null>): void {
    if (this.refreshing.has(key)) return
    this.refreshing.add(key)
    this.fetch(key, performance.now(), load)
      .catch(() => this.entries.delete(key)) // the next read loads it (and answers the error)
      .finally(() => this.refreshing.delete(key))
  }

  private async fetch(key: K, now: number, load: () => Promise<V | null>): Promise<V | null> {
    const start = ++this.seq
    this.inFlight++
    try {
      const value = await load()
      if (value === null) this.entries.delete(key)
      else if (this.clearedAt < start && (this.dropped.get(key) ?? -1) < start) {
        this.entries.set(key, { value, at: now })
      }
      return value
    } finally {
      if (--this.inFlight === 0) this.dropped.clear()
    }
  }

  drop(key: K): void {
    this.entries.delete(key)
    if (this.inFlight > 0) this.dropped.set(key, ++this.seq)
  }

  clear(): void {
    this.entries.clear()
    this.clearedAt = ++this.seq
  }
}

export class PollCache {
  private readonly users: Store<number, UserRow>
  private readonly tokens: LRUCache<string, TokenClaims & { expMs: number }>
  private readonly instance = randomBytes(6).toString('hex')
  private readonly markers = new Map<string, Marker>()
  private markerSeq = 0
  /** Per user, the markers in flight whose write may have changed that user's row. */
  private readonly settlingUsers = new Map<number, number>()
  /** The markers in flight of writes that may have changed anyone's row. */
  private settlingEveryone = 0
  /** How long a marker may take (tests that hold markers back lengthen it). */
  markerTimeoutMs = MARKER_TIMEOUT_MS

  constructor(
    private readonly publish: (notice: CacheNotice) => void,
    maxEntries = MAX_ENTRIES,
  ) {
    this.users = new Store(maxEntries)
    this.tokens = new LRUCache({ max: maxEntries })
  }

  /** Whether a write of this instance that may have changed this user's row answered and its notices may not have been heard yet. */
  settlingFor(userId: number): boolean {
    return this.settlingEveryone > 0 || this.settlingUsers.has(userId)
  }

  /** The claims of a token already verified, while it has not expired. */
  claims(token: string, nowMs: number): TokenClaims | null {
    const hit = this.tokens.get(token)
    if (!hit) return null
    if (nowMs < hit.expMs) return hit
    this.tokens.delete(token)
    return null
  }

  rememberClaims(token: string, claims: TokenClaims): void {
    const expMs = expiryOf(token)
    if (expMs === null) return
    this.tokens.set(token, { ...claims, expMs })
  }

  user(id: number, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
    return this.users.load(id, this.settlingFor(id), load)
  }

  /** A notice heard on the events channel (this instance's included). */
  heard(notice: CacheNotice): void {
    switch (notice.kind) {
      case 'user':
        if (typeof notice.userId !== 'number') return
        this.users.drop(notice.userId)
        return
      case 'pollMarker':
        if (typeof notice.id === 'string') this.settled(notice.id)
        return
    }
  }

  /**
   * After a write's answer: the cache is bypassed for the users of `scope` until every notice of
   * that write was heard. Resolves then (or after `markerTimeoutMs`, everything dropped): any commit
   * before the call is seen by the reads after it (tests that write with plain SQL await it).
   */
  afterWrite(scope: WriteScope = 'everyone'): Promise<void> {
    const id = `${this.instance}:${++this.markerSeq}`
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.clear()
        this.settled(id)
      }, this.markerTimeoutMs).unref()
      this.markers.set(id, { timer, resolve, scope })
      this.count(scope, +1)
      this.publish({ kind: 'pollMarker', id })
    })
  }

  clear(): void {
    this.users.clear()
  }

  close(): void {
    for (const { timer, resolve } of this.markers.values()) {
      clearTimeout(timer)
      resolve()
    }
    this.markers.clear()
    this.settlingUsers.clear()
    this.settlingEveryone = 0
    this.clear()
    this.tokens.clear()
  }

  private settled(id: string): void {
    const marker = this.markers.get(id)
    if (!marker) return
    clearTimeout(marker.timer)
    this.markers.delete(id)
    this.count(marker.scope, -1)
    marker.resolve()
  }

  private count(scope: WriteScope, delta: 1 | -1): void {
    if (scope === 'everyone') {
      this.settlingEveryone += delta
      return
    }
    for (const userId of scope) {
      const next = (this.settlingUsers.get(userId) ?? 0) + delta
      if (next > 0) this.settlingUsers.set(userId, next)
      else this.settlingUsers.delete(userId)
    }
  }
}

/** The `exp` of a JWT already verified (ms), or null. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null
  } catch {
    return null
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pollCache: PollCache
  }
}

const touched = new WeakMap<FastifyRequest, Set<number>>()

/**
 * Marks users whose rows this write request changes besides its caller's (an admin's credit, ban or
 * edit of another account, a friend request's recipient): their very next read on this instance sees it.
 */
export function touchUsers(request: FastifyRequest, ...userIds: number[]): void {
  const users = touched.get(request) ?? new Set<number>()
  for (const userId of userIds) users.add(userId)
  touched.set(request, users)
}

const noUserRow = new WeakSet<FastifyRequest>()

/**
 * Marks a write request that changed no user's row (a move that does not end its game: only the
 * games row, whose own notice rides in its save): no marker is published after it.
 */
export function touchNoUser(request: FastifyRequest): void {
  noUserRow.add(request)
}

/**
 * The users a write request may have changed: its caller and those it touched; everyone when it has
 * neither, and for an admin's writes (rare, and any of them may change another account's row: a
 * gift's badge, a removal, an edit), so no admin route can forget one.
 */
function writeScope(request: FastifyRequest): WriteScope {
  if (request.caller?.admin) return 'everyone'
  const users = new Set(touched.get(request))
  if (noUserRow.has(request) && users.size === 0) return []
  if (request.caller) users.add(request.caller.id)
  return users.size > 0 ? [...users] : 'everyone'
}

/** Decorates `app.pollCache`, fed by the events channel; write requests settle it after their answer. */
export function registerPollCache(app: FastifyInstance): void {
  const cache = new PollCache((notice) => app.events.publish(notice as never))
  app.decorate('pollCache', cache)
  const unsubscribe = app.events.onNotice((notice) => cache.heard(notice as CacheNotice))
  const unsubscribeResync = app.events.onResync(() => cache.clear()) // notices may have been lost meanwhile
  app.addHook('onResponse', async (request) => {
    if (!WRITES.has(request.method)) return
    const scope = writeScope(request)
    if (scope === 'everyone' || scope.length > 0) void cache.afterWrite(scope)
  })
  app.addHook('onClose', async () => {
    unsubscribe()
    unsubscribeResync()
    cache.close()
  })
}
