// Watching a friend's game in progress live (GET /api/games/{id}/watch): checked here, then a
// spectator stream of src/server/events (both hands hidden). Spectators cannot act: every game
// action checks that the caller is a player.
import type { Handlers } from './types'
import { conflict, forbidden, notFound } from '../errors'
import { caller } from '../plugins/access'
import { isFriendOfAny } from '../services/friends'
import { settledGame } from '../games/read'
import { slotOf } from '../games/types'
import { GAMES } from '../messages'

const WATCH = {
  friendsOnly: 'Vous ne pouvez regarder que les parties de vos amis.',
  ownGame: 'Vous jouez cette partie : ouvrez-la depuis Parties.',
  notInProgress: 'Cette partie n’est pas en cours.',
}

export const watchHandlers: Handlers = {
  watchGame: async (request, reply) => {
    const who = caller(request)
    const { db, gameStore, clock } = request.server
    const game = await settledGame(gameStore, request.params.id, clock())
    if (!game) throw notFound(GAMES.notFound)
    if (slotOf(game.record, who.id)) throw forbidden(WATCH.ownGame)
    const players = game.record.players.filter((p): p is number => p != null)
    if (!(await isFriendOfAny(db, who.id, players))) throw forbidden(WATCH.friendsOnly)
    if (game.record.status !== 'PLAYING') throw conflict(WATCH.notInProgress)
    request.server.events.watch(request, reply, game)
    return reply as never
  },
}
