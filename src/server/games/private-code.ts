// Private games: a 6-character code from an unambiguous alphabet, unique among open games;
// the invited friend joins with it.
import { randomInt } from 'node:crypto'
import { areFriends } from '../db/repositories/friends'
import { openGameByCode, seatSecondPlayer } from '../db/repositories/games'
import { conflict, forbidden, notFound } from '../errors'
import { assertNoActiveGame, insertGame, newRecord, underCreationLock } from './creation'
import { DECK_CHOICE_MS } from './types'
import { GAMES } from '../messages'
import type { GameStore } from './store'

/** No 0/O, 1/I/L: easy to read out and type. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 6


const drawCode = (): string => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/** The code as typed: spaces removed, upper case. */
const normalizeCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase()

/** Opens a private game for userId's friend; returns its id. */
export async function createPrivate(store: GameStore, userId: number, friendId: number, now: Date): Promise<number> {
  const { db } = store
  if (!(await areFriends(db, userId, friendId))) throw forbidden(GAMES.notAFriend)
  await assertNoActiveGame(store, userId, now)
  const id = await underCreationLock(db, [userId], async (tx) => {
    let code = drawCode()
    for (let i = 0; i < 20; i++) {
      if (!(await openGameByCode(tx, code))) break
      code = drawCode()
    }
    return insertGame(tx, newRecord({ type: 'private', players: [userId, null], invitedId: friendId, code, waitingSince: now }, now))
  })
  store.notices.publish({ kind: 'invitation', userId: friendId, gameId: id }) // after the commit
  return id
}

/** The open private game with that code, for userId to join; its id (also when already in it). */
export async function joinPrivate(store: GameStore, userId: number, rawCode: string, now: Date): Promise<{ id: number; joined: boolean }> {
  const { db } = store
  const code = normalizeCode(rawCode)
  const game = await openGameByCode(db, code)
  if (!game) throw notFound(GAMES.wrongCode)
  if (game.joueur1 === userId || game.joueur2 === userId) return { id: game.id, joined: false }
  if (game.invitedId !== userId) throw forbidden(GAMES.notInvited)
  if (game.joueur2 != null) throw conflict(GAMES.full)
  await assertNoActiveGame(store, userId, now)
  const result = await underCreationLock(db, [userId], async (tx) => {
    if (!(await seatSecondPlayer(tx, game.id, userId, new Date(now.getTime() + DECK_CHOICE_MS), now))) throw conflict(GAMES.full)
    return { id: game.id, joined: true }
  })
  store.notices.publish({ kind: 'game', gameId: game.id, version: 0 }) // after the commit: the creator sees the friend join
  return result
}
