// Home's « Amis en partie »: the friends playing a game right now, each with « Regarder » (the
// friends list, re-read every 10 s like on the Amis page).
import { useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { friendsLiveQuery } from '../../../state'
import { common, home, lobby } from '../../../text'
import { watchText } from '../../../text/watch'
import { Spinner } from '../../components/Spinner'
import { watchPathFor } from '../../router/paths'
import { HomePanel } from './HomePanel'

const text = home.friends
/** How many friends in a game are listed. */
const SHOWN = 4

export function FriendsPanel({ userId }: { userId: number }) {
  const navigate = useNavigate()
  const friends = useQuery(friendsLiveQuery(userId))
  const list = friends.data ?? []
  const playing = list.filter((f) => f.playing)
  return (
    <HomePanel name="friends" icon="team" title={text.title} link={{ to: '/friends', label: text.see }}>
      {friends.isPending && <Spinner label={common.loading} />}
      {friends.isError && !friends.data && <p className="muted">{text.error}</p>}
      {friends.data && list.length === 0 && <p className="empty-state empty-compact">{text.none}</p>}
      {friends.data && list.length > 0 && playing.length === 0 && <p className="empty-state empty-compact">{text.nobodyPlaying(list.length)}</p>}
      {playing.length > 0 && (
        <ul className="home-list">
          {playing.slice(0, SHOWN).map((friend) => (
            <li key={friend.id} className="home-row home-friend">
              <span className="home-presence" aria-hidden="true" />
              <span className="home-row-text">
                <strong>{friend.user.pseudo}</strong>
                <span className="muted">{friend.playing && text.playing(lobby.types[friend.playing.type])}</span>
              </span>
              <button
                type="button"
                className="button button-small button-secondary"
                aria-label={watchText.watchLabel(friend.user.pseudo)}
                onClick={() => friend.playing && void navigate(watchPathFor(friend.playing.gameId))}
              >
                {watchText.watch}
              </button>
            </li>
          ))}
        </ul>
      )}
    </HomePanel>
  )
}
