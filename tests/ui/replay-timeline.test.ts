// The replay viewer's pure parts: the playback clock (play, pause, seek, step, speeds, the end),
// the scrub bar's marks, and a replay answer turned into the scene's Game and the move lines.
import { describe, expect, it } from 'vitest'
import { gameClock, initialPlayback, KO_TARGET_PX, MOVE_MS, nextKoStep, playbackReducer, replayMarks, spacedKos, stepAtTime, timeOfStep, type Playback } from '../../src/ui/pages/replay/replay-timeline'
import { handAt, isEndStep, moveLine, replayedGame, replayModel, stateAt } from '../../src/ui/pages/replay/replay-game'
import { replayAnswer } from './replayFixture'
import { GAME_CARDS, GAME_SPELLS } from '../../src/game'

const run = (state: Playback, total: number, ...actions: Parameters<typeof playbackReducer>[1][]) => actions.reduce((s, a) => playbackReducer(s, a, total), state)

describe('replay timeline', () => {
  it('maps steps to the clock and back, clamped to the replay', () => {
    expect(timeOfStep(3)).toBe(3 * MOVE_MS)
    expect(stepAtTime(timeOfStep(3), 10)).toBe(3)
    expect(stepAtTime(timeOfStep(3) - 1, 10)).toBe(2)
    expect(stepAtTime(-50, 10)).toBe(0)
    expect(stepAtTime(timeOfStep(99), 10)).toBe(10)
  })

  it('plays at the speed chosen and stops at the last step', () => {
    const playing = run(initialPlayback(), 10, { kind: 'play' })
    expect(playing.playing).toBe(true)
    const oneX = run(playing, 10, { kind: 'tick', elapsedMs: MOVE_MS * 2 })
    expect(stepAtTime(oneX.time, 10)).toBe(2)
    const fourX = run(playing, 10, { kind: 'speed', speed: 4 }, { kind: 'tick', elapsedMs: MOVE_MS * 2 })
    expect(stepAtTime(fourX.time, 10)).toBe(8)
    const done = run(fourX, 10, { kind: 'tick', elapsedMs: MOVE_MS * 5 })
    expect(done).toMatchObject({ time: timeOfStep(10), playing: false })
    // play from the end starts over
    expect(run(done, 10, { kind: 'play' })).toMatchObject({ time: 0, playing: true })
  })

  it('pauses, toggles, seeks and steps (stepping pauses), never past either end', () => {
    const paused = run(initialPlayback(), 5, { kind: 'toggle' }, { kind: 'tick', elapsedMs: 100 }, { kind: 'toggle' })
    expect(paused.playing).toBe(false)
    expect(run(paused, 5, { kind: 'tick', elapsedMs: 5000 }).time).toBe(paused.time)
    expect(stepAtTime(run(paused, 5, { kind: 'seek', step: 4 }).time, 5)).toBe(4)
    expect(stepAtTime(run(paused, 5, { kind: 'seek', step: 40 }).time, 5)).toBe(5)
    const stepped = run(initialPlayback(), 5, { kind: 'play' }, { kind: 'step', by: 1 })
    expect(stepped).toMatchObject({ playing: false, time: timeOfStep(1) })
    expect(run(stepped, 5, { kind: 'step', by: -1 }, { kind: 'step', by: -1 }).time).toBe(0)
    expect(run(initialPlayback(), 0, { kind: 'play' }).playing).toBe(false)
  })

  it('puts a mark per move and one per KO, and finds the next and previous KO', () => {
    const marks = replayMarks([0, 2, 0, 1])
    expect(marks.moves.map((m) => [m.step, m.percent])).toEqual([[1, 25], [2, 50], [3, 75], [4, 100]])
    expect(marks.kos).toEqual([{ step: 2, percent: 50, count: 2 }, { step: 4, percent: 100, count: 1 }])
    expect(nextKoStep(marks, 0, 1)).toBe(2)
    expect(nextKoStep(marks, 2, 1)).toBe(4)
    expect(nextKoStep(marks, 4, 1)).toBeNull()
    expect(nextKoStep(marks, 4, -1)).toBe(2)
    expect(replayMarks([])).toEqual({ moves: [], kos: [] })
  })

  it('keeps the KO dots a full touch target apart on the track, all of them before it is measured', () => {
    const kos = replayMarks([1, 1, 0, 1, 1, 0, 0, 0, 0, 1]).kos // steps 1, 2, 4, 5, 10 of 10
    expect(spacedKos(kos, 0).map((k) => k.step)).toEqual([1, 2, 4, 5, 10])
    expect(spacedKos(kos, 1000).map((k) => k.step)).toEqual([1, 2, 4, 5, 10]) // 100 px a step
    expect(spacedKos(kos, 200).map((k) => k.step)).toEqual([1, 4, 10]) // 20 px a step: step 2 and 5 too close
    for (const width of [120, 240, 390]) {
      const kept = spacedKos(kos, width)
      for (let i = 1; i < kept.length; i++) expect(((kept[i].percent - kept[i - 1].percent) / 100) * width).toBeGreaterThanOrEqual(KO_TARGET_PX)
    }
  })

  it('labels a move with the game time since the start', () => {
    expect(gameClock('2026-11-24T12:00:00.000Z', '2026-11-24T12:01:05.900Z')).toBe('1:05')
    expect(gameClock('2026-11-24T12:00:00.000Z', 'not a date')).toBe('0:00')
  })
})

describe('replay model', () => {
  const { answer, final } = replayAnswer()
  const model = replayModel(answer)

  it('rebuilds every move, the last state being the game’s end', () => {
    expect(model.replayed.complete).toBe(true)
    expect(model.total).toBe(answer.moves.length)
    expect(stateAt(model, model.total)).toEqual(final)
    expect(isEndStep(model, model.total)).toBe(true)
    expect(isEndStep(model, model.total - 1)).toBe(false)
    expect(model.kos.some((n) => n > 0)).toBe(true)
  })

  it('gives the scene a read-only Game per step: the board, the last move and its KOs, the end', () => {
    const start = replayedGame(model, 0)
    expect(start).toMatchObject({ id: 31, you: null, hand: null, open: true, status: 'PLAYING', turnDeadline: null, lastMove: null, winner: null })
    expect(start.plateau.every((c) => c === null)).toBe(true)
    const ko = model.kos.findIndex((n) => n > 0) + 1
    const atKo = replayedGame(model, ko)
    expect(atKo.lastMove?.ko.length).toBe(model.kos[ko - 1])
    expect(atKo.satutscard.filter((s) => s === 'KO').length).toBeGreaterThan(0)
    expect(atKo.boardCards.map((c) => c.id).sort()).toEqual(atKo.plateau.filter((id): id is number => id != null).sort())
    const end = replayedGame(model, model.total)
    expect(end).toMatchObject({ status: 'FINISHED', open: false, endReason: answer.endReason })
    expect(end.winner).toBe(answer.winner === 1 ? 7 : answer.winner === 2 ? 22 : null)
  })

  it('says who played what: « Tour n · Alice place Carte … en case k », KOs counted', () => {
    expect(moveLine(model, 0)).toBe('Début de la partie')
    const first = answer.moves[0]
    const who = first.player === 1 ? 'Alice' : 'Bruno'
    expect(moveLine(model, 1)).toBe(`Tour 1 · ${who} ${first.kind === 'card' ? 'place' : 'lance'} ${first.kind === 'card' ? 'Carte' : 'Sort'} ${first.kind === 'card' ? first.instanceId : first.instanceId! - 500} en case ${first.index}`)
    const ko = model.kos.findIndex((n) => n > 0) + 1
    expect(moveLine(model, ko)).toMatch(new RegExp(`^Tour ${ko} · .* · ${model.kos[ko - 1]} cartes? KO$`))
  })

  it('names the moves that do not place: a pass, the clock, a quit', () => {
    const quit = replayAnswer(42, {})
    const moves = [...quit.answer.moves.slice(0, 2), { ...quit.answer.moves[2], kind: 'quit' as const, instanceId: null, index: null }]
    const quitModel = replayModel({ ...quit.answer, moves, endReason: 'quit' })
    expect(moveLine(quitModel, 3)).toMatch(/^Tour 3 · (Alice|Bruno) quitte la partie$/)
    expect(isEndStep(quitModel, 3)).toBe(true)
  })

  it('shows both hands with each instance’s sides (base + bonus)', () => {
    const atStart = handAt(model, 0, 1)
    expect(atStart.length).toBe(GAME_CARDS + Math.min(GAME_SPELLS, answer.decks.joueur1.spells.length)) // the dealt hand
    // card i of the fixture's deck: base 1 + (3i, 5i, 7i, 2i mod 9), bonus i mod 2 on top
    const sidesOf = (i: number) => ({ top: 1 + ((i * 3) % 9) + (i % 2), left: 1 + ((i * 5) % 9), right: 1 + ((i * 7) % 9), bottom: 1 + ((i * 2) % 9) })
    const cards = atStart.filter((item) => item.kind === 'card')
    expect(cards).toHaveLength(GAME_CARDS)
    for (const card of cards) expect(card, card.name).toMatchObject({ name: `Carte ${card.id}`, sides: sidesOf(card.id - 1000) })
    expect(atStart.at(-1)).toMatchObject({ kind: 'spell', name: 'Sort 1002' })
    const end = [...handAt(model, model.total, 1), ...handAt(model, model.total, 2)]
    expect(end.length).toBe(final.hands[1].cards.length + final.hands[1].spells.length + final.hands[2].cards.length + final.hands[2].spells.length)
  })

  it('stops at a move the rules refuse (an incomplete replay never shows an end)', () => {
    const broken = { ...answer, moves: [answer.moves[0], answer.moves[0], ...answer.moves.slice(1)] }
    const brokenModel = replayModel(broken)
    expect(brokenModel.replayed.complete).toBe(false)
    expect(brokenModel.total).toBe(1)
    expect(isEndStep(brokenModel, 1)).toBe(false)
    expect(replayedGame(brokenModel, 1).open).toBe(true)
  })
})
