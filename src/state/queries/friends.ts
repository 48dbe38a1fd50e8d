// The Amis page's data in the query cache: friends, pending requests and the player search; every
// answer re-reads them and the profile (its friendsnotif badge).
import type { QueryClient } from '@tanstack/query-core'
import { acceptFriendRequest, listFriendRequests, listFriends, refuseFriendRequest, removeFriend, searchPlayers, sendFriendRequest } from '../../api/friends'
import { orThrow, type ApiResult } from '../../api/result'
import { change } from './change'
import { usersKeys } from './users'

export const friendsKeys = {
  list: (userId: number) => ['friends', userId] as const,
  requests: (userId: number) => ['friendRequests', userId] as const,
  /** Every list of requests (a request received refreshes them). */
  allRequests: ['friendRequests'] as const,
  /** Every search (the relation of each player found changes with the answers). */
  search: ['playerSearch'] as const,
  searchOf: (q: string) => ['playerSearch', q] as const,
}

export const friendsQuery = (userId: number) => ({ queryKey: friendsKeys.list(userId), queryFn: async () => orThrow(await listFriends(userId)) })

/** The Amis page re-reads its friends this often (and when the tab comes back), so « Regarder » follows their games. */
const FRIENDS_REFRESH_MS = 10_000
/** The friends list while the Amis page is open: the same cache entry, kept fresh (paused while the tab is hidden). */
export const friendsLiveQuery = (userId: number) => ({ ...friendsQuery(userId), refetchInterval: FRIENDS_REFRESH_MS, refetchOnWindowFocus: true })
export const friendRequestsQuery = (userId: number) => ({
  queryKey: friendsKeys.requests(userId),
  queryFn: async () => orThrow(await listFriendRequests(userId)),
})
export const playerSearchQuery = (q: string) => ({ queryKey: friendsKeys.searchOf(q), queryFn: async () => orThrow(await searchPlayers(q)) })

/** What every answer makes stale: the lists, the search and the profile's badge. */
const answered = (client: QueryClient, userId: number) => <T>(call: () => Promise<ApiResult<T>>) =>
  change(client, call, [friendsKeys.list(userId), friendsKeys.requests(userId), friendsKeys.search, usersKeys.one(userId)])

export const sendFriend = (client: QueryClient, userId: number, friendId: number) => answered(client, userId)(() => sendFriendRequest(userId, friendId))
export const acceptFriend = (client: QueryClient, userId: number, requestId: number) => answered(client, userId)(() => acceptFriendRequest(userId, requestId))
/** Refuses a received request or withdraws a sent one. */
export const refuseFriend = (client: QueryClient, userId: number, requestId: number) => answered(client, userId)(() => refuseFriendRequest(userId, requestId))
export const unfriend = (client: QueryClient, userId: number, friendId: number) => answered(client, userId)(() => removeFriend(userId, friendId))
