// Friendships, requests, searches and private-game invitations as the routes read and write them:
// the repositories' functions, forwarded.
export { acceptPending, deleteFriendship, findFriendship, friendJson, friendshipBetween, insertRequest, isFriendOfAny, listFriends, listRequests, playerRef, requestsJson, searchPlayers } from '../db/repositories/friends'
export type { FriendshipRow, Presence } from '../db/repositories/friends'
export { invitationsFor } from '../db/repositories/invitations'
