// Home's « En attente »: the private-game invitations (received on the event stream, and the open
// ones the server lists, so they survive a reload; « Rejoindre » joins the game at once) and the
// friend requests received (« Répondre » → Amis).
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { dismissInvitationAtom, friendRequestsQuery, invitationsAtom, seedInvitationsAtom, useAtomValue, useSetAtom } from '../../../state'
import { openInvitationsQuery } from '../../../state/queries/invitations'
import { home, lobby } from '../../../text'
import { JoinInvitationButton } from '../games/JoinInvitationButton'
import { HomePanel } from './HomePanel'

const text = home.inbox
/** How many friend requests are named (the count says the rest). */
const REQUESTS_SHOWN = 3

export function InboxPanel({ userId }: { userId: number }) {
  const navigate = useNavigate()
  const invitations = useAtomValue(invitationsAtom)
  const dismiss = useSetAtom(dismissInvitationAtom)
  const seed = useSetAtom(seedInvitationsAtom)
  const open = useQuery(openInvitationsQuery(userId))
  useEffect(() => {
    if (open.data) seed(open.data)
  }, [open.data, seed])
  const requests = useQuery(friendRequestsQuery(userId))
  const incoming = requests.data?.incoming ?? []
  const count = invitations.length + incoming.length
  return (
    <HomePanel name="inbox" icon="envelope" title={count ? `${text.title} (${count})` : text.title}>
      {count === 0 && <p className="empty-state empty-compact">{text.empty}</p>}
      {invitations.length > 0 && (
        <ul className="home-list">
          {invitations.map((invitation) => (
            <li key={invitation.gameId} className="home-row home-invitation">
              <span className="home-row-text">{lobby.private.invited(invitation.from)}</span>
              <span className="home-row-actions">
                <JoinInvitationButton invitation={invitation} className="button button-small button-primary" />
                <button type="button" className="button button-small button-quiet" aria-label={text.dismissLabel(invitation.from)} onClick={() => dismiss(invitation.gameId)}>
                  {text.dismiss}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {incoming.length > 0 && (
        <div className="home-requests">
          <p className="home-kicker">{text.requests(incoming.length)}</p>
          <ul className="home-list">
            {incoming.slice(0, REQUESTS_SHOWN).map((request) => (
              <li key={request.id} className="home-row">
                <span className="home-row-text">{text.requestFrom(request.from.pseudo)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button button-small button-secondary" onClick={() => void navigate('/friends')}>
            {text.answer}
          </button>
        </div>
      )}
    </HomePanel>
  )
}
