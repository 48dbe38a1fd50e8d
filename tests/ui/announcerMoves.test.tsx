// The announcements of one move: the KOs named with what was placed (« Votre Garde du Pont met KO : … »),
// and the player's turn running out, said once whichever snapshots follow.
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Provider } from '../../src/state'
import { createTestStore } from './helpers/store'
import { showReplayStepAtom as showGameAtom } from '../../src/state/game'
import type { Game } from '../../src/state/game'
import { Announcer } from '../../src/ui/pages/game/Announcer'
import { snapshotAnnouncements as announcements } from '../../src/ui/pages/game/AnnouncerMessages'
import { diffSnapshots, optimisticPass, turnStarted } from '../../src/scene/model'
import type { GameSnapshot, LastMoveSnapshot } from '../../src/scene/model'
import { card, game, spell, withCard, withSpell, withStatus } from '../scene/fixtures'

/** What one change announces, with the change's diff as the battle's follower computes it. */
const snapshotAnnouncements = (prev: GameSnapshot | null, next: GameSnapshot) =>
  announcements(prev, next, diffSnapshots(prev, next), turnStarted(prev, next))

const named = (id: number, nom: string) => {
  const c = card(id)
  c.card.nom = nom
  return c
}
const move = (over: Partial<LastMoveSnapshot>): LastMoveSnapshot => ({ player: 1, kind: 'card', instanceId: null, index: null, ko: [], timeout: false, ...over })
const TIMED_OUT = 'Temps écoulé : votre tour est passé.'

/** Bruno's Dragon on 7 and Loup on 9; Alice (joueur1, the viewer) places her Garde du Pont on 8. */
const board = withCard(withCard(game({ roundTo: 1 }), 7, named(401, 'Dragon'), 2), 9, named(402, 'Loup'), 2)
const placed = withCard({ ...board, roundTo: 2, turnDeadline: null, lastMove: move({ instanceId: 301, index: 8 }) }, 8, named(301, 'Garde du Pont'), 1)

describe('the KOs of a move, named with what was placed', () => {
  it("the player's own card: « Votre Garde du Pont met … KO »", () => {
    const one = withStatus({ ...placed, version: 2, lastMove: move({ instanceId: 301, index: 8, ko: [7] }) }, 7, 'KO')
    expect(snapshotAnnouncements(placed, one)).toEqual(["Votre Garde du Pont met KO : Dragon (de l'adversaire, case 7)."])
    const two = withStatus({ ...one, lastMove: move({ instanceId: 301, index: 8, ko: [7, 9] }) }, 9, 'KO')
    expect(snapshotAnnouncements(placed, two)).toEqual([
      "Votre Garde du Pont met 2 cartes KO : Dragon (de l'adversaire, case 7), Loup (de l'adversaire, case 9).",
    ])
  })

  it("the opponent's card and spell, after their placement", () => {
    const mine = withCard(game({ roundTo: 2 }), 7, named(301, 'Garde du Pont'), 1)
    const hit = withStatus(
      withCard({ ...mine, roundTo: 1, version: 2, turnDeadline: '2025-11-21T12:01:00.000Z', lastMove: move({ player: 2, instanceId: 401, index: 8, ko: [7] }) }, 8, named(401, 'Dragon'), 2),
      7,
      'KO',
    )
    expect(snapshotAnnouncements(mine, hit)).toEqual([
      "L'adversaire pose Dragon en case 8.",
      "Dragon de l'adversaire met KO : Garde du Pont (la vôtre, case 7).",
      'À vous de jouer.',
    ])
    const rage = spell(501)
    rage.spell.nom = 'Rage'
    const cursed = withStatus(withSpell({ ...mine, version: 2, lastMove: move({ player: 2, kind: 'spell', instanceId: 501, index: 7, ko: [7] }) }, 7, rage, 2), 7, 'KO')
    expect(snapshotAnnouncements(mine, cursed)).toContain("Le sort Rage de l'adversaire met KO : Garde du Pont (la vôtre, case 7).")
  })

  it("the player's KOs arriving with the opponent's next move: named by the player's placement, told first", () => {
    const both = withStatus(
      withCard({ ...placed, roundTo: 1, version: 3, turnDeadline: '2025-11-21T12:01:00.000Z', lastMove: move({ player: 2, instanceId: 403, index: 17 }) }, 17, named(403, 'Crapaud'), 2),
      9,
      'KO',
    )
    expect(snapshotAnnouncements(placed, both)).toEqual([
      "Votre Garde du Pont met KO : Loup (de l'adversaire, case 9).",
      "L'adversaire pose Crapaud en case 17.",
      'À vous de jouer.',
    ])
  })
})

describe('the turn running out', () => {
  const mine = game({ roundTo: 1 })
  const shown = optimisticPass(mine)!.after
  const answered: GameSnapshot = { ...shown, version: 2, turnDeadline: '2025-11-21T12:01:00.000Z' }
  const botPlayed = withCard(
    { ...answered, roundTo: 1, version: 3, turnDeadline: '2025-11-21T12:01:30.000Z', lastMove: move({ player: 2, instanceId: 401, index: 3 }) },
    3,
    named(401, 'Dragon'),
    2,
  )

  it('is said when the client ends the turn, not again on the server’s answer nor the next move', () => {
    expect(snapshotAnnouncements(mine, shown)).toEqual([TIMED_OUT])
    expect(snapshotAnnouncements(shown, answered)).toEqual([])
    expect(snapshotAnnouncements(answered, botPlayed)).toEqual(["L'adversaire pose Dragon en case 3.", 'À vous de jouer.'])
  })

  it("is said when the server's clock ends it, and never for the opponent's timeout or the same turn read again", () => {
    expect(snapshotAnnouncements(mine, answered)).toEqual([TIMED_OUT])
    const theirs = { ...mine, roundTo: 2 as const }
    const theyRanOut = { ...mine, version: 2, lastMove: move({ player: 2, kind: 'pass', timeout: true }) }
    expect(snapshotAnnouncements(theirs, theyRanOut)).not.toContain(TIMED_OUT)
    // a second turn in a row (the opponent had nothing to place), read twice: said when it ends only
    const again = { ...answered, roundTo: 1 as const }
    expect(snapshotAnnouncements(again, { ...again, version: 3 })).toEqual([])
  })

  it('one sentence in the live region for the whole sequence', () => {
    const store = createTestStore()
    store.set(showGameAtom, mine as Game)
    render(
      <Provider store={store}>
        <Announcer seconds={1} />
      </Provider>,
    )
    const region = screen.getByTestId('announcer')
    const said: string[] = []
    for (const next of [shown, answered, { ...answered }, botPlayed]) {
      act(() => store.set(showGameAtom, next as Game))
      if (region.textContent && region.textContent !== said.at(-1)) said.push(region.textContent)
    }
    expect(said).toEqual([TIMED_OUT, "L'adversaire pose Dragon en case 3. À vous de jouer."])
  })
})
