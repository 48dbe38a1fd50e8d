// What a /game/* route names: the mode (from the path) and the game id (the path's GameId, else the
// navigation state's gameCode, or gameId for training).
import type { GameMode } from '../../../api/games'

const MODES: readonly GameMode[] = ['unranked', 'ranked', 'private', 'training', 'solo']

/** The mode of /game/<mode>[/<id>] (unranked when unknown). */
export function modeOf(pathname: string): GameMode {
  const segment = pathname.split('/')[2] ?? ''
  return (MODES as readonly string[]).includes(segment) ? (segment as GameMode) : 'unranked'
}

/** The game id: the path's GameId, else state.gameCode (state.gameId for training). */
export function gameIdOf(params: { GameId?: string }, state: unknown): string | null {
  const s = (state ?? {}) as { gameCode?: unknown; gameId?: unknown }
  const id = params.GameId ?? s.gameCode ?? s.gameId
  return id === undefined || id === null || id === '' ? null : String(id)
}

/** The numeric id, or null when it is not a positive integer. */
export function numericId(id: string | null): number | null {
  if (id === null || !/^\d+$/.test(id.trim())) return null
  const n = Number(id)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}
