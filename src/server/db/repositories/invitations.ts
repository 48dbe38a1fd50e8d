// Private-game invitations: the private games still waiting for the friend they invite, with the
// inviter. The predicate is the matchmaking index's (`status = 'WAITING' AND joueur2 IS NULL`, on
// type), so the read stays small however many games exist.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { games, users } from '../schema'
import type { Schemas } from '../../contract-types'

/** The most invitations answered (a player rarely has more than one or two). */
const INVITATIONS_LISTED = 20

/** The open private games whose invited friend is `userId`, newest first. */
export async function invitationsFor(db: Db, userId: number): Promise<Schemas['PrivateInvitation'][]> {
  const rows = await db
    .select({ gameId: games.id, gameCode: games.code, fromId: users.id, fromPseudo: users.pseudo, createdAt: games.createdAt })
    .from(games)
    .innerJoin(users, eq(users.id, games.joueur1))
    .where(and(eq(games.type, 'private'), sql`${games.status} = 'WAITING'`, isNull(games.joueur2), eq(games.invitedId, userId)))
    .orderBy(desc(games.id))
    .limit(INVITATIONS_LISTED)
  return rows.flatMap((r) =>
    r.gameCode == null ? [] : [{ gameId: r.gameId, gameCode: r.gameCode, from: { id: r.fromId, pseudo: r.fromPseudo }, createdAt: r.createdAt.toISOString() }],
  )
}
