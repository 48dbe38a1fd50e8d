import { describe, expect, it } from 'vitest'
import { CLASH_LEAD_MS, CLASH_MS, NO_CLASHES, clashFrame, loserFace, mountedClashes, playbackEnd, scheduleClashes, settleClashes } from '../../src/scene/model'
import type { Clash, ClashSequence } from '../../src/scene/model'

const clash = (defender: number, outcome: Clash['outcome'], by: 1 | 2 = 2): Clash => ({ attacker: 6, defender, attackerTotal: 9, defenderTotal: 5, outcome, by })
const seq = (key: string, by: 1 | 2, ...clashes: Clash[]): ClashSequence => ({ key, by, clashes })

describe('scheduleClashes', () => {
  it('plays the clashes of a sequence one after the other, after a short lead', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko'), clash(7, 'held')), 1, 1000)
    expect(p.clashes.map((c) => c.start)).toEqual([1000 + CLASH_LEAD_MS, 1000 + CLASH_LEAD_MS + CLASH_MS])
    expect(playbackEnd(p, 1000)).toBe(1000 + CLASH_LEAD_MS + 2 * CLASH_MS)
  })

  it("cuts an opponent's sequence short when a newer one arrives (the one playing ends normally)", () => {
    const p1 = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko', 2), clash(7, 'ko', 2), clash(11, 'ko', 2)), 1, 0)
    const now = CLASH_LEAD_MS + 100 // the first clash is playing
    const p2 = scheduleClashes(p1, seq('b', 1, clash(5, 'ko', 1)), 1, now)
    expect(p2.clashes.map((c) => c.key)).toEqual(['a', 'b'])
    expect(p2.clashes[1].start).toBe(CLASH_LEAD_MS + CLASH_MS)
  })

  it("lets the viewer's own sequence finish before the next (the bot's answer arrives with the confirmation)", () => {
    const p1 = scheduleClashes(NO_CLASHES, seq('mine', 1, clash(1, 'ko', 1), clash(7, 'tie', 1)), 1, 0)
    const p2 = scheduleClashes(p1, seq('bot', 2, clash(6, 'ko', 2)), 1, 50)
    expect(p2.clashes.map((c) => c.key)).toEqual(['mine', 'mine', 'bot'])
    expect(p2.clashes[2].start).toBe(CLASH_LEAD_MS + 2 * CLASH_MS)
  })

  it('with reduced motion everything is over at once', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko')), 1, 1000, 0)
    expect(clashFrame(p.clashes[0], 1000).progress).toBe(1)
    expect(loserFace(p.clashes[0], 1000, true)).toBeNull()
    expect(loserFace(p.clashes[0], 1000, false)).toEqual({ face: 'ko', scaleX: 1 })
  })

  it('settles: finished clashes are forgotten', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko')), 1, 0)
    expect(settleClashes(p, 10).clashes).toHaveLength(1)
    expect(settleClashes(p, 10_000).clashes).toHaveLength(0)
  })
})

describe('clashFrame and loserFace', () => {
  const c = { start: 0, duration: 400, outcome: 'ko' as const }

  it('grows the arrow, shows the totals, then turns the loser over to its KO face', () => {
    expect(clashFrame(c, -1)).toMatchObject({ progress: 0, shown: 0, turn: 1 })
    expect(clashFrame(c, 120).reach).toBeCloseTo(1)
    expect(clashFrame(c, 100).shown).toBe(1)
    expect(clashFrame(c, 260).turn).toBeCloseTo(0) // edge-on, half-way through the turn
    expect(clashFrame(c, 400)).toMatchObject({ progress: 1, shown: 0, turn: -1 })
  })

  it('a held attack recoils and nobody turns over', () => {
    const held = { ...c, outcome: 'held' as const }
    expect(clashFrame(held, 200).reach).toBeLessThan(1)
    expect(clashFrame(held, 300).turn).toBe(1)
    expect(loserFace(held, 300, false)).toBeNull()
  })

  it('holds the server’s KO face back (alive) until the turn, then shows it', () => {
    expect(loserFace(c, -50, true)).toEqual({ face: 'alive', scaleX: 1 })
    expect(loserFace(c, 200, true)?.face).toBe('alive')
    expect(loserFace(c, 320, true)?.face).toBe('ko')
    expect(loserFace(c, 500, true)).toBeNull()
  })

  it("keeps the KO face of the viewer's optimistic move until the board shows it", () => {
    expect(loserFace(c, -50, false)).toBeNull()
    expect(loserFace(c, 500, false)).toEqual({ face: 'ko', scaleX: 1 })
  })
})

describe('mountedClashes', () => {
  const p = scheduleClashes(NO_CLASHES, seq('m1', 1, clash(3, 'ko', 1), clash(9, 'held', 1), clash(12, 'ko', 1)), 1, 0, 450, 0)
  const none = () => false

  it('keeps every clash still to play or playing, as the same playback', () => {
    expect(mountedClashes(p, 0, none)).toBe(p)
    expect(mountedClashes(p, 899, none)).toBe(p)
  })

  it('unmounts finished clashes once the board shows their outcome', () => {
    expect(mountedClashes(p, 1350, () => true).clashes).toHaveLength(0)
    // the middle one (held) is over at 900 and goes; the last is still playing
    expect(mountedClashes(p, 900, () => true).clashes.map((c) => c.defender)).toEqual([12])
  })

  it('keeps a finished KO cover while the board does not show that card felled yet', () => {
    const kept = mountedClashes(p, 5000, (index) => index === 3)
    expect(kept.clashes.map((c) => c.defender)).toEqual([12])
    expect(mountedClashes(kept, 6000, () => true).clashes).toHaveLength(0)
  })
})
