// The « Rejoindre » button of a private-game invitation (Home's « En attente », the invitation's toast).
import type { Invitation } from '../../../state'
import { lobby } from '../../../text'
import { useJoinInvitation } from './useJoinInvitation'

interface Props {
  invitation: Invitation
  className: string
  /** Called once the invitation is settled (joined, or refused by the server). */
  onSettled?: () => void
}

export function JoinInvitationButton({ invitation, className, onSettled }: Props) {
  const { join, joining } = useJoinInvitation()
  return (
    <button
      type="button"
      className={className}
      aria-label={lobby.private.joinInvitation(invitation.from)}
      aria-busy={joining || undefined}
      disabled={joining}
      onClick={() => void join(invitation).then((settled) => settled && onSettled?.())}
    >
      {lobby.private.join}
    </button>
  )
}
