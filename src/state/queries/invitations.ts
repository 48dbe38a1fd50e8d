// The open private games the player is invited to (GET /api/games/invitations), under ['games'] so
// that every start or end of a game makes them stale; Home seeds `invitationsAtom` from them.
import { readInvitations } from '../../api/games'
import { orThrow } from '../../api/result'
import type { Invitation } from '../invitations'

const invitationKeys = {
  open: (userId: number) => ['games', 'invitations', userId] as const,
}

/** The invitations as Home lists them (the inviter's pseudo, the code to join with). */
export const openInvitationsQuery = (userId: number) => ({
  queryKey: invitationKeys.open(userId),
  queryFn: async (): Promise<Invitation[]> =>
    orThrow(await readInvitations()).map((i) => ({ gameId: i.gameId, gameCode: i.gameCode, from: i.from.pseudo })),
})
