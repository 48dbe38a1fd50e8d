// « 👁 N »: how many watch a game (an eye drawn in SVG, since not every device has the emoji),
// with its accessible name (« 2 spectateurs »). Shared by the watch page and the players' banner.
import { watchText } from '../../../text/watch'
import './watch.css'

export function SpectatorCount({ count, className }: { count: number; className?: string }) {
  const label = watchText.spectators(count)
  return (
    <span className={className ? `spectator-count ${className}` : 'spectator-count'} role="img" aria-label={label} title={label} data-testid="spectator-count">
      <svg className="spectator-eye" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="12" cy="12" r="3.2" fill="currentColor" />
      </svg>
      <span aria-hidden="true">{count}</span>
    </span>
  )
}
