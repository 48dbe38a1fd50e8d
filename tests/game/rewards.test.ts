import { describe, it, expect } from 'vitest'
import { SOLO_STAGE_COUNT, canAccessStage, endByQuit, matchRewards, outcomeFor, soloRewards, stageDifficulty } from '../../src/game'
import { blankState } from './fixtures'

describe('match rewards', () => {
  it('gives +100 XP +50 points to the winner and +25 XP +10 points to the loser', () => {
    for (const mode of ['ranked', 'unranked', 'private'] as const) {
      expect(matchRewards(mode, 'win')).toEqual({ xp: 100, credit: 50 })
      expect(matchRewards(mode, 'loss')).toEqual({ xp: 25, credit: 10 })
      expect(matchRewards(mode, 'abandon')).toEqual({ xp: 0, credit: 0 })
    }
  })

  it('gives nothing in training', () => {
    for (const outcome of ['win', 'loss', 'abandon'] as const) expect(matchRewards('training', outcome)).toEqual({ xp: 0, credit: 0 })
  })

  it('reads the outcome of a finished game: quit, surrender and forfeit are abandons', () => {
    expect(outcomeFor(blankState(), 1)).toBeNull()
    const quit = endByQuit(blankState(), 1, 'quit')
    expect(outcomeFor(quit, 1)).toBe('abandon')
    expect(outcomeFor(quit, 2)).toBe('win')
    expect(outcomeFor(blankState({ finished: true, winner: 2, endReason: 'forfeit' }), 1)).toBe('abandon')
    expect(outcomeFor(blankState({ finished: true, winner: 2, endReason: 'board-full' }), 1)).toBe('loss')
    expect(outcomeFor(blankState({ finished: true, winner: 2, endReason: 'no-moves' }), 2)).toBe('win')
  })
})

describe('solo stages', () => {
  it('opens stage 1, then stage n after stage n − 1 is won', () => {
    expect(SOLO_STAGE_COUNT).toBe(10)
    expect(canAccessStage(1, [])).toBe(true)
    expect(canAccessStage(2, [])).toBe(false)
    expect(canAccessStage(2, [1])).toBe(true)
    expect(canAccessStage(4, [1, 2])).toBe(false)
    expect(canAccessStage(11, [10])).toBe(false)
    expect(canAccessStage(0, [])).toBe(false)
  })

  it('raises the difficulty with the stage', () => {
    expect([1, 3, 4, 7, 8, 10].map(stageDifficulty)).toEqual(['facile', 'facile', 'moyen', 'moyen', 'difficile', 'difficile'])
    expect(SOLO_STAGE_COUNT).toBe(10)
  })

  it('gives the stage reward on the first win, +20 XP later, nothing on a loss', () => {
    const stageReward = { xp: 180, credit: 150 }
    expect(soloRewards(stageReward, true, true)).toEqual(stageReward)
    expect(soloRewards(stageReward, true, false)).toEqual({ xp: 20, credit: 0 })
    expect(soloRewards(stageReward, false, true)).toEqual({ xp: 0, credit: 0 })
  })
})
