// The one "is newer" check of the battle's cache (src/state/queries/battle.ts): another game or a
// strictly newer version replaces the cached game; the same version (the mover's own move coming
// back by its answer and by the stream) or an older one (an answer overtaken by the next move) is dropped.
import { describe, expect, it } from 'vitest'
import { isNewerGame, newestGame, offerGame, battleGameKey } from '../../src/state/queries/battle'
import { createQueryClient } from '../../src/state/queries/clientFactory'

describe('isNewerGame', () => {
  it('takes another game, a newer version, or any game when nothing is cached', () => {
    expect(isNewerGame({ id: 4, version: 3 }, { id: 4, version: 4 })).toBe(true)
    expect(isNewerGame({ id: 4, version: 9 }, { id: 5, version: 1 })).toBe(true)
    expect(isNewerGame(undefined, { id: 5, version: 1 })).toBe(true)
    expect(isNewerGame(null, { id: 5, version: 1 })).toBe(true)
  })
  it('drops the same version, an older one, and what is not a game', () => {
    expect(isNewerGame({ id: 4, version: 3 }, { id: 4, version: 3 })).toBe(false)
    expect(isNewerGame({ id: 4, version: 3 }, { id: 4, version: 2 })).toBe(false)
    expect(isNewerGame({ id: 4, version: 3 }, null)).toBe(false)
    expect(isNewerGame({ id: 4, version: 3 }, { id: 4 })).toBe(false)
  })
  it('newestGame and offerGame keep what it says', () => {
    const cached = { id: 4, version: 3 }
    expect(newestGame(cached, { id: 4, version: 3 })).toBe(cached)
    const newer = { id: 4, version: 4 }
    expect(newestGame(cached, newer)).toBe(newer)
    const client = createQueryClient()
    client.setQueryData(battleGameKey, cached)
    expect(offerGame(client, { id: 4, version: 3 })).toBe(false)
    expect(client.getQueryData(battleGameKey)).toBe(cached)
    expect(offerGame(client, newer)).toBe(true)
    expect(client.getQueryData(battleGameKey)).toBe(newer)
  })
})
