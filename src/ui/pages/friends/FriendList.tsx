// 'Mes amis': each friend with their presence dot and their pseudo as a link to their page
// (/player/{id}), 'Inviter à une partie' (→ /game, the friend preselected in the private-game
// picker), « Regarder » while they play a game (→ /watch/{id}) and 'Retirer' (confirmed in a Radix
// AlertDialog).
import { useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AlertDialog } from 'radix-ui'
import { friendsPage as text } from '../../../text'
import { watchText } from '../../../text/watch'
import { playerPathFor, watchPathFor } from '../../router/paths'
import { Icon } from '../../components/Icon'
import { SectionHead } from '../games/SectionHead'
import { PlayerRow } from './PlayerRow'
import type { Friend, Friends } from './useFriends'
import { returnFocusToOpener } from '../../components/dialogOpener'

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
            <PlayerRow
              key={friend.id}
              player={friend.user}
              link={playerPathFor(friend.user.id)}
              online={friend.online}
              detail={friend.playing ? watchText.playingNow : text.since(friend.since)}
            >
              {(describedBy) => (
                <>
                  {friend.playing && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      aria-label={watchText.watchLabel(friend.user.pseudo)}
                      onClick={() => friend.playing && void navigate(watchPathFor(friend.playing.gameId))}
                    >
                      {watchText.watch}
                    </button>
                  )}
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
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert">
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
