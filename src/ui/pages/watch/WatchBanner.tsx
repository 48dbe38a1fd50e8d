// The watch page's banner over the canvas's banner area: « Quitter » (back to Amis), the label
// « Vous regardez la partie » with whose turn it is, and how many watch.
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import type { SpectatorView } from '../../../scene/model'
import { watchText } from '../../../text/watch'
import { SpectatorCount } from './SpectatorCount'

interface WatchBannerProps {
  view: SpectatorView | null
  seconds: number
  spectators: number
  style?: CSSProperties
}

export function WatchBanner({ view, seconds, spectators, style }: WatchBannerProps) {
  const turn = view?.turnOf ? watchText.turnOf(view.turnOf, seconds) : view && !view.ended ? watchText.waitingDecks : null
  return (
    <header className="battle-banner watch-banner" style={style}>
      <Link to="/friends" className="button button-small button-secondary watch-quit">
        {watchText.quit}
      </Link>
      <div className="watch-banner-text">
        <h1 className="watch-title">{watchText.watching}</h1>
        {turn && (
          <p className="watch-turn" data-testid="watch-turn">
            {turn}
          </p>
        )}
      </div>
      <SpectatorCount count={spectators} />
    </header>
  )
}
