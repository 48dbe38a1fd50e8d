// A viewer's view of one game version as JSON text, made once and shared for a moment by everything
// that sends it: an action's HTTP answer, that player's event streams (every tab), the spectators'
// (viewer null). Keyed by the game object (one per version this instance holds; a settled copy is
// another object) and the viewer. A text lives TEXT_LIFE_MS to 2 × TEXT_LIFE_MS of wall time (memory
// only): the view's one field that depends on the time, `serverTime`, is kept out of the shared text
// and written in front of it at each send, so every answer and event carries its own clock.
import { emptyBoard } from '../../game'
import type { LoadedGame } from './types'
import { gameView } from './view'

const TEXT_LIFE_MS = 100

type Texts = Map<LoadedGame, Map<number | null, string>>

let current: Texts = new Map()
let previous: Texts = new Map()
let swappedAt = 0

/** The texts of this period, the previous period's kept for lookups (no timer: swapped on use). */
function texts(): Texts {
  const now = performance.now()
  if (now - swappedAt >= TEXT_LIFE_MS) {
    previous = now - swappedAt >= 2 * TEXT_LIFE_MS ? new Map() : current
    current = new Map()
    swappedAt = now
  }
  return current
}

/** `gameView(game, viewerId, now)` as JSON text; all but its `serverTime` serialized once while fresh. */
export function gameViewJson(game: LoadedGame, viewerId: number | null, now: Date): string {
  const clock = `{"serverTime":${JSON.stringify(now.toISOString())},`
  const fresh = texts()
  const known = fresh.get(game)?.get(viewerId) ?? previous.get(game)?.get(viewerId)
  if (known !== undefined) return clock + known
  const { serverTime: _sentApart, ...timeless } = gameView(game, viewerId, now)
  const rest = JSON.stringify(timeless).slice(1) // the view's other fields and its closing brace
  let byViewer = fresh.get(game)
  if (!byViewer) fresh.set(game, (byViewer = new Map()))
  byViewer.set(viewerId, rest)
  return clock + rest
}

/** A placement's answer (PlateResponse) as JSON text: the boards, then the game as `viewerId` sees it. */
export function plateAnswerJson(game: LoadedGame, viewerId: number, now: Date): string {
  const state = game.record.state
  const plateau = JSON.stringify(state?.plateau ?? emptyBoard<number>())
  const plateauspell = JSON.stringify(state?.plateauspell ?? emptyBoard<number>())
  return `{"plateau":${plateau},"plateauspell":${plateauspell},"game":${gameViewJson(game, viewerId, now)}}`
}
