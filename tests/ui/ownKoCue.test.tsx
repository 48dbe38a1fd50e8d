// The KO cue plays for the viewer's own KOs as for the opponent's (issue 31, item 2): the mover's
// placement cues 'place' at once, then the server's version, which carries the KO, cues 'ko'.
import { describe, expect, it, vi } from 'vitest'
import { sessionAtom } from '../../src/state'
import { gameCuesAtom, openGameAtom } from '../../src/state/game'
import { placeCardAtom } from '../../src/state/gameIntents'
import { createTestStore } from './helpers/store'
import { fakeServer, json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'
import { card } from '../scene/fixtures'

describe('the KO cue', () => {
  it('plays after the place cue when the viewer’s own card knocks an enemy card out', async () => {
    const enemy = card(301, [1, 1, 1, 1])
    const before = apiGame({ plateau: apiGame().plateau.map((x, i) => (i === 5 ? 301 : x)), satutscard: apiGame().satutscard.map((x, i) => (i === 5 ? 'ALIVE' : x)), cardOwners: apiGame().cardOwners.map((x, i) => (i === 5 ? 2 : x)), boardCards: [enemy] as never })
    const after = apiGame({
      version: 2,
      roundTo: 2,
      plateau: before.plateau.map((x, i) => (i === 0 ? 101 : x)),
      satutscard: before.satutscard.map((x, i) => (i === 0 ? 'ALIVE' : i === 5 ? 'KO' : x)),
      cardOwners: before.cardOwners.map((x, i) => (i === 0 ? 1 : x)),
      boardCards: [enemy, before.hand!.cartes[0]] as never,
      hand: { cartes: [before.hand!.cartes[1]], spells: before.hand!.spells },
      lastMove: { player: 1, kind: 'card', instanceId: 101, index: 0, ko: [5], timeout: false, at: new Date().toISOString() },
    })
    fakeServer({ 'GET /api/games/{id}': json(before), 'POST /api/games/unranked/plate/{id}': json({ plateau: after.plateau, plateauspell: after.plateauspell, game: after }) })
    const store = createTestStore()
    store.set(sessionAtom, ME)
    await store.set(openGameAtom, { mode: 'unranked', id: 7 })
    const cues = () => store.get(gameCuesAtom).map((c) => c.cue)
    const sent = store.set(placeCardAtom, { instanceId: 101, index: 0 })
    expect(cues()).toContain('place')
    expect(await sent).toBe(true)
    await vi.waitFor(() => expect(cues()).toContain('ko'))
    expect(cues().indexOf('place')).toBeLessThan(cues().indexOf('ko'))
  })
})
