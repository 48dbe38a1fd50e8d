// Friends: search players, send, accept, refuse or withdraw requests, remove a friend.
// Pending requests received feed the `friendsnotif` badge; private games are only between friends.
import { and, eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { friendships } from '../db/schema'
import { findUser } from '../db/repositories/users'
import {
  findFriendship,
  friendJson,
  friendshipBetween,
  listFriends,
  listRequests,
  requestsJson,
  searchPlayers,
  type FriendshipRow,
} from '../db/repositories/friends'
import { assertSelfOrAdmin, caller } from '../security/access'
import { badRequest, conflict, forbidden, notFound } from '../errors'
import { userOr404 } from './users'

const REQUEST_NOT_FOUND = 'Demande introuvable ou déjà traitée.'

/** A pending request `userId` takes part in (404 otherwise). */
async function pendingRequestOf(db: Parameters<typeof findFriendship>[0], userId: number, requestId: number): Promise<FriendshipRow> {
  const row = await findFriendship(db, requestId)
  if (!row || row.status !== 'pending' || (row.requesterId !== userId && row.addresseeId !== userId)) throw notFound(REQUEST_NOT_FOUND)
  return row
}

export const friendHandlers: Handlers = {
  listFriends: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listFriends(request.server.db, request.params.userId)
  },

  listFriendRequests: async (request) => {
    assertSelfOrAdmin(request, request.params.userId)
    return listRequests(request.server.db, request.params.userId)
  },

  searchPlayers: async (request) => searchPlayers(request.server.db, caller(request).id, request.query.q),

  sendFriendRequest: async (request, reply) => {
    const { userId, friendId } = request.body
    assertSelfOrAdmin(request, userId)
    if (userId === friendId) throw badRequest('Vous ne pouvez pas vous ajouter vous-même en ami.')
    const { db, clock } = request.server
    await userOr404(db, userId)
    const friend = await findUser(db, friendId)
    if (!friend || friend.disabled) throw notFound('Joueur introuvable.')
    const existing = await friendshipBetween(db, userId, friendId)
    if (existing?.status === 'accepted') throw conflict(`Vous êtes déjà ami avec ${friend.pseudo}.`)
    if (existing?.requesterId === userId) throw conflict(`Vous avez déjà envoyé une demande à ${friend.pseudo} : elle attend sa réponse.`)
    let row: FriendshipRow | undefined
    if (existing) {
      // The other player had already asked: asking back makes the friendship.
      ;[row] = await db
        .update(friendships)
        .set({ status: 'accepted', acceptedAt: clock() })
        .where(and(eq(friendships.id, existing.id), eq(friendships.status, 'pending')))
        .returning()
    } else {
      ;[row] = await db.insert(friendships).values({ requesterId: userId, addresseeId: friendId, createdAt: clock() }).onConflictDoNothing().returning()
    }
    if (!row) throw conflict("Une demande entre vous vient d'être faite : actualisez la page.")
    reply.code(201)
    const [json] = await requestsJson(db, [row])
    return json
  },

  acceptFriendRequest: async (request) => {
    const { userId, requestId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db, clock } = request.server
    const pending = await pendingRequestOf(db, userId, requestId)
    if (pending.requesterId === userId) throw forbidden("Seul le joueur qui a reçu la demande peut l'accepter.")
    const [row] = await db
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: clock() })
      .where(and(eq(friendships.id, pending.id), eq(friendships.status, 'pending')))
      .returning()
    if (!row) throw notFound(REQUEST_NOT_FOUND)
    return friendJson(db, row, userId)
  },

  refuseFriendRequest: async (request) => {
    const { userId, requestId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    const pending = await pendingRequestOf(db, userId, requestId)
    const deleted = await db
      .delete(friendships)
      .where(and(eq(friendships.id, pending.id), eq(friendships.status, 'pending')))
      .returning({ id: friendships.id })
    if (deleted.length === 0) throw notFound(REQUEST_NOT_FOUND)
    return { message: pending.requesterId === userId ? 'Demande annulée.' : 'Demande refusée.' }
  },

  removeFriend: async (request) => {
    const { userId, friendId } = request.body
    assertSelfOrAdmin(request, userId)
    const { db } = request.server
    const link = await friendshipBetween(db, userId, friendId)
    if (link?.status !== 'accepted') throw notFound('Ce joueur ne fait pas partie de vos amis.')
    await db.delete(friendships).where(and(eq(friendships.id, link.id), eq(friendships.status, 'accepted')))
    return { message: 'Ce joueur ne fait plus partie de vos amis.' }
  },
}
