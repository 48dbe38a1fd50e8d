// The update banner's policy and the local game source's routing of calls.
import { describe, expect, it } from 'vitest'
import { mayActivate, updateNotice } from '../../../src/pwa/updatePolicy'
import { localCallOf, moveOfBody } from '../../../src/pwa/localApi'
import { LOCAL_GAME_ID_BASE } from '../../../src/pwa/localGameClient'

describe('update policy', () => {
  it('announces a waiting version with « Recharger » outside a game', () => {
    expect(updateNotice(true, '/home')).toBe('reload')
    expect(updateNotice(true, '/offline')).toBe('reload')
    expect(mayActivate('/cards')).toBe(true)
  })
  it('holds it back on a battle path (played, watched, replayed)', () => {
    for (const path of ['/game/training/12', '/game/ranked', '/watch/3', '/replay/4']) {
      expect(updateNotice(true, path)).toBe('after-game')
      expect(mayActivate(path)).toBe(false)
    }
  })
  it('shows nothing without a waiting version', () => expect(updateNotice(false, '/home')).toBe('none'))
})

describe('local game source', () => {
  const local = LOCAL_GAME_ID_BASE + 5
  it("routes a local game's read, moves, deck and leave", () => {
    expect(localCallOf('GET', `/api/games/${local}`)).toEqual({ kind: 'read', id: local })
    expect(localCallOf('POST', `/api/games/training/plate/${local}`)).toEqual({ kind: 'plate', id: local })
    expect(localCallOf('POST', `/api/games/training/end/${local}`)).toEqual({ kind: 'end', id: local })
    expect(localCallOf('POST', `/api/games/training/decks/${local}`)).toEqual({ kind: 'decks', id: local })
  })
  it("leaves the server's games and other calls alone", () => {
    expect(localCallOf('GET', '/api/games/12')).toBeNull()
    expect(localCallOf('POST', '/api/games/training/plate/12')).toBeNull()
    expect(localCallOf('DELETE', `/api/games/${local}`)).toBeNull()
    expect(localCallOf('GET', '/api/decksplayer/user/3')).toBeNull()
  })
  it('reads a plate body as a card, a spell or the pass', () => {
    expect(moveOfBody({ cardId: 4, index: 2 })).toEqual({ kind: 'card', instanceId: 4, index: 2 })
    expect(moveOfBody({ spellId: 9, index: 0 })).toEqual({ kind: 'spell', instanceId: 9, index: 0 })
    expect(moveOfBody({})).toEqual({ kind: 'pass' })
  })
})
