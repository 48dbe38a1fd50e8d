// The head of a player's page: initial with the presence dot, pseudo, rating, level bar; for a
// friend (from the friends list, already in the cache), since when, their game in progress with
// « Regarder », and « Inviter à une partie ».
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import type { Schemas } from '../../../api/client'
import { friendsQuery } from '../../../state'
import { formatDate, lobby } from '../../../text'
import { playerPage as text, presenceText } from '../../../text/player'
import { watchText } from '../../../text/watch'
import { Icon } from '../../components/Icon'
import { LevelBar } from '../../components/LevelBar'
import { PageHeader } from '../../components/PageHeader'
import { useUserId } from '../../hooks/useUserId'
import { watchPathFor } from '../../router/paths'
import { PresenceDot } from '../friends/PresenceDot'

export function PlayerSummary({ player }: { player: Schemas['PlayerRef'] }) {
  const navigate = useNavigate()
  const friends = useQuery(friendsQuery(useUserId()))
  const friend = friends.data?.find((f) => f.user.id === player.id)
  return (
    <>
      <PageHeader title={player.pseudo} intro={text.intro} />
      <section className="panel player-summary" aria-label={player.pseudo}>
        <span className="presence-avatar">
          <span className="avatar avatar-large" aria-hidden="true">
            {player.pseudo.slice(0, 1).toUpperCase()}
          </span>
          {friend && <PresenceDot pseudo={player.pseudo} online={friend.online} />}
        </span>
        <div className="player-summary-identity">
          <p className="player-summary-line">
            <strong>{text.rating(player.rating)}</strong>
            {player.bot && <span className="tag">{text.bot}</span>}
          </p>
          <LevelBar xp={player.level} />
          {friend && (
            <p className="muted player-summary-status">
              {friend.playing ? text.playing(lobby.types[friend.playing.type]) : friend.online ? presenceText.online : presenceText.offline}
              {' · '}
              {text.friendSince(formatDate(friend.since))}
            </p>
          )}
        </div>
        {friend && (
          <div className="player-summary-actions">
            {friend.playing && (
              <Link className="button button-secondary" to={watchPathFor(friend.playing.gameId)} aria-label={watchText.watchLabel(player.pseudo)}>
                {watchText.watch}
              </Link>
            )}
            <button type="button" className="button button-primary" onClick={() => void navigate('/game', { state: { inviteFriendId: player.id } })}>
              <Icon name="fight" /> {text.invite}
            </button>
          </div>
        )}
      </section>
    </>
  )
}
