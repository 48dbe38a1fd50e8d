// Friends: the list (with who is online), search players, send, accept, refuse or withdraw requests,
// remove a friend. Pending requests received feed the `friendsnotif` badge; private games are only
// between friends, and the open ones a player is invited to are listed here too.
import type { FastifyInstance } from 'fastify'
import type { Handlers } from './types'
import { findUser } from '../services/users'
import {
  acceptPending,
  deleteFriendship,
  findFriendship,
  friendJson,
  friendshipBetween,
  insertRequest,
  listFriends,
  listRequests,
  requestsJson,
  searchPlayers,
  type FriendshipRow,
  type Presence,
  invitationsFor,
} from '../services/friends'
import { staleAfterMs } from '../events/presence'
import { assertSelfOrAdmin, caller } from '../plugins/access'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { userOr404 } from './users'
import { FRIENDS } from '../messages'
import { touchUsers } from '../plugins/poll-cache'

/** Presence rows count while fresh (wall clock, as the hub writes them): older ones belong to a gone instance. */
const presenceOf = (app: FastifyInstance): Presence => ({ since: new Date(Date.now() - staleAfterMs(app.events.heartbeatMs)) })

/** A pending request `userId` takes part in (404 otherwise). */
async function pendingRequestOf(db: Parameters<typeof findFriendship>[0], userId: number, requestId: number): Promise<FriendshipRow> {
  const row = await findFriendship(db, requestId)
  if (!row || row.status !== 'pending' || (row.requesterId !== userId && row.addresseeId !== userId)) throw notFound(FRIENDS.requestNotFound)
  return row
}

export const friendHandlers: Handlers = {
  listFriends: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listFriends(request.server.db, request.params.userId, presenceOf(request.server))
  },

  listInvitations: async (request) => invitationsFor(request.server.db, caller(request).id),

  listFriendRequests: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listRequests(request.server.db, request.params.userId)
  },

  searchPlayers: async (request) => searchPlayers(request.server.db, caller(request).id, request.query.q),

  sendFriendRequest: async (request, reply) => {
    const { userId, friendId } = request.body
    assertSelfOrAdmin(request, userId)
    if (userId === friendId) throw badRequest(FRIENDS.selfAdd)
    const { db, clock } = request.server
    await userOr404(db, userId)
    const friend = await findUser(db, friendId)
    if (!friend || friend.disabled) throw notFound(FRIENDS.playerNotFound)
    const existing = await friendshipBetween(db, userId, friendId)
    if (existing?.status === 'accepted') throw conflict(FRIENDS.alreadyFriends(friend.pseudo))
    if (existing?.requesterId === userId) throw conflict(FRIENDS.alreadyRequested(friend.pseudo))
    touchUsers(request, userId, friendId) // the recipient's badge (or, asking back, the asker's)
    let row: FriendshipRow | null
    if (existing) {
      // The other player had already asked: asking back makes the friendship.
      row = await acceptPending(db, existing.id, clock())
    } else {
      row = await insertRequest(db, userId, friendId, clock())
    }
    if (!row) throw conflict(FRIENDS.crossedRequest)
    // Committed: the recipient's stream gets the request and their badge count (`friendsnotif`).
    if (row.status === 'pending') request.server.notices.publish({ kind: 'friendRequest', userId: friendId, requestId: row.id })
    request.server.notices.publish({ kind: 'profile', userId: friendId })
    reply.code(201)
    const [json] = await requestsJson(db, [row])
    return json
  },

  acceptFriendRequest: async (request) => {
    const { userId, requestId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    const pending = await pendingRequestOf(db, userId, requestId)
    if (pending.requesterId === userId) throw forbidden(FRIENDS.recipientAccepts)
    touchUsers(request, pending.addresseeId) // the badge counts the requests received
    const row = await acceptPending(db, pending.id, clock())
    if (!row) throw notFound(FRIENDS.requestNotFound)
    return friendJson(db, row, userId, presenceOf(request.server))
  },

  refuseFriendRequest: async (request) => {
    const { userId, requestId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    const pending = await pendingRequestOf(db, userId, requestId)
    touchUsers(request, pending.addresseeId) // withdrawn by its sender: the recipient's badge
    if (!(await deleteFriendship(db, pending.id, 'pending'))) throw notFound(FRIENDS.requestNotFound)
    return { message: pending.requesterId === userId ? FRIENDS.cancelled : FRIENDS.refused }
  },

  removeFriend: async (request) => {
    const { userId, friendId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    const link = await friendshipBetween(db, userId, friendId)
    if (link?.status !== 'accepted') throw notFound(FRIENDS.notAFriend)
    await deleteFriendship(db, link.id, 'accepted')
    return { message: FRIENDS.removed }
  },
}
