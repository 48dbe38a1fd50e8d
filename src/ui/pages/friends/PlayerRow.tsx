// A player in a list: initial, pseudo, level and rating, then the actions (described by the pseudo).
// A friend's row also shows their presence dot, and their pseudo links to their page.
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { levelOf } from '../../../game/levels'
import { friendsPage as text } from '../../../text'
import { playerPage } from '../../../text/player'
import { PresenceDot } from './PresenceDot'

interface PlayerRowProps {
  player: { pseudo: string; level: number; rating: number }
  detail?: string
  /** The player's page: the pseudo becomes a link to it. */
  link?: string
  /** A friend's presence: a dot on the initial. */
  online?: boolean
  children: (describedBy: string) => ReactNode
}

export function PlayerRow({ player, detail, link, online, children }: PlayerRowProps) {
  const id = useId()
  const initial = (
    <span className="avatar avatar-small" aria-hidden="true">
      {player.pseudo.slice(0, 1).toUpperCase()}
    </span>
  )
  return (
    <li className="player-row">
      {online === undefined ? (
        initial
      ) : (
        <span className="presence-avatar">
          {initial}
          <PresenceDot pseudo={player.pseudo} online={online} />
        </span>
      )}
      <div className="player-info">
        <span className="player-pseudo" id={id}>
          {link ? (
            <Link className="player-link" to={link} aria-label={playerPage.openLabel(player.pseudo)}>
              {player.pseudo}
            </Link>
          ) : (
            player.pseudo
          )}
        </span>
        <span className="player-meta">
          {text.level(levelOf(player.level))} · {text.rating(player.rating)}
          {detail && <span className="player-detail"> · {detail}</span>}
        </span>
      </div>
      <div className="player-actions">{children(id)}</div>
    </li>
  )
}
