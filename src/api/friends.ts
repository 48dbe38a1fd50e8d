// The Amis calls (spec §6): friends, pending requests (received and sent), the player search, and
// the answers (send, accept, refuse — which also withdraws a sent request —, remove).
import { api, type Schemas } from './client'
import { request } from './result'

export type Friend = Schemas['Friend']
export type FriendRequest = Schemas['FriendRequest']
export type PlayerResult = Schemas['PlayerSearchResult']

export const listFriends = (userId: number) => request(() => api.GET('/api/friends/{userId}', { params: { path: { userId } } }))
export const listFriendRequests = (userId: number) => request(() => api.GET('/api/friends/requests/{userId}', { params: { path: { userId } } }))
export const searchPlayers = (q: string) => request(() => api.GET('/api/friends/search', { params: { query: { q } } }))
export const sendFriendRequest = (userId: number, friendId: number) => request(() => api.POST('/api/friends/send', { body: { userId, friendId } }))
export const acceptFriendRequest = (userId: number, requestId: number) => request(() => api.POST('/api/friends/accept', { body: { userId, requestId } }))
export const refuseFriendRequest = (userId: number, requestId: number) => request(() => api.POST('/api/friends/refuse', { body: { userId, requestId } }))
export const removeFriend = (userId: number, friendId: number) => request(() => api.POST('/api/friends/remove', { body: { userId, friendId } }))
