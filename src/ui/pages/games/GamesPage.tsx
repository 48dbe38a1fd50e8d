// /game — Parties: quick match (non classée, classée), private game (invite a friend and share the
// code, or join by code), training, and beside them the ranking and the last games.
// Navigation state { inviteFriendId } (from the Amis page) preselects the friend to invite.
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { lobby as text } from '../../../text'
import { PageHeader } from '../../components/PageHeader'
import { History } from './History'
import { PrivateGame } from './PrivateGame'
import { QuickMatch } from './QuickMatch'
import { Ranking } from './Ranking'
import { Training } from './Training'
import { useLobby } from './useLobby'

/** The friend sent by the Amis page's 'Inviter à une partie'. */
const inviteIdOf = (state: unknown): number | null => {
  const id = (state as { inviteFriendId?: unknown } | null)?.inviteFriendId
  return typeof id === 'number' ? id : null
}

export default function GamesPage() {
  const lobby = useLobby()
  const { state } = useLocation()
  const inviteId = inviteIdOf(state)

  useEffect(() => {
    if (inviteId !== null) document.getElementById('partie-privee')?.scrollIntoView?.({ block: 'start' })
  }, [inviteId])

  return (
    <div className="page lobby">
      <PageHeader title={text.title} intro={text.intro} />
      <div className="lobby-grid">
        <div className="lobby-main">
          <QuickMatch lobby={lobby} />
          <PrivateGame lobby={lobby} inviteId={inviteId} />
          <Training lobby={lobby} />
        </div>
        <aside className="lobby-side">
          <Ranking userId={lobby.userId} />
          <History userId={lobby.userId} />
        </aside>
      </div>
    </div>
  )
}
