// The private-game invitations received while signed in (the event stream's `invitation`): Home lists
// them with « Rejoindre » until the player joins or dismisses one. They belong to the session that
// received them: another player signing in on this tab starts with none.
import { atom } from 'jotai'
import { sessionAtom } from './session'

export interface Invitation {
  gameId: number
  gameCode: string
  from: string
}

/** The most the list keeps (the newest first). */
export const INVITATIONS_KEPT = 3

/** The invitations and the player they were sent to. */
const receivedAtom = atom<{ userId: number | null; list: Invitation[] }>({ userId: null, list: [] })

/** The signed-in player's invitations not yet answered, newest first. */
export const invitationsAtom = atom((get) => {
  const received = get(receivedAtom)
  return received.userId !== null && received.userId === get(sessionAtom)?.id ? received.list : []
})

/** A new invitation: first in the list, an older one for the same game replaced. */
export const receiveInvitationAtom = atom(null, (get, set, invitation: Invitation) => {
  const userId = get(sessionAtom)?.id ?? null
  const list = [invitation, ...get(invitationsAtom).filter((i) => i.gameId !== invitation.gameId)].slice(0, INVITATIONS_KEPT)
  set(receivedAtom, { userId, list })
})

/** Joined or dismissed: the invitation leaves the list. */
export const dismissInvitationAtom = atom(null, (get, set, gameId: number) => {
  set(receivedAtom, { userId: get(sessionAtom)?.id ?? null, list: get(invitationsAtom).filter((i) => i.gameId !== gameId) })
})
