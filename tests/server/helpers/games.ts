// Game helpers for the server tests: decks, pairing, playing a whole game over HTTP, and a watch
// that checks no answer ever shows a card or spell of the opponent's hand.
import { expect } from 'vitest'
import type { Api, Answer } from './app'
import { newPlayer, type Player } from './players'
import type { Schemas } from '../../../src/server/contract-types'

export type Game = Schemas['Game']
/** A game as one of its players sees it: their hand is there. */
export type PlayerGame = Game & { hand: NonNullable<Game['hand']>; you: 1 | 2 }

export type PlateMode = 'unranked' | 'ranked' | 'private' | 'training'

export async function firstDeckId(api: Api, p: Player): Promise<number> {
  const res = await api.get(`/api/decksplayer/user/${p.id}`, { token: p.token })
  expect(res.status).toBe(200)
  return res.body[0].id
}

/** The path of a placement for a mode. */
export const plateUrl = (mode: PlateMode, id: number) => `/api/games/${mode}/plate/${id}`

/** A legal placement from the mover's own view: first card on the first free card slot, else a spell. */
export function someMove(game: Game): { cardId?: number; spellId?: number; index: number } | null {
  const freeCard = game.plateau.findIndex((c) => c == null)
  const freeSpell = game.plateauspell.findIndex((s) => s == null)
  const hand = game.hand ?? { cartes: [], spells: [] }
  if (hand.cartes.length > 0 && freeCard >= 0) return { cardId: hand.cartes[0].id, index: freeCard }
  if (hand.spells.length > 0 && freeSpell >= 0) return { spellId: hand.spells[0].id, index: freeSpell }
  return null
}

/** Plays the game to its end with `someMove`, each player through their own api; returns the last view and the number of placements. */
export async function playToEnd(
  seats: { api: Api; player: Player }[],
  gameId: number,
  mode: PlateMode,
): Promise<{ last: Game; placements: number }> {
  let placements = 0
  for (let guard = 0; guard < 200; guard++) {
    const views = await Promise.all(seats.map((s) => s.api.get(`/api/games/${gameId}`, { token: s.player.token })))
    const game = views[0].body
    if (game.status === 'FINISHED') return { last: game, placements }
    const seat = seats.find((_, i) => views[i].body.you === game.roundTo) ?? seats[0]
    const mine = views[seats.indexOf(seat)].body
    const move = someMove(mine)
    expect(move, 'the player whose turn it is can place something').not.toBeNull()
    const res = await seat.api.post(plateUrl(mode, gameId), { userId: seat.player.id, version: mine.version, ...move }, { token: seat.player.token })
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    placements++
  }
  throw new Error('the game did not end')
}

/** Every card or spell instance object anywhere in a JSON answer. */
function instancesIn(node: unknown, out: { id: number; owner: number; kind: 'card' | 'spell' }[] = []) {
  if (Array.isArray(node)) node.forEach((n) => instancesIn(n, out))
  else if (node && typeof node === 'object') {
    const o = node as { id?: number; joueur?: { id: number }; card?: unknown; spell?: unknown }
    if (o.joueur && (o.card || o.spell)) out.push({ id: o.id!, owner: o.joueur.id, kind: o.card ? 'card' : 'spell' })
    Object.values(o).forEach((v) => instancesIn(v, out))
  }
  return out
}

/** Every game object in a JSON answer (a Game, PlateResponse.game, ConflictError.game). */
function gamesIn(node: unknown, out: Game[] = []) {
  if (Array.isArray(node)) node.forEach((n) => gamesIn(n, out))
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>
    if (Array.isArray(o.plateau) && 'hand' in o) out.push(o as unknown as Game)
    Object.values(o).forEach((v) => gamesIn(v, out))
  }
  return out
}

/**
 * Records every answer of `api` and checks the opponent's hand never shows: each instance object
 * in an answer is the viewer's own or lies on that answer's board.
 */
export function watchLeaks(api: Api, players: Player[]) {
  const seen: { viewer: number; body: unknown; url: string }[] = []
  const original = api.call.bind(api)
  api.call = async <T>(method: string, url: string, options: Parameters<Api['call']>[2] = {}): Promise<Answer<T>> => {
    const answer = await original<T>(method, url, options)
    const viewer = players.find((p) => p.token === options.token)
    if (viewer) seen.push({ viewer: viewer.id, body: answer.body, url })
    return answer
  }
  return {
    count: () => seen.length,
    check() {
      for (const { viewer, body, url } of seen) {
        const onBoard = new Set<string>()
        for (const g of gamesIn(body)) {
          g.plateau.forEach((id) => id != null && onBoard.add(`card:${id}`))
          g.plateauspell.forEach((id) => id != null && onBoard.add(`spell:${id}`))
          if (g.hand) for (const c of [...g.hand.cartes, ...g.hand.spells]) expect(c.joueur.id, `${url}: hand of someone else`).toBe(viewer)
        }
        for (const inst of instancesIn(body)) {
          if (inst.owner === viewer) continue
          expect(onBoard.has(`${inst.kind}:${inst.id}`), `${url}: the opponent's ${inst.kind} ${inst.id} is not on the board`).toBe(true)
        }
      }
    },
  }
}

export const view = async (api: Api, p: Player, id: number): Promise<PlayerGame> => (await api.get<PlayerGame>(`/api/games/${id}`, { token: p.token })).body

/** Two new players paired in an unranked game, both decks chosen: `mover` plays first. */
export async function startUnranked(api: Api, players?: [Player, Player]) {
  const [a, b] = players ?? [await newPlayer(api), await newPlayer(api)]
  const opened = await api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
  const id: number = opened.body.id
  const joined = await api.post('/api/games/unranked', { userId: b.id }, { token: b.token })
  expect(joined.body.id).toBe(id)
  await api.post(`/api/games/unranked/decks/${id}`, { userId: a.id, deckId: await firstDeckId(api, a) }, { token: a.token })
  const started = await api.post(`/api/games/unranked/decks/${id}`, { userId: b.id, deckId: await firstDeckId(api, b) }, { token: b.token })
  expect(started.body.status).toBe('PLAYING')
  const mover = started.body.roundTo === 1 ? a : b
  const waiter = mover === a ? b : a
  return { a, b, id, mover, waiter }
}

/** Each player places one thing, the one whose turn it is first (rewards need both to have played). */
export async function bothPlace(api: Api, mode: PlateMode, id: number, players: Player[]): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const views = await Promise.all(players.map((p) => view(api, p, id)))
    const k = views.findIndex((g) => g.you === g.roundTo)
    const res = await api.post(plateUrl(mode, id), { userId: players[k].id, version: views[k].version, ...someMove(views[k]) }, { token: players[k].token })
    expect(res.status).toBe(200)
  }
}
