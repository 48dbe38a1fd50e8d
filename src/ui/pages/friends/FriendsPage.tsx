// /friends — Amis: search players and send requests, answer the requests received, withdraw the
// ones sent, and the friends list (invite to a private game, remove).
import { common, friendsPage as text } from '../../../text'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useUserId } from '../../hooks/useUserId'
import { FriendList } from './FriendList'
import { PlayerSearch } from './PlayerSearch'
import { Requests } from './Requests'
import { useFriends } from './useFriends'

export default function FriendsPage() {
  const friends = useFriends(useUserId())
  return (
    <div className="page friends">
      <PageHeader title={text.title} intro={text.intro} />
      <div className="friends-grid">
        <div className="friends-column">
          <PlayerSearch friends={friends} />
          {friends.status === 'ready' && <FriendList friends={friends} />}
        </div>
        <div className="friends-column">
          {friends.status === 'loading' && <Spinner label={common.loading} />}
          {friends.status === 'error' && <Notice tone="error">{text.loadError}</Notice>}
          {friends.status === 'ready' && <Requests kind="incoming" friends={friends} />}
          {friends.status === 'ready' && friends.outgoing.length > 0 && <Requests kind="outgoing" friends={friends} />}
        </div>
      </div>
    </div>
  )
}
