// The battle's DOM mirror (the Pixi view mocked): 21 labelled cells and the hand as buttons, in sync
// with the game; Tab reaches the hand after the game menu; arrows, Enter and Escape play a card
// through the same selection events and move as a click on the canvas.
import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiGame, ME, type ApiGame } from './helpers/games'
import { card } from '../scene/fixtures'
import { slotLabel } from '../../src/ui/pages/game/BoardMirrorLabels'
import { IDLE, boardView } from '../../src/scene/model'
import { selectionAtom } from '../../src/state/game'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))

vi.mock('../../src/scene/view/BattleCanvas', async () => {
  const { useEffect } = await import('react')
  const { computeLayout } = await import('../../src/scene/model')
  return {
    default: function FakeCanvas({ onLayout }: { onLayout?: (l: unknown) => void }) {
      useEffect(() => onLayout?.(computeLayout({ width: 1440, height: 900 })), [onLayout])
      return <div data-testid="battle-canvas" />
    },
  }
})

const profile = { id: ME.id, pseudo: 'Alice' }
const set = <T,>(row: readonly T[], index: number, value: T): T[] => row.map((x, i) => (i === index ? value : x))

/** Alice's Garde du Pont (2, 3, 3, 5) on position 6, Bruno's KO card on 12 under Alice's spell. */
function boardGame(over: Partial<ApiGame> = {}): ApiGame {
  const g = apiGame()
  const garde = card(301, [2, 3, 3, 5])
  garde.card.nom = 'Garde du Pont'
  const enemy = card(401, [1, 1, 1, 1])
  return {
    ...g,
    plateau: set(set(g.plateau, 6, 301), 12, 401),
    satutscard: set(set(g.satutscard, 6, 'ALIVE'), 12, 'KO'),
    cardOwners: set(set(g.cardOwners, 6, 1), 12, 2),
    boardCards: [garde, enemy],
    ...over,
  } as ApiGame
}

const openBattle = (game: ApiGame, handlers = {}) =>
  renderApp({ path: `/game/${game.type}`, state: { gameCode: 7 }, session: ME, profile, width: 1440, handlers: { 'GET /api/games/{id}': json(game), ...handlers } })

describe('the board mirror', () => {
  it('labels the 21 positions and the hand in French, as the spec says', async () => {
    openBattle(boardGame())
    const grid = await screen.findByRole('grid', { name: 'Plateau' })
    const cells = within(grid).getAllByRole('button')
    expect(cells).toHaveLength(21)
    expect(cells[6]).toHaveAccessibleName('Case 6 : Garde du Pont, à vous, haut 2, gauche 3, droite 3, bas 5, total 13')
    expect(cells[7]).toHaveAccessibleName('Case 7 : libre')
    expect(cells[12]).toHaveAccessibleName("Case 12 : Carte 401, à l'adversaire, haut 1, gauche 1, droite 1, bas 1, total 4, KO")
    const hand = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')
    expect(hand.map((b) => b.textContent)).toEqual([
      'Carte 1 : Carte 101, haut 2, gauche 2, droite 2, bas 2, total 8',
      'Carte 2 : Carte 102, haut 2, gauche 2, droite 2, bas 2, total 8',
      'Sort 1 : Sort 201, haut 1, gauche 1, droite 1, bas 1, total 4',
    ])
  })

  it('names a spell lying on a position', () => {
    const g = boardGame()
    const view = boardView({ ...g, plateauspell: set(g.plateauspell, 7, 201), spellOwners: set(g.spellOwners, 7, 2), boardSpells: [{ ...g.hand!.spells[0]!, id: 201 }] } as never)
    expect(slotLabel(view.slots[7]!)).toBe("Case 7 : libre, sort Sort 201 à l'adversaire")
  })

  it('plays a card with the keyboard alone: Tab to the hand, arrows, Enter, then a free slot and Enter', async () => {
    const user = userEvent.setup()
    const after = apiGame({ roundTo: 2, version: 2 })
    const { server } = openBattle(boardGame(), {
      'POST /api/games/unranked/plate/{id}': json({ plateau: after.plateau, plateauspell: after.plateauspell, game: after }),
    })
    await screen.findByRole('grid', { name: 'Plateau' })
    // Tab order: (the skip link,) the game menu, the sound toggle, then the hand (one tab stop), then the board
    for (let i = 0; i < 5 && document.activeElement?.getAttribute('aria-label') !== 'Menu de la partie'; i++) await user.tab()
    expect(document.activeElement).toHaveAccessibleName('Menu de la partie')
    await user.tab()
    await user.tab()
    expect(document.activeElement?.textContent).toMatch(/^Carte 1 : Carte 101/)
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toMatch(/^Carte 2 : Carte 102/)
    await user.keyboard('{Enter}')
    const hand = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')
    expect(hand[1]).toHaveAttribute('aria-pressed', 'true')
    // the focus went to the free slot nearest the centre (position 10 is free)
    expect(document.activeElement).toHaveAccessibleName('Case 10 : libre')
    // Escape cancels and comes back to the card; Enter picks it again
    await user.keyboard('{Escape}')
    expect(hand[1]).toHaveAttribute('aria-pressed', 'false')
    expect(document.activeElement?.textContent).toMatch(/^Carte 2 : Carte 102/)
    await user.keyboard('{Enter}')
    // right of position 10 is 11, free
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toHaveAccessibleName('Case 11 : libre')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true))
    expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ userId: ME.id, cardId: 102, index: 11 })
    // back in the hand
    expect(document.activeElement?.closest('[role="group"]')).toHaveAccessibleName('Votre main')
  })

  it('a pick dropped from outside (the turn ran out) sends the focus from the board back to the hand', async () => {
    const user = userEvent.setup()
    const { store } = openBattle(boardGame())
    await screen.findByRole('grid', { name: 'Plateau' })
    const hand = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')
    hand[1]!.focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toHaveAccessibleName('Case 10 : libre')
    // what the timeout (sendTimeoutAtom) and a stale pick (the scene's cancel) do to the selection
    act(() => store.set(selectionAtom, IDLE))
    await waitFor(() => expect(document.activeElement).toBe(hand[1]))
    // Enter picks again from there
    await user.keyboard('{Enter}')
    expect(hand[1]).toHaveAttribute('aria-pressed', 'true')
  })

  it('the focus leaves the mirror and comes back by Tab: the hand takes it, and a card is placed', async () => {
    const user = userEvent.setup()
    const after = apiGame({ roundTo: 2, version: 2 })
    const { server } = openBattle(boardGame(), {
      'POST /api/games/unranked/plate/{id}': json({ plateau: after.plateau, plateauspell: after.plateauspell, game: after }),
    })
    await screen.findByRole('grid', { name: 'Plateau' })
    const hand = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')
    hand[0]!.focus()
    await user.keyboard('{ArrowRight}')
    // away (Shift+Tab to the sound toggle), then to the page's body (a click on the background)
    await user.tab({ shift: true })
    expect(document.activeElement?.closest('[data-testid="board-mirror"]')).toBeNull()
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    // back by Tab (from the sound toggle): the hand's one tab stop is the item last focused
    ;(screen.getByRole('button', { name: /Couper le son|Activer le son/ }) as HTMLElement).focus()
    await user.tab()
    expect(document.activeElement).toBe(hand[1])
    await user.keyboard('{Enter}')
    expect(document.activeElement).toHaveAccessibleName('Case 10 : libre')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(server.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ cardId: 102, index: 10 }))
    expect(document.activeElement?.closest('[role="group"]')).toHaveAccessibleName('Votre main')
  })

  it('with a card picked, names the free slots where laying it knocks cards out, and every slot’s neighbours', async () => {
    const user = userEvent.setup()
    // Bruno's living cards of total 4 at 12 and 16; Alice's hand cards total 8
    const g = boardGame()
    const weak = card(402, [1, 1, 1, 1])
    openBattle({
      ...g,
      satutscard: set(set(g.satutscard, 12, 'ALIVE'), 16, 'ALIVE'),
      plateau: set(g.plateau, 16, 402),
      cardOwners: set(g.cardOwners, 16, 2),
      boardCards: [...g.boardCards, weak],
    } as ApiGame)
    const grid = await screen.findByRole('grid', { name: 'Plateau' })
    const cells = within(grid).getAllByRole('button')
    expect(cells[11]).toHaveAccessibleName('Case 11 : libre')
    // the neighbours, row ends included (17 touches 18), whatever is picked
    expect(cells[17]).toHaveAccessibleDescription('Voisines : cases 12, 16 et 18')
    expect(cells[0]).toHaveAccessibleDescription('Voisines : cases 1 et 5')
    expect(cells[7]).toHaveAccessibleDescription('Voisines : cases 2, 6, 8 et 12')
    const hand = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')
    hand[0]!.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(cells[11]).toHaveAccessibleName('Case 11 : libre, poser ici met 2 cartes KO'))
    expect(cells[17]).toHaveAccessibleName('Case 17 : libre, poser ici met 2 cartes KO')
    expect(cells[7]).toHaveAccessibleName('Case 7 : libre, poser ici met 1 carte KO')
    expect(cells[13]).toHaveAccessibleName('Case 13 : libre, poser ici met 1 carte KO')
    expect(cells[15]).toHaveAccessibleName('Case 15 : libre, poser ici met 1 carte KO')
    // no KO, nothing said; an occupied slot says nothing more
    expect(cells[10]).toHaveAccessibleName('Case 10 : libre')
    expect(cells[12]).toHaveAccessibleName("Case 12 : Carte 401, à l'adversaire, haut 1, gauche 1, droite 1, bas 1, total 4")
    expect(cells.filter((c) => c.textContent?.includes('KO')).map((c) => cells.indexOf(c))).toEqual([7, 11, 13, 15, 17])
    // the pick cancelled: the forecast goes
    await user.keyboard('{Escape}')
    await waitFor(() => expect(cells[11]).toHaveAccessibleName('Case 11 : libre'))
  })

  it('a pick out of turn is refused with the toast a click gets, and the focus stays', async () => {
    const user = userEvent.setup()
    openBattle(boardGame({ roundTo: 2 }))
    await screen.findByRole('grid', { name: 'Plateau' })
    const first = within(screen.getByRole('group', { name: 'Votre main' })).getAllByRole('button')[0]!
    first.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText("C'est le tour de l'adversaire")).toBeInTheDocument()
    expect(document.activeElement).toBe(first)
  })
})
