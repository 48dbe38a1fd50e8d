// 'Mes amis': each friend with 'Inviter à une partie' (→ /game, the friend preselected in the
// private-game picker) and 'Retirer' (confirmed in a Radix AlertDialog).
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AlertDialog } from 'radix-ui'
import { friendsPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { SectionHead } from '../games/SectionHead'
import { PlayerRow } from './PlayerRow'
import type { Friend, Friends } from './useFriends'

export function FriendList({ friends }: { friends: Friends }) {
  const titleId = useId()
  const navigate = useNavigate()
  const [removing, setRemoving] = useState<Friend | null>(null)
  return (
    <section className="panel lobby-section friend-list" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="team" title={text.friendsTitle} intro={friends.friends.length ? text.friendsCount(friends.friends.length) : undefined} />
      {friends.friends.length === 0 ? (
        <p className="empty-state empty-compact">{text.noFriends}</p>
      ) : (
        <ul className="player-list">
          {friends.friends.map((friend) => (
            <PlayerRow key={friend.id} player={friend.user} detail={text.since(friend.since)}>
              {(describedBy) => (
                <>
                  <button
                    type="button"
                    className="button button-small button-primary"
                    aria-describedby={describedBy}
                    onClick={() => void navigate('/game', { state: { inviteFriendId: friend.user.id } })}
                  >
                    <Icon name="fight" /> {text.invite}
                  </button>
                  <button type="button" className="button button-small button-quiet" aria-describedby={describedBy} disabled={friends.busy} onClick={() => setRemoving(friend)}>
                    {text.remove}
                  </button>
                </>
              )}
            </PlayerRow>
          ))}
        </ul>
      )}
      <AlertDialog.Root open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay" />
          <AlertDialog.Content className="modal modal-alert">
            <AlertDialog.Title className="modal-title">{removing ? text.removeTitle(removing.user.pseudo) : ''}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{text.removeText}</AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-danger" onClick={() => removing && void friends.remove(removing)}>
                {text.remove}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
