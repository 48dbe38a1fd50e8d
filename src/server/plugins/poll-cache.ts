// The poll path's per-instance cache: verified tokens and users' rows (the token check's and the
// profile's read; game rows are not cached: a move on another instance must show at once). The
// database tells every instance what changed: a trigger notifies {kind:'user', userId} on the
// events channel in the writing transaction (migration *_poll_cache), heard after its commit.
// Read-your-writes on this instance: after each write request's answer, this instance publishes a
// marker and bypasses the cache until the marker comes back (the channel keeps commit order, so
// every notice of that write was heard first). A read stores its row only when no notice about
// that key came while it ran. Entries also expire after ENTRY_TTL_MS (a lost notice costs that much).
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { UserRow } from '../db/repositories/users'
import type { TokenClaims } from '../security/tokens'

const ENTRY_TTL_MS = 30_000
/** A marker not back by then (the listening connection is down): everything cached is dropped. */
const MARKER_TIMEOUT_MS = 1_000
const MAX_ENTRIES = 50_000
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

interface Entry<T> {
  value: T
  at: number
}

type CacheNotice = { kind: string; userId?: number; gameId?: number; id?: string }

/** A key-value store whose loads store only when no invalidation of that key (or clear) came meanwhile. */
class Store<K, V> {
  private readonly entries = new Map<K, Entry<V>>()
  /** Keys dropped while loads were under way, with the sequence number of the drop. */
  private readonly dropped = new Map<K, number>()
  private seq = 0
  private clearedAt = -1
  private inFlight = 0

  /** Loads `key` (through the cache unless `bypass`) and stores it when nothing invalidated it meanwhile. */
  async load(key: K, bypass: boolean, load: () => Promise<V | null>): Promise<V | null> {
    const now = performance.now()
    const hit = bypass ? undefined : this.entries.get(key)
    if (hit && now - hit.at < ENTRY_TTL_MS) return hit.value
    const start = ++this.seq
    this.inFlight++
    try {
      const value = await load()
      if (value !== null && this.clearedAt < start && (this.dropped.get(key) ?? -1) < start) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
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
  private readonly users = new Store<number, UserRow>()
  private readonly tokens = new Map<string, TokenClaims & { expMs: number }>()
  private readonly instance = randomBytes(6).toString('hex')
  private readonly markers = new Map<string, { timer: NodeJS.Timeout; resolve: () => void }>()
  private markerSeq = 0

  constructor(private readonly publish: (notice: CacheNotice) => void) {}

  /** Whether a write of this instance answered and its notices may not have been heard yet. */
  get settling(): boolean {
    return this.markers.size > 0
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
    if (this.tokens.size >= MAX_ENTRIES) this.tokens.clear()
    this.tokens.set(token, { ...claims, expMs })
  }

  user(id: number, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
    return this.users.load(id, this.settling, load)
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
   * After a write's answer: the cache is bypassed until every notice of that write was heard.
   * Resolves then (or after MARKER_TIMEOUT_MS, everything dropped): any commit before the call is
   * seen by the reads after it (tests that write with plain SQL await it).
   */
  afterWrite(): Promise<void> {
    const id = `${this.instance}:${++this.markerSeq}`
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.clear()
        this.settled(id)
      }, MARKER_TIMEOUT_MS).unref()
      this.markers.set(id, { timer, resolve })
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
    this.clear()
    this.tokens.clear()
  }

  private settled(id: string): void {
    const marker = this.markers.get(id)
    if (!marker) return
    clearTimeout(marker.timer)
    this.markers.delete(id)
    marker.resolve()
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

/** Decorates `app.pollCache`, fed by the events channel; write requests settle it after their answer. */
export function registerPollCache(app: FastifyInstance): void {
  const cache = new PollCache((notice) => app.events.publish(notice as never))
  app.decorate('pollCache', cache)
  const unsubscribe = app.events.onNotice((notice) => cache.heard(notice as CacheNotice))
  app.addHook('onResponse', async (request) => {
    if (WRITES.has(request.method)) void cache.afterWrite()
  })
  app.addHook('onClose', async () => {
    unsubscribe()
    cache.close()
  })
}
