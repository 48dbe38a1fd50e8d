// The Amis page's data and actions: friends (['friends', userId]) and pending requests
// (['friendRequests', userId]) from the query cache; each answer re-reads them, the search and the
// profile (so the header's friendsnotif badge follows at once). The friends are re-read every 10 s
// and on focus while the page is open, so « Regarder » follows the games they play.
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Friend, FriendRequest } from '../../../api/friends'
import { failureText, type ApiResult } from '../../../api/result'
import { acceptFriend, friendRequestsQuery, friendsLiveQuery, refuseFriend, sendFriend, showToastAtom, unfriend, useSetAtom } from '../../../state'
import { friendsPage as text } from '../../../text'

export type { Friend, FriendRequest, PlayerResult } from '../../../api/friends'

export function useFriends(userId: number) {
  const client = useQueryClient()
  const toast = useSetAtom(showToastAtom)
  const friends = useQuery(friendsLiveQuery(userId))
  const requests = useQuery(friendRequestsQuery(userId))
  /** The action running, e.g. 'send:12'; the others wait. */
  const [pending, setPending] = useState<string | null>(null)

  const act = async <T>(key: string, call: () => Promise<ApiResult<T>>, done: (data: T) => string) => {
    setPending(key)
    const result = await call()
    setPending(null)
    if (result.ok) toast({ text: done(result.data), tone: 'success' })
    else toast({ text: failureText(result.failure, text.failed), tone: 'error' })
  }

  const send = (player: { id: number; pseudo: string }) =>
    act(`send:${player.id}`, () => sendFriend(client, userId, player.id), (request) =>
      request.status === 'accepted' ? text.nowFriends(player.pseudo) : text.sentToast(player.pseudo),
    )
  const accept = (request: FriendRequest) =>
    act(`accept:${request.id}`, () => acceptFriend(client, userId, request.id), () => text.nowFriends(request.from.pseudo))
  const refuse = (request: FriendRequest) => act(`refuse:${request.id}`, () => refuseFriend(client, userId, request.id), (answer) => answer.message)
  const remove = (friend: Friend) => act(`remove:${friend.user.id}`, () => unfriend(client, userId, friend.user.id), (answer) => answer.message)

  const ready = friends.data !== undefined && requests.data !== undefined
  return {
    status: ready ? ('ready' as const) : friends.isError || requests.isError ? ('error' as const) : ('loading' as const),
    friends: friends.data ?? [],
    incoming: requests.data?.incoming ?? [],
    outgoing: requests.data?.outgoing ?? [],
    busy: pending !== null,
    send,
    accept,
    refuse,
    remove,
  }
}

export type Friends = ReturnType<typeof useFriends>
