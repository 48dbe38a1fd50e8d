// Home's « Amis en ligne »: the friends with the game open (green dot), those in a game first with
// « Regarder », the others with « Inviter » (a private game, the friend preselected); each name
// links to the friend's page. The friends list is re-read every 10 s, as on the Amis page.
import { Link, useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import type { Friend } from '../../../api/friends'
import { friendsLiveQuery } from '../../../state'
import { common, home, lobby } from '../../../text'
import { playerPage } from '../../../text/player'
import { watchText } from '../../../text/watch'
import { Spinner } from '../../components/Spinner'
import { playerPathFor, watchPathFor } from '../../router/paths'
import { PresenceDot } from '../friends/PresenceDot'
import { HomePanel } from './HomePanel'

const text = home.friends
/** How many friends online are listed. */
const SHOWN = 4

/** The friends online (a friend in a game counts as online), those in a game first, then by pseudo (the server's order). */
const onlineFriends = (list: Friend[]): Friend[] =>
  list.filter((f) => f.online || f.playing).sort((a, b) => Number(Boolean(b.playing)) - Number(Boolean(a.playing)))

export function FriendsPanel({ userId }: { userId: number }) {
  const friends = useQuery(friendsLiveQuery(userId))
  const list = friends.data ?? []
  const online = onlineFriends(list)
  return (
    <HomePanel name="friends" icon="team" title={online.length ? `${text.title} (${online.length})` : text.title} link={{ to: '/friends', label: text.see }}>
      {friends.isPending && <Spinner label={common.loading} />}
      {friends.isError && !friends.data && <p className="muted">{text.error}</p>}
      {friends.data && list.length === 0 && <p className="empty-state empty-compact">{text.none}</p>}
      {friends.data && list.length > 0 && online.length === 0 && <p className="empty-state empty-compact">{text.nobodyOnline(list.length)}</p>}
      {online.length > 0 && (
        <ul className="home-list">
          {online.slice(0, SHOWN).map((friend) => (
            <OnlineFriend key={friend.id} friend={friend} />
          ))}
        </ul>
      )}
      {online.length > SHOWN && <p className="muted home-friends-more">{text.more(online.length - SHOWN)}</p>}
    </HomePanel>
  )
}

function OnlineFriend({ friend }: { friend: Friend }) {
  const navigate = useNavigate()
  const { pseudo } = friend.user
  return (
    <li className="home-row home-friend">
      <PresenceDot pseudo={pseudo} online />
      <span className="home-row-text">
        <Link className="player-link" to={playerPathFor(friend.user.id)} aria-label={playerPage.openLabel(pseudo)}>
          <strong>{pseudo}</strong>
        </Link>
        <span className="muted">{friend.playing ? text.playing(lobby.types[friend.playing.type]) : text.online}</span>
      </span>
      {friend.playing ? (
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={watchText.watchLabel(pseudo)}
          onClick={() => friend.playing && void navigate(watchPathFor(friend.playing.gameId))}
        >
          {watchText.watch}
        </button>
      ) : (
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={text.inviteLabel(pseudo)}
          onClick={() => void navigate('/game', { state: { inviteFriendId: friend.user.id } })}
        >
          {text.invite}
        </button>
      )}
    </li>
  )
}
