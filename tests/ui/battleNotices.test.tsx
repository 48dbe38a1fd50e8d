// The battle's notices: what the player was dealt at the start (and who starts), and the turn staying
// with one side because the other has nothing left to place — each toasted once per game, from the
// server's snapshots.
import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiGame, ME, type ApiGame } from './helpers/games'
import { card, spell } from '../scene/fixtures'
import { battleNotices, starterAtStart } from '../../src/ui/pages/game/battleNotices'
import { refreshGameAtom } from '../../src/state/game'

vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const set = <T,>(row: readonly T[], index: number, value: T): T[] => row.map((x, i) => (i === index ? value : x))
const move = (player: 1 | 2, index: number) => ({ player, kind: 'card' as const, instanceId: 900 + index, index, ko: [] as number[], timeout: false, at: '2026-11-28T10:00:00.000Z' })
/** The game with a card of `owner` at `index`. */
const withCard = (g: ApiGame, index: number, owner: 1 | 2): ApiGame => ({
  ...g,
  plateau: set(g.plateau, index, 900 + index),
  satutscard: set(g.satutscard, index, 'ALIVE'),
  cardOwners: set(g.cardOwners, index, owner),
})
const hand = (cards: number, spells: number) =>
  ({ cartes: Array.from({ length: cards }, (_, i) => card(100 + i)), spells: Array.from({ length: spells }, (_, i) => spell(200 + i)) }) as ApiGame['hand']

describe('battle notices', () => {
  it('at the start: what was dealt, and that the player starts (nothing placed, their turn)', () => {
    const g = apiGame({ hand: hand(11, 5) })
    expect(starterAtStart(g)).toBe(1)
    expect(battleNotices(g)).toEqual([{ kind: 'dealt', text: 'Vous avez reçu 11 cartes et 5 sorts de votre deck — vous commencez.' }])
  })

  it('under rules 2 it also tells the opening: two cards before the first spell (only with both in hand)', () => {
    expect(battleNotices(apiGame({ rules: 2, hand: hand(10, 4) }))[0].text).toBe('Vous avez reçu 10 cartes et 4 sorts de votre deck — vous commencez. Vos 2 premières poses sont des cartes, vos sorts viennent ensuite.')
    expect(battleNotices(apiGame({ rules: 2, hand: hand(0, 4) }))[0].text).toBe('Vous avez reçu 0 carte et 4 sorts de votre deck — vous commencez.')
  })

  it('at the start: the opponent started, whether its first move is in or not', () => {
    expect(battleNotices(apiGame({ roundTo: 2, hand: hand(11, 6) }))[0].text).toBe('Vous avez reçu 11 cartes et 6 sorts de votre deck — votre adversaire commence.')
    const afterTheirMove = { ...withCard(apiGame({ hand: hand(1, 0) }), 4, 2), lastMove: move(2, 4) }
    expect(starterAtStart(afterTheirMove)).toBe(2)
    expect(battleNotices(afterTheirMove)[0].text).toBe('Vous avez reçu 1 carte et 0 sort de votre deck — votre adversaire commence.')
  })

  it('says nothing of the deal later in the game, while waiting, or to someone looking on', () => {
    const later = { ...withCard(withCard(apiGame(), 4, 1), 5, 2), lastMove: move(2, 5) }
    expect(starterAtStart(later)).toBeNull()
    expect(battleNotices(later)).toEqual([])
    expect(battleNotices(apiGame({ status: 'WAITING', hand: null }))).toEqual([])
    expect(battleNotices(apiGame({ you: null }))).toEqual([])
  })

  it('the turn stayed with the last mover: the other side has nothing left to place', () => {
    const mine = { ...withCard(withCard(apiGame(), 4, 1), 5, 2), lastMove: move(1, 4), roundTo: 1 as const }
    expect(battleNotices(mine)).toEqual([{ kind: 'opponentStuck', text: 'L’adversaire n’a plus rien à poser : vous rejouez.' }])
    const theirs = { ...withCard(withCard(apiGame(), 4, 1), 5, 2), lastMove: move(2, 5), roundTo: 2 as const }
    expect(battleNotices(theirs)).toEqual([{ kind: 'youStuck', text: 'Vous n’avez plus rien à poser : votre adversaire rejoue jusqu’à la fin.' }])
    // an ordinary turn change, and a finished game, say nothing
    expect(battleNotices({ ...mine, roundTo: 2 })).toEqual([])
    expect(battleNotices({ ...mine, open: false, status: 'FINISHED' })).toEqual([])
  })

  it('toasts each notice once per game on the battle screen', async () => {
    let answered = apiGame({ hand: hand(11, 5) })
    const { store } = renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile: { id: ME.id, pseudo: 'Alice' },
      handlers: { 'GET /api/games/{id}': () => json(answered) },
    })
    expect(await screen.findByText('Vous avez reçu 11 cartes et 5 sorts de votre deck — vous commencez.')).toBeInTheDocument()
    // the same start read again: no second toast
    answered = { ...answered, version: 2 }
    await act(() => store.set(refreshGameAtom))
    expect(screen.getAllByText(/Vous avez reçu/)).toHaveLength(1)
    // later the opponent has nothing left: the turn comes back, said once
    const stuck = { ...withCard(withCard(answered, 4, 1), 5, 2), version: 3, lastMove: move(1, 4), roundTo: 1 as const }
    answered = stuck
    await act(() => store.set(refreshGameAtom))
    expect(await screen.findByText('L’adversaire n’a plus rien à poser : vous rejouez.')).toBeInTheDocument()
    answered = { ...withCard(stuck, 6, 1), version: 4, lastMove: move(1, 6) }
    await act(() => store.set(refreshGameAtom))
    await waitFor(() => expect(screen.getAllByText(/n’a plus rien à poser/)).toHaveLength(1))
  })
})
