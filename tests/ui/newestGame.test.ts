// The battle's cache keeps the newer version of a game: a move's answer arriving after the stream
// brought the next move must not put the older game back.
import { describe, expect, it } from 'vitest'
import { newestGame } from '../../src/state/queries/battle'

describe('newestGame', () => {
  it('keeps the cached game when it is a newer version of the same game', () => {
    const cached = { id: 4, version: 3 }
    expect(newestGame(cached, { id: 4, version: 2 })).toBe(cached)
  })
  it('takes the incoming game when it is newer, the same version, another game, or nothing was cached', () => {
    const newer = { id: 4, version: 4 }
    expect(newestGame({ id: 4, version: 3 }, newer)).toBe(newer)
    const same = { id: 4, version: 3 }
    expect(newestGame({ id: 4, version: 3 }, same)).toBe(same)
    const other = { id: 5, version: 1 }
    expect(newestGame({ id: 4, version: 9 }, other)).toBe(other)
    expect(newestGame(undefined, other)).toBe(other)
    expect(newestGame(null, other)).toBe(other)
  })
})
