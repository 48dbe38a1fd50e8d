// The replay viewer (/replay/{id}) with a mocked server: the board at each step fed to the scene,
// who played what, play/pause, stepping, the scrub bar's KO marks, the speeds, the end with both
// hands and the winner; the server's refusals in French; and where it opens from (the result
// dialog, the history on Parties).
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { gameAtom } from '../../src/state/game'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { apiGame, ME } from './helpers/games'
import { replayModel } from '../../src/ui/pages/replay/replay-game'
import { MOVE_MS } from '../../src/ui/pages/replay/replay-timeline'
import { replayAnswer } from './replayFixture'
import { GAME_CARDS } from '../../src/game'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))

const canvasProps: { readOnly?: boolean }[] = []
vi.mock('../../src/scene/view/BattleCanvas', async () => {
  const { useEffect } = await import('react')
  const { computeLayout } = await import('../../src/scene/model')
  return {
    default: function FakeCanvas(props: { onLayout?: (l: unknown) => void; readOnly?: boolean }) {
      canvasProps.push({ readOnly: props.readOnly })
      const { onLayout } = props
      useEffect(() => {
        onLayout?.(computeLayout({ width: 1200, height: 836 }))
      }, [onLayout])
      return <div data-testid="battle-canvas" />
    },
  }
})

const LOAD = { timeout: 5000 }
const NO_EVENTS = { 'GET /api/events': () => new Promise<never>(() => {}) }

describe('the replay viewer', () => {
  const { answer } = replayAnswer()
  const model = replayModel(answer)
  const firstKo = model.kos.findIndex((n) => n > 0) + 1

  const open = () => renderApp({ path: '/replay/31', session: PLAYER, handlers: { ...NO_EVENTS, 'GET /api/games/{id}/replay': json(answer) } })

  it('steps through the game on the read-only scene, jumps to a KO and ends with both hands shown', async () => {
    const { store, server } = open()
    const line = await screen.findByTestId('replay-line', {}, LOAD)
    expect(line).toHaveTextContent('Début de la partie')
    expect(screen.getByRole('heading', { name: 'Alice contre Bruno' })).toBeInTheDocument()
    await screen.findByTestId('battle-canvas', {}, LOAD)
    expect(canvasProps.at(-1)?.readOnly).toBe(true)
    expect(server.calls.some((c) => c.path === '/api/games/31/replay')).toBe(true)
    expect(store.get(gameAtom)?.plateau.every((c) => c === null)).toBe(true)
    // hidden hands while it runs
    expect(await screen.findByRole('img', { name: `Main de Alice : ${GAME_CARDS} cartes et 3 sorts, révélées à la fin` })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Coup suivant' }))
    expect(line.textContent).toMatch(/^Tour 1 · (Alice|Bruno) (place|lance) /)
    expect(store.get(gameAtom)?.plateau.filter((c) => c !== null).length).toBe(answer.moves[0].kind === 'card' ? 1 : 0)
    await user.click(screen.getByRole('button', { name: 'Coup précédent' }))
    expect(line).toHaveTextContent('Début de la partie')

    // a KO mark: the board there shows the cards put KO
    const mark = screen.getByRole('button', { name: new RegExp(`^Aller au tour ${firstKo} : `) })
    await user.click(mark)
    expect(line.textContent).toMatch(new RegExp(`^Tour ${firstKo} · .* cartes? KO$`))
    expect(store.get(gameAtom)?.satutscard.filter((s) => s === 'KO').length).toBeGreaterThan(0)
    expect(store.get(gameAtom)?.lastMove?.ko.length).toBe(model.kos[firstKo - 1])
    expect(screen.getByRole('slider', { name: 'Position dans la partie' })).toHaveAttribute('aria-valuetext', `Coup ${firstKo} sur ${model.total}`)

    // the speeds: one at a time
    const speeds = screen.getByRole('radiogroup', { name: 'Vitesse' })
    await user.click(within(speeds).getByRole('radio', { name: 'Vitesse 4 fois' }))
    expect(within(speeds).getByRole('radio', { name: 'Vitesse 4 fois' })).toHaveAttribute('aria-checked', 'true')
    expect(within(speeds).getByRole('radio', { name: 'Vitesse 1 fois' })).toHaveAttribute('aria-checked', 'false')

    // the scrub bar to the end: the winner and both hands revealed
    fireEvent.change(screen.getByRole('slider', { name: 'Position dans la partie' }), { target: { value: String(model.total) } })
    const winner = answer.winner === 1 ? 'Alice' : 'Bruno'
    expect(await screen.findByTestId('replay-result')).toHaveTextContent(answer.winner ? `Victoire de ${winner}` : 'Partie terminée sans vainqueur')
    expect(store.get(gameAtom)).toMatchObject({ open: false, status: 'FINISHED' })
    const hands = screen.queryAllByTestId('replay-hand') // under rules 2 both hands are usually empty at the end
    const left = model.replayed.steps.at(-1)!.state.hands
    expect(hands.length).toBe([1, 2].filter((s) => left[s as 1 | 2].cards.length + left[s as 1 | 2].spells.length > 0).length)
    expect(screen.queryByRole('img', { name: /révélées à la fin/ })).toBeNull()
  })

  it('plays and pauses (Lecture / Pause), moving through the steps on its own', async () => {
    // the playback's clock is animation frames: faked (and still running with real time), so that the
    // pause is checked over several moves' time without waiting for it
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      open()
      const play = await screen.findByRole('button', { name: 'Lecture' }, LOAD)
      fireEvent.click(play)
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
      await waitFor(() => expect(screen.getByTestId('replay-line').textContent).toMatch(/^Tour 1 · /), { timeout: 3000 })
      fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
      const shown = screen.getByTestId('replay-line').textContent
      act(() => void vi.advanceTimersByTime(3 * MOVE_MS))
      expect(screen.getByTestId('replay-line').textContent).toBe(shown)
      // the same time while playing moves on: the check above can fail
      fireEvent.click(screen.getByRole('button', { name: 'Lecture' }))
      act(() => void vi.advanceTimersByTime(3 * MOVE_MS))
      expect(screen.getByTestId('replay-line').textContent).not.toBe(shown)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows the server’s refusal in French (403, 404, 400), never a crash', async () => {
    const message = 'Seuls les joueurs de cette partie, leurs amis et les administrateurs peuvent voir ce replay.'
    renderApp({ path: '/replay/31', session: PLAYER, handlers: { ...NO_EVENTS, 'GET /api/games/{id}/replay': json({ message, status: 403 }, 403) } })
    const alert = await screen.findByRole('alert', {}, LOAD)
    expect(alert).toHaveTextContent('Impossible de revoir cette partie')
    expect(alert).toHaveTextContent(message)
    expect(within(alert).getByRole('link', { name: 'Retour aux parties' })).toHaveAttribute('href', '/game')
  })

  it('says so when the server gives no message, and when the address names no game', async () => {
    renderApp({ path: '/replay/31', session: PLAYER, handlers: { ...NO_EVENTS, 'GET /api/games/{id}/replay': json(null, 500) } })
    expect(await screen.findByTestId('replay-refusal', {}, LOAD)).toHaveTextContent('Ce replay ne peut pas être chargé pour le moment.')
  })

  it('refuses an address that names no game without asking the server', async () => {
    const { server } = renderApp({ path: '/replay/abc', session: PLAYER, handlers: NO_EVENTS })
    expect(await screen.findByText('Cette adresse ne désigne aucune partie.', {}, LOAD)).toBeInTheDocument()
    expect(server.calls.some((c) => c.path.includes('/replay'))).toBe(false)
  })
})

describe('where a replay opens from', () => {
  it('the result dialog: « Revoir la partie » goes to /replay/{id}', async () => {
    const over = apiGame({ open: false, status: 'FINISHED', winner: 11, endReason: 'board-full', rewards: { xp: 120, credit: 40, ratingChange: 0 } })
    const { probe } = renderApp({ path: '/game/unranked', state: { gameCode: over.id }, session: ME, handlers: { ...NO_EVENTS, 'GET /api/games/{id}': json(over), 'GET /api/games/{id}/replay': json(null, 404) } })
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations, You Won!' }, LOAD)
    const link = within(dialog).getByRole('link', { name: 'Revoir la partie' })
    expect(link).toHaveAttribute('href', `/replay/${over.id}`)
    fireEvent.click(link)
    await waitFor(() => expect(probe.pathname).toBe(`/replay/${over.id}`))
  })

  it('the history on Parties: a link on each finished game that has a replay', async () => {
    const BORIN = { id: 9, pseudo: 'Borin', level: 1, rating: 1040, bot: false }
    let asked = ''
    renderApp({
      path: '/game',
      session: PLAYER,
      handlers: {
        ...NO_EVENTS,
        'GET /api/friends/{userId}': json([]),
        'GET /api/games/training/stats/{userId}': json({ userId: 7, played: 0, won: 0, byDifficulty: { facile: { played: 0, won: 0 }, moyen: { played: 0, won: 0 }, difficile: { played: 0, won: 0 } } }),
        'GET /api/user/ranking': json([]),
        'GET /api/games/user/{userId}': json([
          { id: 4, type: 'ranked', status: 'FINISHED', opponent: BORIN, winner: 7, won: true, createdAt: '2025-03-02T10:00:00Z', endedAt: '2025-03-02T10:09:00Z' },
          { id: 2, type: 'unranked', status: 'FINISHED', opponent: BORIN, winner: 9, won: false, createdAt: '2025-02-01T10:00:00Z', endedAt: '2025-02-01T10:05:00Z' },
        ]),
        'GET /api/users/{userId}/games': (request) => {
          asked = request.search
          const entry = (id: number, replay: boolean) => ({ id, type: 'ranked', joueur1: null, joueur2: BORIN, winner: 1, won: true, endReason: 'board-full', moveCount: 20, replay, startedAt: null, endedAt: '2025-03-02T10:09:00Z' })
          return json({ games: [entry(4, true), entry(2, false)], nextBefore: null })
        },
      },
    })
    const history = (await screen.findByRole('heading', { name: 'Dernières parties' }, LOAD)).closest('section')!
    const link = await within(history).findByRole('link', { name: 'Revoir la partie contre Borin' })
    expect(link).toHaveAttribute('href', '/replay/4')
    expect(within(history).getAllByRole('link')).toHaveLength(1)
    expect(asked).toBe('?limit=8')
  })
})
