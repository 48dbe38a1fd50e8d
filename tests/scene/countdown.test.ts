import { describe, expect, it } from 'vitest'
import { isRedAt, markTimeoutSent, secondsLeftAt, serverNow, shouldSendTimeout, syncCountdown, takeTick, takeTimeout, timerFraction, withMeasuredOffset } from '../../src/scene/model'
import type { CountdownState } from '../../src/scene/model'
import { SERVER_NOW, game, iso } from './fixtures'

// The local clock is 7 minutes behind the server's.
const SKEW = -7 * 60_000
const RECEIVED = SERVER_NOW + SKEW
const at = (secondsAfterReceipt: number) => RECEIVED + secondsAfterReceipt * 1000

describe('clock skew', () => {
  it('keeps the offset between serverTime and the local time at receipt', () => {
    const s = syncCountdown(null, game(), RECEIVED)
    expect(s.offsetMs).toBe(-SKEW)
    expect(serverNow(s, RECEIVED)).toBe(SERVER_NOW)
    expect(s.deadlineMs).toBe(SERVER_NOW + 30_000)
    expect(secondsLeftAt(s, at(0))).toBe(30)
    expect(secondsLeftAt(s, at(10))).toBe(20)
  })

  it('gives the same countdown whatever the local clock says', () => {
    for (const skew of [-3_600_000, -1234, 0, 999, 86_400_000]) {
      const s = syncCountdown(null, game(), SERVER_NOW + skew)
      expect(secondsLeftAt(s, SERVER_NOW + skew + 12_500)).toBe(18)
    }
  })

  it('takes the newest offset at each snapshot', () => {
    let s = syncCountdown(null, game(), RECEIVED)
    s = syncCountdown(s, game({ serverTime: iso(SERVER_NOW + 4000) }), RECEIVED + 4500)
    expect(s.offsetMs).toBe(-SKEW - 500)
  })
})

describe('the offset measured by the event stream (issue 11: a fair clock)', () => {
  // The stream's hello measured the skew exactly; a snapshot then arrives 2.5 s after the server sent it.
  const LATE_MS = 2500
  const late = () => syncCountdown(null, game(), RECEIVED + LATE_MS, -SKEW)

  it('a snapshot received late with the stream live keeps the hello offset', () => {
    const s = late()
    expect(s.offsetMs).toBe(-SKEW)
    // The deadline is 30 s after the server's now: 2.5 s of it went by in transit.
    expect(secondsLeftAt(s, RECEIVED + LATE_MS)).toBe(28)
  })

  it('without the stream the snapshot gives its own offset, late by its transit', () => {
    const s = syncCountdown(null, game(), RECEIVED + LATE_MS, null)
    expect(s.offsetMs).toBe(-SKEW - LATE_MS)
    expect(secondsLeftAt(s, RECEIVED + LATE_MS)).toBe(30)
  })

  it('the measured offset holds across snapshots, whatever their serverTime says', () => {
    let s = late()
    s = syncCountdown(s, game({ serverTime: iso(SERVER_NOW + 4000) }), RECEIVED + 9000, -SKEW)
    expect(s.offsetMs).toBe(-SKEW)
  })

  it('withMeasuredOffset replaces a snapshot offset, and keeps the same state when equal', () => {
    const polled = syncCountdown(null, game(), RECEIVED + LATE_MS)
    const fixed = withMeasuredOffset(polled, -SKEW)
    expect(fixed.offsetMs).toBe(-SKEW)
    expect(fixed.deadlineMs).toBe(polled.deadlineMs)
    expect(withMeasuredOffset(fixed, -SKEW)).toBe(fixed)
  })
})

describe('seconds, bar and red zone', () => {
  const s = syncCountdown(null, game(), RECEIVED)

  it('whole seconds, rounded up, never negative', () => {
    expect(secondsLeftAt(s, at(0.001))).toBe(30)
    expect(secondsLeftAt(s, at(29.5))).toBe(1)
    expect(secondsLeftAt(s, at(30))).toBe(0)
    expect(secondsLeftAt(s, at(300))).toBe(0)
  })

  it('the bar empties from 1 to 0', () => {
    expect(timerFraction(s, at(0))).toBe(1)
    expect(timerFraction(s, at(15))).toBeCloseTo(0.5, 6)
    expect(timerFraction(s, at(40))).toBe(0)
    expect(timerFraction(s, at(-5))).toBe(1)
  })

  it('turns red at 5 s or less', () => {
    expect(isRedAt(s, at(24))).toBe(false) // 6 s left
    expect(isRedAt(s, at(24.5))).toBe(false) // 5.5 s shows as 6
    expect(isRedAt(s, at(25))).toBe(true) // 5 s
    expect(isRedAt(s, at(29.9))).toBe(true)
  })

  it('without a running turn: full bar, 30 s, not red, no timeout', () => {
    const none = syncCountdown(null, game({ turnDeadline: null }), RECEIVED)
    expect(secondsLeftAt(none, at(100))).toBe(30)
    expect(timerFraction(none, at(100))).toBe(1)
    expect(isRedAt(none, at(100))).toBe(false)
    expect(shouldSendTimeout(none, at(100))).toBe(false)
    const closed = syncCountdown(null, game({ open: false }), RECEIVED)
    expect(closed.deadlineMs).toBeNull()
  })
})

describe('tick cue', () => {
  it('once per second while red on the viewer’s turn', () => {
    let s = syncCountdown(null, game(), RECEIVED)
    const ticks: number[] = []
    for (let ms = 0; ms <= 31_000; ms += 100) {
      const step = takeTick(s, RECEIVED + ms)
      s = step.state
      if (step.tick) ticks.push(secondsLeftAt(s, RECEIVED + ms))
    }
    expect(ticks).toEqual([5, 4, 3, 2, 1])
  })

  it('not on the opponent’s turn', () => {
    const s = syncCountdown(null, game({ roundTo: 2 }), RECEIVED)
    expect(takeTick(s, at(27)).tick).toBe(false)
    expect(isRedAt(s, at(27))).toBe(true)
  })

  it('does not tick the same second again after a new snapshot of the same turn', () => {
    let s = syncCountdown(null, game(), RECEIVED)
    s = takeTick(s, at(26.2)).state // 4 s ticked
    s = syncCountdown(s, game({ serverTime: iso(SERVER_NOW + 26_300) }), at(26.3))
    expect(takeTick(s, at(26.4)).tick).toBe(false)
    expect(takeTick(s, at(27.1)).tick).toBe(true)
  })
})

describe('the timeout when the last second has run out', () => {
  it('sends the empty move exactly once, at the deadline: the « 1 » shown for the whole last second', () => {
    let s: CountdownState = syncCountdown(null, game(), RECEIVED)
    const sent: number[] = []
    for (let ms = 0; ms <= 40_000; ms += 50) {
      const step = takeTimeout(s, RECEIVED + ms)
      s = step.state
      if (step.send) sent.push(ms)
    }
    expect(sent).toEqual([30_000]) // 1 s left shows from 29.000 s to the deadline
  })

  it('shouldSendTimeout stays true until marked, then false for the rest of the turn', () => {
    let s = syncCountdown(null, game(), RECEIVED)
    expect(shouldSendTimeout(s, at(28.9))).toBe(false) // 2 s
    expect(shouldSendTimeout(s, at(29.8))).toBe(false) // 1 s: the player may still move
    expect(shouldSendTimeout(s, at(30))).toBe(true)
    expect(shouldSendTimeout(s, at(30.2))).toBe(true)
    s = markTimeoutSent(s)
    expect(shouldSendTimeout(s, at(30.3))).toBe(false)
    expect(shouldSendTimeout(s, at(35))).toBe(false)
    // A fresh snapshot of the same turn (same deadline) does not re-arm it.
    s = syncCountdown(s, game({ serverTime: iso(SERVER_NOW + 30_400) }), at(30.4))
    expect(shouldSendTimeout(s, at(30.5))).toBe(false)
  })

  it('is armed again for the next turn of the viewer, and never on the opponent’s turn', () => {
    let s = markTimeoutSent(syncCountdown(null, game(), RECEIVED))
    s = syncCountdown(s, game({ roundTo: 2, turnDeadline: iso(SERVER_NOW + 60_000), serverTime: iso(SERVER_NOW + 30_000) }), at(30))
    expect(shouldSendTimeout(s, at(59.5))).toBe(false)
    s = syncCountdown(s, game({ turnDeadline: iso(SERVER_NOW + 90_000), serverTime: iso(SERVER_NOW + 60_000) }), at(60))
    expect(shouldSendTimeout(s, at(89.5))).toBe(false)
    expect(shouldSendTimeout(s, at(90))).toBe(true)
  })

  it('is not sent for someone looking on or before the game starts', () => {
    expect(shouldSendTimeout(syncCountdown(null, game({ you: null }), RECEIVED), at(30.5))).toBe(false)
    expect(shouldSendTimeout(syncCountdown(null, game({ status: 'WAITING' }), RECEIVED), at(30.5))).toBe(false)
  })
})
