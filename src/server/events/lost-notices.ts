// Notices that could not be sent (pg_notify failed: the database unreachable, a broken connection):
// each is logged and counted, this instance's streams re-sync at once, and a `resync` notice tells
// every instance to re-sync theirs as soon as one can be sent again (retried with a growing delay),
// so a client whose polls rest while its stream is up never misses a change for good.

/** First retry of the `resync` notice; doubled after each failure up to RETRY_MAX_MS. */
export const RETRY_MIN_MS = 100
const RETRY_MAX_MS = 5_000

interface LostNoticesOptions {
  /** Sends `{ kind: 'resync' }` to every instance. */
  announce: () => Promise<void>
  /** Re-syncs this instance's streams (and what notices feed, e.g. the poll cache). */
  resyncHere: () => void
  log?: { warn(obj: unknown, msg?: string): void }
}

export interface LostNotices {
  /** A notice of this kind could not be sent. */
  failed(kind: string, error: unknown): void
  /** A notice was sent: if some were lost, the `resync` notice is tried at once. */
  sent(): void
  /** Notices that could not be sent since the start (the `resync` notices' own failures included). */
  readonly count: number
  close(): void
}

export function trackLostNotices({ announce, resyncHere, log }: LostNoticesOptions): LostNotices {
  let count = 0
  /** Bumped by each failure: a `resync` sent before the latest failure does not cover it. */
  let losses = 0
  /** The losses the last `resync` sent covers. */
  let covered = 0
  let sending = false
  let timer: NodeJS.Timeout | null = null
  let delay = RETRY_MIN_MS
  let closed = false

  const pending = () => covered < losses

  const lost = (kind: string, error: unknown) => {
    count++
    log?.warn({ err: error, kind }, 'Events: a notice could not be sent; every instance will re-sync its streams')
  }

  const retryLater = () => {
    if (timer || sending || closed) return
    timer = setTimeout(() => {
      timer = null
      send()
    }, delay)
    timer.unref()
    delay = Math.min(delay * 2, RETRY_MAX_MS)
  }

  const send = () => {
    if (sending || closed || !pending()) return
    if (timer) clearTimeout(timer)
    timer = null
    sending = true
    const upTo = losses
    announce().then(
      () => {
        sending = false
        covered = upTo
        delay = RETRY_MIN_MS
        send() // a failure while it was under way needs another
      },
      (error: unknown) => {
        sending = false
        lost('resync', error)
        retryLater()
      },
    )
  }

  return {
    failed(kind, error) {
      lost(kind, error)
      const first = !pending()
      losses++
      if (first) resyncHere() // later losses are covered by the `resync` notice, this instance's included
      retryLater()
    },
    sent() {
      if (pending()) send()
    },
    get count() {
      return count
    },
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
