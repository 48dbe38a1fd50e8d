import { describe, expect, it } from 'vitest'
import { CLASH_LEAD_MS, CLASH_MS, NO_CLASHES, clashCaption, clashFrame, loserFace, markedClashes, mountedClashes, playbackEnd, scheduleClashes, settleClashes, skipClashes } from '../../src/scene/model'
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

  it("cuts the viewer's own sequence short when they move again: the queue never grows with fast moves", () => {
    let p = NO_CLASHES
    for (let turn = 0; turn < 40; turn++) {
      const by = turn % 2 === 0 ? 1 : 2
      p = scheduleClashes(p, seq(`m${turn}`, by, clash(1, 'ko', by), clash(7, 'ko', by), clash(11, 'held', by)), 1, turn * 120)
    }
    // one clash playing, and what is left of at most one own and one other sequence
    expect(p.clashes.filter((c) => c.start + c.duration > 40 * 120).length).toBeLessThanOrEqual(7)
    expect(playbackEnd(p, 40 * 120)).toBeLessThanOrEqual(40 * 120 + CLASH_LEAD_MS + 7 * CLASH_MS)
    const p2 = scheduleClashes(scheduleClashes(NO_CLASHES, seq('a', 1, clash(1, 'ko', 1), clash(7, 'ko', 1)), 1, 0), seq('b', 1, clash(5, 'ko', 1)), 1, CLASH_LEAD_MS + 100)
    expect(p2.clashes.filter((c) => c.key === 'a' && c.start + c.duration > CLASH_LEAD_MS + 100)).toHaveLength(1) // the playing one ends normally
    expect(p2.clashes.find((c) => c.key === 'b')?.start).toBe(CLASH_LEAD_MS + CLASH_MS)
  })

  it('with no playing time (clashMs 0) everything is over at once', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko')), 1, 1000, 0)
    expect(clashFrame(p.clashes[0], 1000).progress).toBe(1)
    expect(loserFace(p.clashes[0], 1000, true)).toBeNull()
    expect(loserFace(p.clashes[0], 1000, false)).toEqual({ face: 'ko', scaleX: 1 })
  })

  it('with reduced motion a clash is a still mark, shown whole for the same time, without a lead', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko'), clash(7, 'held')), 1, 1000, CLASH_MS, CLASH_LEAD_MS, true)
    expect(p.clashes.map((c) => c.start)).toEqual([1000, 1000 + CLASH_MS])
    for (const t of [1001, 1000 + CLASH_MS / 2, 1000 + CLASH_MS - 1]) {
      expect(clashFrame(p.clashes[0], t)).toMatchObject({ shown: 1, reach: 1, shake: 0, turn: -1 })
      expect(loserFace(p.clashes[0], t, true)).toEqual({ face: 'ko', scaleX: 1 })
    }
    expect(clashFrame(p.clashes[1], 1000 + CLASH_MS + 10)).toMatchObject({ shown: 1, shake: 0, turn: 1 })
    expect(clashFrame(p.clashes[0], 1000 + CLASH_MS).shown).toBe(0)
  })

  it('settles: finished clashes are forgotten', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko')), 1, 0)
    expect(settleClashes(p, 10).clashes).toHaveLength(1)
    expect(settleClashes(p, 10_000).clashes).toHaveLength(0)
  })
})

describe('clashFrame and loserFace', () => {
  const c = { start: 0, duration: 1000, outcome: 'ko' as const }

  it('grows the arrow, shows the totals, then turns the loser over to its KO face', () => {
    expect(clashFrame(c, -1)).toMatchObject({ progress: 0, shown: 0, turn: 1 })
    expect(clashFrame(c, 120).reach).toBeCloseTo(1)
    expect(clashFrame(c, 100).shown).toBe(1)
    expect(clashFrame(c, 300).turn).toBeCloseTo(0) // edge-on, half-way through the turn
    expect(clashFrame(c, 1000)).toMatchObject({ progress: 1, shown: 0, turn: -1 })
  })

  it('holds both totals long enough to read: fully shown for at least a second of a clash', () => {
    expect(CLASH_MS).toBeGreaterThanOrEqual(1200)
    expect(CLASH_MS).toBeLessThanOrEqual(1500)
    const real = { start: 0, duration: CLASH_MS, outcome: 'ko' as const }
    let shownMs = 0
    for (let t = 0; t < CLASH_MS; t += 10) if (clashFrame(real, t).shown === 1) shownMs += 10
    expect(shownMs).toBeGreaterThanOrEqual(1000)
  })

  it('a held attack recoils and nobody turns over', () => {
    const held = { ...c, outcome: 'held' as const }
    expect(clashFrame(held, 200).reach).toBeLessThan(1)
    expect(clashFrame(held, 300).turn).toBe(1)
    expect(loserFace(held, 300, false)).toBeNull()
  })

  it('holds the server’s KO face back (alive) until the turn, then shows it', () => {
    expect(loserFace(c, -50, true)).toEqual({ face: 'alive', scaleX: 1 })
    expect(loserFace(c, 250, true)?.face).toBe('alive')
    expect(loserFace(c, 350, true)?.face).toBe('ko')
    expect(loserFace(c, 1100, true)).toBeNull()
  })

  it("keeps the KO face of the viewer's optimistic move until the board shows it", () => {
    expect(loserFace(c, -50, false)).toBeNull()
    expect(loserFace(c, 1100, false)).toEqual({ face: 'ko', scaleX: 1 })
  })
})

describe('skipClashes', () => {
  it('ends the sequence playing at once and moves the next one up to start now', () => {
    const p1 = scheduleClashes(NO_CLASHES, seq('mine', 1, clash(1, 'ko', 1), clash(7, 'held', 1)), 1, 0)
    const p2 = scheduleClashes(p1, seq('bot', 2, clash(6, 'ko', 2)), 1, 10)
    const now = CLASH_LEAD_MS + 100
    const skipped = skipClashes(p2, now)
    expect(skipped.clashes.filter((c) => c.key === 'mine').every((c) => clashFrame(c, now).progress === 1)).toBe(true)
    const bot = skipped.clashes.find((c) => c.key === 'bot')!
    expect(bot.start).toBe(now)
    expect(playbackEnd(skipped, now)).toBe(now + CLASH_MS)
    // a second tap ends the bot's too; with nothing left, the same playback
    const all = skipClashes(skipped, now + 1)
    expect(playbackEnd(all, now + 1)).toBe(now + 1)
    expect(skipClashes(all, now + 2)).toBe(all)
  })

  it('ends a sequence still in its lead', () => {
    const p = scheduleClashes(NO_CLASHES, seq('a', 2, clash(1, 'ko')), 1, 0)
    expect(playbackEnd(skipClashes(p, 5), 5)).toBe(5)
  })
})

describe('clashCaption', () => {
  it('writes both totals with the comparison the rule made', () => {
    expect(clashCaption({ attacker: 6, defender: 7, attackerTotal: 12, defenderTotal: 11, outcome: 'ko' })).toBe('12 > 11')
    expect(clashCaption({ attacker: 6, defender: 7, attackerTotal: 8, defenderTotal: 11, outcome: 'held' })).toBe('8 < 11')
    expect(clashCaption({ attacker: 6, defender: 7, attackerTotal: 9, defenderTotal: 9, outcome: 'tie' })).toBe('9 = 9')
  })

  it('names « Néant » on a card a curse devours (no attacker)', () => {
    expect(clashCaption({ attacker: 7, defender: 7, attackerTotal: 20, defenderTotal: 11, outcome: 'ko' })).toBe('Néant')
  })
})

describe('mountedClashes', () => {
  const p = scheduleClashes(NO_CLASHES, seq('m1', 1, clash(3, 'ko', 1), clash(9, 'held', 1), clash(12, 'ko', 1)), 1, 0, 450, 0)
  const none = () => false

  it('keeps every clash still to play or playing, as the same playback', () => {
    expect(mountedClashes(p, 0, none)).toBe(p)
    expect(mountedClashes(p, 449, none)).toBe(p)
  })

  it('unmounts the mark of a finished KO kept for its cover (no arrow, totals or caption left)', () => {
    const kept = mountedClashes(p, 899, none)
    expect(kept.clashes).toHaveLength(3)
    expect(markedClashes(kept).map((c) => c.defender)).toEqual([9, 12])
    expect(mountedClashes(kept, 899, none)).toBe(kept)
  })

  it('mounts nothing more after many sequences than after one (nothing grows with turns)', () => {
    let q = NO_CLASHES
    let boardKo = new Set<number>()
    const sizes: number[] = []
    for (let turn = 0; turn < 40; turn++) {
      const now = turn * 10_000
      // the board shows every earlier KO; this turn's own KO is shown by the next snapshot
      q = scheduleClashes(settleClashes(q, now), seq(`t${turn}`, 1, clash(turn % 21, 'ko', 1), clash((turn + 5) % 21, 'held', 1)), 1, now)
      q = mountedClashes(q, now + 5_000, (i) => boardKo.has(i))
      sizes.push(q.clashes.length, markedClashes(q).length)
      boardKo = new Set([...boardKo, turn % 21])
    }
    expect(Math.max(...sizes)).toBe(1)
    expect(markedClashes(q)).toHaveLength(0)
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
