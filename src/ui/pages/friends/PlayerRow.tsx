// A player in a list: initial, pseudo, level and rating, then the actions (described by the pseudo).
import { useId, type ReactNode } from 'react'
import { levelOf } from '../../../game/levels'
import { friendsPage as text } from '../../../text'

export function PlayerRow({ player, detail, children }: { player: { pseudo: string; level: number; rating: number }; detail?: string; children: (describedBy: string) => ReactNode }) {
  const id = useId()
  return (
    <li className="player-row">
      <span className="avatar avatar-small" aria-hidden="true">
        {player.pseudo.slice(0, 1).toUpperCase()}
      </span>
      <div className="player-info">
        <span className="player-pseudo" id={id}>
          {player.pseudo}
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
