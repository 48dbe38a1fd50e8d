// Replays and the match history: who may see them (the players, their friends, admins) and what
// is sent. A replay is the game's record (frozen decks, seed, moves), replayed by src/game/replay.ts.
import { rulesOf } from '../../game'
import type { Db } from '../db/client'
import { isFriendOfAny } from '../db/repositories/friends'
import { finishedGamesOf, type HistoryRow } from '../db/repositories/replays'
import { badRequest, forbidden, notFound } from '../errors'
import type { Caller } from '../security/access'
import type { Schemas } from '../contract-types'
import { settledGame } from './read'
import type { ChosenDeck, LoadedGame } from './types'
import { GAMES, REPLAYS } from '../messages'
import type { GameStore } from './store'

/** The caller is one of `players`, an accepted friend of one of them, or an admin. */
export async function mayLookAt(db: Db, who: Caller, players: (number | null)[]): Promise<boolean> {
  const ids = players.filter((p): p is number => p != null)
  return who.admin || ids.includes(who.id) || isFriendOfAny(db, who.id, ids)
}

const deckView = (deck: ChosenDeck | undefined): Schemas['ReplayDeck'] => ({ cartes: deck?.cards ?? [], spells: deck?.spells ?? [] })

/** The replay of a finished game: 404 unknown, 403 not allowed, 400 not finished, never played or not recorded. */
export async function readReplay(store: GameStore, who: Caller, id: number, now: Date): Promise<Schemas['GameReplay']> {
  const { db } = store
  const game = await settledGame(store, id, now)
  if (!game) throw notFound(GAMES.notFound)
  if (!(await mayLookAt(db, who, game.record.players))) throw forbidden(REPLAYS.notAllowed)
  return replayView(game)
}

function replayView({ record: g, refs }: LoadedGame): Schemas['GameReplay'] {
  if (g.status !== 'FINISHED') throw badRequest(REPLAYS.notFinished, { code: 'NOT_FINISHED' })
  if (g.endReason === 'cancelled' || !g.state || !g.endReason) throw badRequest(REPLAYS.neverPlayed, { code: 'NEVER_PLAYED' })
  if (g.seed == null || !g.startedAt) throw badRequest(REPLAYS.notRecorded, { code: 'NOT_RECORDED' })
  return {
    gameId: g.id,
    type: g.type,
    joueur1: refs[0],
    joueur2: refs[1],
    winner: g.state.winner,
    endReason: g.endReason,
    decks: { joueur1: deckView(g.decks['1']), joueur2: deckView(g.decks['2']) },
    seed: g.seed,
    rules: rulesOf(g.state),
    moves: g.moves,
    startedAt: g.startedAt.toISOString(),
    endedAt: (g.endedAt ?? g.updatedAt).toISOString(),
  }
}

const entryView = (row: HistoryRow, userId: number): Schemas['GameHistoryEntry'] => ({
  id: row.id,
  type: row.type,
  joueur1: row.refs[0],
  joueur2: row.refs[1],
  winner: row.winnerSlot,
  won: row.winnerSlot != null && row.players[row.winnerSlot - 1] === userId,
  endReason: row.endReason,
  moveCount: row.moveCount,
  replay: row.recorded,
  startedAt: row.startedAt ? row.startedAt.toISOString() : null,
  endedAt: (row.endedAt ?? new Date(0)).toISOString(),
})

/** One page of the user's finished games, for the caller (the user, a friend or an admin). */
export async function readHistory(db: Db, who: Caller, userId: number, limit: number, before: number | null): Promise<Schemas['GameHistoryPage']> {
  if (!(await mayLookAt(db, who, [userId]))) throw forbidden(REPLAYS.historyNotAllowed)
  const rows = await finishedGamesOf(db, userId, limit + 1, before)
  const page = rows.slice(0, limit)
  return { games: page.map((r) => entryView(r, userId)), nextBefore: rows.length > limit ? page[page.length - 1].id : null }
}
