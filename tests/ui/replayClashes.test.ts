// A replay draws the clashes of each move as a live game does: every step that knocked cards out
// gives the scene a clash sequence (scene/model clashSequence on two consecutive replayed Games)
// whose KOs are exactly the move's, each with the attacker's total above the defender's.
import { describe, expect, it } from 'vitest'
import { clashCaption, clashSequence } from '../../src/scene/model'
import { replayedGame, replayModel } from '../../src/ui/pages/replay/replay-game'
import { replayAnswer } from './replayFixture'

describe('the clashes of a replay', () => {
  const model = replayModel(replayAnswer().answer)

  it('plays, move by move, the fights that felled the cards of that move', () => {
    let koSteps = 0
    for (let step = 1; step <= model.total; step++) {
      const next = replayedGame(model, step)
      const sequence = clashSequence(replayedGame(model, step - 1), next)
      const felled = (sequence?.clashes ?? []).filter((c) => c.outcome === 'ko')
      expect(felled.map((c) => c.defender).sort()).toEqual([...(next.lastMove?.ko ?? [])].sort())
      for (const c of felled) {
        if (c.attacker !== c.defender) expect(clashCaption(c)).toBe(`${c.attackerTotal} > ${c.defenderTotal}`)
        expect(c.by).toBe(next.lastMove?.player)
      }
      if (felled.length > 0) koSteps += 1
    }
    expect(koSteps).toBe(model.kos.filter((n) => n > 0).length)
    expect(koSteps).toBeGreaterThan(0)
  })
})
