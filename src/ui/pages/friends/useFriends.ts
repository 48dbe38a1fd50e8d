// The Amis page's data and actions: friends (GET /api/friends/{userId}) and pending requests
// (GET /api/friends/requests/{userId}), reloaded after each action, which also refreshes the
// profile so the header's friendsnotif badge follows at once.
import { useCallback, useEffect, useState } from 'react'
import { api, unwrap, type Schemas } from '../../../api/client'
import { profileAtom, showToastAtom, useSetAtom } from '../../../state'
import { friendsPage as text } from '../../../text'
import { failureText } from '../games/gameCalls'

export type Friend = Schemas['Friend']
export type FriendRequest = Schemas['FriendRequest']
export type PlayerResult = Schemas['PlayerSearchResult']
interface Data {
  friends: Friend[]
  requests: Schemas['FriendRequests']
}

export function useFriends(userId: number) {
  const toast = useSetAtom(showToastAtom)
  const setProfile = useSetAtom(profileAtom)
  const [data, setData] = useState<Data | null>(null)
  const [failed, setFailed] = useState(false)
  /** Bumped after each action: the lists (and the search) are read again. */
  const [version, setVersion] = useState(0)
  /** The action running, e.g. 'send:12'; the others wait. */
  const [pending, setPending] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    Promise.all([
      unwrap(api.GET('/api/friends/{userId}', { params: { path: { userId } } })),
      unwrap(api.GET('/api/friends/requests/{userId}', { params: { path: { userId } } })),
    ])
      .then(([friends, requests]) => {
        if (cancelled) return
        setData({ friends, requests })
        setFailed(false)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [userId, version])

  const act = useCallback(
    async (key: string, call: () => Promise<string>) => {
      setPending(key)
      try {
        toast({ text: await call(), tone: 'success' })
      } catch (error) {
        toast({ text: failureText(error, text.failed), tone: 'error' })
      } finally {
        setPending(null)
        setVersion((v) => v + 1)
        api
          .GET('/api/user/{id}', { params: { path: { id: userId } } })
          .then(({ data: profile }) => profile && setProfile(profile))
          .catch(() => undefined)
      }
    },
    [toast, userId, setProfile],
  )

  const send = (player: { id: number; pseudo: string }) =>
    act(`send:${player.id}`, async () => {
      const request = await unwrap(api.POST('/api/friends/send', { body: { userId, friendId: player.id } }))
      return request.status === 'accepted' ? text.nowFriends(player.pseudo) : text.sentToast(player.pseudo)
    })
  const accept = (request: FriendRequest) =>
    act(`accept:${request.id}`, async () => {
      await unwrap(api.POST('/api/friends/accept', { body: { userId, requestId: request.id } }))
      return text.nowFriends(request.from.pseudo)
    })
  const refuse = (request: FriendRequest) =>
    act(`refuse:${request.id}`, async () => (await unwrap(api.POST('/api/friends/refuse', { body: { userId, requestId: request.id } }))).message)
  const remove = (friend: Friend) =>
    act(`remove:${friend.user.id}`, async () => (await unwrap(api.POST('/api/friends/remove', { body: { userId, friendId: friend.user.id } }))).message)

  return {
    status: data ? ('ready' as const) : failed ? ('error' as const) : ('loading' as const),
    friends: data?.friends ?? [],
    incoming: data?.requests.incoming ?? [],
    outgoing: data?.requests.outgoing ?? [],
    version,
    busy: pending !== null,
    send,
    accept,
    refuse,
    remove,
  }
}

export type Friends = ReturnType<typeof useFriends>
