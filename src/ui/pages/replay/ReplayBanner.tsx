// The replay's banner over the canvas's banner area: « Quitter » (back to Parties), the players, and
// who played what at the step shown (« Tour 12 · Alice place Garde du Pont en case 7 »), read out when paused.
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { replayText } from '../../../text/replay'
import { PATHS } from '../../router/paths'

interface ReplayBannerProps {
  players: string
  line: string
  clock: string | null
  /** While playing the line is not read out at each move. */
  playing: boolean
  style?: CSSProperties
}

export function ReplayBanner({ players, line, clock, playing, style }: ReplayBannerProps) {
  return (
    <header className="battle-banner watch-banner replay-banner" style={style}>
      <Link to={PATHS.games} className="button button-small button-secondary watch-quit">
        {replayText.quit}
      </Link>
      <div className="watch-banner-text replay-banner-text">
        <h1 className="watch-title">{players}</h1>
        <p className="watch-turn replay-line" aria-live={playing ? 'off' : 'polite'} data-testid="replay-line">
          {line}
        </p>
      </div>
      <span className="replay-clock" aria-hidden="true">
        {clock ?? '0:00'}
      </span>
    </header>
  )
}
