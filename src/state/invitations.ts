// The private-game invitations of the signed-in player: Home lists them with « Rejoindre » until the
// player joins or dismisses one. Two sources feed them: the event stream's `invitation` while
// signed in, and the server's list of open private games the player is invited to
// (GET /api/games/invitations, `seedInvitationsAtom`), so they survive a reload. They belong to the
// session that received them: another player signing in on this tab starts with none.
import { atom } from 'jotai'
import { sessionAtom } from './session'

export interface Invitation {
  gameId: number
  gameCode: string
  from: string
}

/** The most the list keeps (the newest first). */
const INVITATIONS_KEPT = 3

interface Received {
  userId: number | null
  list: Invitation[]
  /** Games whose invitation the player dismissed: the server's list does not bring them back this session. */
  dismissed: number[]
}

const receivedAtom = atom<Received>({ userId: null, list: [], dismissed: [] })

/** What was received for the signed-in player (nothing when the record belongs to someone else). */
const mineAtom = atom((get): Received => {
  const received = get(receivedAtom)
  const userId = get(sessionAtom)?.id ?? null
  return received.userId !== null && received.userId === userId ? received : { userId, list: [], dismissed: [] }
})

/** The signed-in player's invitations not yet answered, newest first. */
export const invitationsAtom = atom((get) => get(mineAtom).list)

/** Newest game first, one invitation per game (the first met wins), at most INVITATIONS_KEPT. */
function mergeInvitations(first: Invitation[], then: Invitation[], dismissed: number[]): Invitation[] {
  const seen = new Set(dismissed)
  const merged = [...first, ...then].filter((i) => !seen.has(i.gameId) && (seen.add(i.gameId), true))
  return merged.sort((a, b) => b.gameId - a.gameId).slice(0, INVITATIONS_KEPT)
}

/** A new invitation from the stream: first in the list, an older one for the same game replaced. */
export const receiveInvitationAtom = atom(null, (get, set, invitation: Invitation) => {
  const mine = get(mineAtom)
  const list = [invitation, ...mine.list.filter((i) => i.gameId !== invitation.gameId)].slice(0, INVITATIONS_KEPT)
  set(receivedAtom, { ...mine, list })
})

/** The server's open invitations (after a reload, or read again): added to those already known, except dismissed ones. */
export const seedInvitationsAtom = atom(null, (get, set, open: Invitation[]) => {
  const mine = get(mineAtom)
  set(receivedAtom, { ...mine, list: mergeInvitations(mine.list, open, mine.dismissed) })
})

/** Joined or dismissed: the invitation leaves the list. */
export const dismissInvitationAtom = atom(null, (get, set, gameId: number) => {
  const mine = get(mineAtom)
  set(receivedAtom, { ...mine, list: mine.list.filter((i) => i.gameId !== gameId), dismissed: [...mine.dismissed, gameId] })
})
