// The battle's polite announcements: the opponent's move and its KOs (with the clash's totals), the start of the player's
// turn, the result, and the countdown at 10 s and 5 s only.
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { Provider } from '../../src/state'
import { createTestStore } from './helpers/store'
import { showReplayStepAtom as showGameAtom } from '../../src/state/game'
import type { Game } from '../../src/state/game'
import { Announcer } from '../../src/ui/pages/game/Announcer'
import { countdownAnnouncement, snapshotAnnouncements as announcements } from '../../src/ui/pages/game/AnnouncerMessages'
import { card, game, withCard, withStatus, USER1 } from '../scene/fixtures'
import { diffSnapshots, turnStarted, type GameSnapshot } from '../../src/scene/model'

/** What one change announces, with the change's diff as the battle's follower computes it. */
const snapshotAnnouncements = (prev: GameSnapshot | null, next: GameSnapshot) =>
  announcements(prev, next, diffSnapshots(prev, next), turnStarted(prev, next))

const named = (id: number, nom: string, values: [number, number, number, number]) => {
  const c = card(id, values)
  c.card.nom = nom
  return c
}

/** Bruno (joueur2) is to play; Alice's Garde du Pont stands on position 7. */
const before = withCard(game({ roundTo: 2 }), 7, named(301, 'Garde du Pont', [2, 3, 3, 5]), 1)
/** Bruno put his Dragon on 8, which beat the Garde; Alice's turn with a new deadline. */
const after = withStatus(
  withCard(
    { ...before, roundTo: 1, turnDeadline: '2025-11-21T12:01:00.000Z', version: 2, lastMove: { player: 2, kind: 'card', instanceId: 401, index: 8, ko: [7], timeout: false } },
    8,
    named(401, 'Dragon', [9, 9, 9, 9]),
    2,
  ),
  7,
  'KO',
)

describe('announcements', () => {
  it("the opponent's move, the KO it caused, then the player's turn", () => {
    expect(snapshotAnnouncements(before, after)).toEqual([
      "L'adversaire pose Dragon en case 8.",
      "Dragon de l'adversaire met KO : Garde du Pont (la vôtre, case 7) — 36 > 13.",
      'À vous de jouer.',
    ])
  })

  it("the player's own placement says nothing; the KOs it caused are told (unnamed without its move)", () => {
    const mine = game()
    const placed = withCard(withCard(mine, 7, named(401, 'Dragon', [1, 1, 1, 1]), 2), 8, named(301, 'Garde du Pont', [9, 9, 9, 9]), 1)
    const answered = withStatus({ ...placed, roundTo: 2, version: 3 }, 7, 'KO')
    expect(snapshotAnnouncements(placed, answered)).toEqual(["Votre coup met KO : Dragon (de l'adversaire, case 7)."])
    expect(snapshotAnnouncements(withCard(mine, 7, named(401, 'Dragon', [1, 1, 1, 1]), 2), placed)).toEqual([])
  })

  it("the player's own KO is told with the clash's totals, as the board's caption shows them", () => {
    const mine = withCard(withCard(game(), 7, named(401, 'Dragon', [1, 1, 1, 1]), 2), 9, named(402, 'Loup', [5, 5, 5, 5]), 2)
    const placed = withCard(mine, 8, named(301, 'Garde du Pont', [3, 3, 3, 3]), 1)
    const lastMove = { player: 1 as const, kind: 'card' as const, instanceId: 301, index: 8, ko: [7], timeout: false }
    const answered = withStatus({ ...placed, roundTo: 2, version: 3, lastMove }, 7, 'KO')
    // the Loup (20) held against the Garde (12): only the fallen Dragon is told
    expect(snapshotAnnouncements(placed, answered)).toEqual(["Votre Garde du Pont met KO : Dragon (de l'adversaire, case 7) — 12 > 4."])
  })

  it('the result with the score, and nothing on a first snapshot or another game', () => {
    const ended: GameSnapshot = { ...after, open: false, winner: USER1 }
    expect(snapshotAnnouncements(before, ended)).toContain('Partie terminée : vous avez gagné, 0 cartes contre 1.')
    expect(snapshotAnnouncements(before, { ...ended, winner: 22 })).toContain('Partie terminée : vous avez perdu, 0 cartes contre 1.')
    expect(snapshotAnnouncements(null, after)).toEqual([])
    expect(snapshotAnnouncements({ ...before, id: 99 }, after)).toEqual([])
  })

  it('the countdown only at 10 s and 5 s of the player’s own turn', () => {
    const spoken = Array.from({ length: 30 }, (_, k) => 30 - k).map((s) => countdownAnnouncement(s + 1, s, true))
    expect(spoken.filter(Boolean)).toEqual(['Plus que 10 secondes.', 'Plus que 5 secondes.'])
    expect(countdownAnnouncement(11, 10, false)).toBeNull()
    expect(countdownAnnouncement(10, 10, true)).toBeNull()
  })

  it('one polite region says them', () => {
    const store = createTestStore()
    store.set(showGameAtom, before as Game)
    const view = render(
      <Provider store={store}>
        <Announcer seconds={12} />
      </Provider>,
    )
    const region = screen.getByTestId('announcer')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toHaveTextContent('')
    act(() => store.set(showGameAtom, after as Game))
    expect(region).toHaveTextContent("L'adversaire pose Dragon en case 8. Dragon de l'adversaire met KO : Garde du Pont (la vôtre, case 7) — 36 > 13. À vous de jouer.")
    view.rerender(
      <Provider store={store}>
        <Announcer seconds={10} />
      </Provider>,
    )
    expect(region).toHaveTextContent('Plus que 10 secondes.')
    view.rerender(
      <Provider store={store}>
        <Announcer seconds={9} />
      </Provider>,
    )
    expect(region).toHaveTextContent('Plus que 10 secondes.')
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1)
  })

  it('two versions that arrive together are both said (the player’s KO, then the bot’s answer)', () => {
    const store = createTestStore()
    store.set(showGameAtom, before as Game)
    render(
      <Provider store={store}>
        <Announcer seconds={20} />
      </Provider>,
    )
    const later = withCard(
      { ...after, version: 3, lastMove: { player: 2, kind: 'card', instanceId: 402, index: 12, ko: [], timeout: false } },
      12,
      named(402, 'Gobelin', [1, 1, 1, 1]),
      2,
    )
    act(() => {
      store.set(showGameAtom, after as Game)
      store.set(showGameAtom, later as Game)
    })
    const region = screen.getByTestId('announcer')
    expect(region).toHaveTextContent("L'adversaire pose Dragon en case 8.")
    expect(region).toHaveTextContent("L'adversaire pose Gobelin en case 12.")
  })
})
