// The full-screen suggestion, offered once on phones inside the deck choice: before the first turn,
// never over a running clock. Declining is remembered in localStorage (by the caller). Installed
// (display-mode fullscreen or standalone) the app already fills the screen: no suggestion.
import { battleChromeText } from '../../../text/battleChrome'
import { gameText } from '../../../text/game'
import { GameIcon } from './GameIcon'
import { isInstalledApp } from '../../../pwa/installPrompt'

export function FullScreenOffer({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  if (isInstalledApp()) return null
  return (
    <section className="fullscreen-offer" aria-label={gameText.fullScreenTitle} data-testid="fullscreen-offer">
      <GameIcon name="expand" className="fullscreen-offer-icon" />
      <div className="fullscreen-offer-text">
        <p className="fullscreen-offer-title">{gameText.fullScreenTitle}</p>
        <p className="muted">{battleChromeText.fullScreenOffer}</p>
      </div>
      <div className="fullscreen-offer-actions">
        <button type="button" className="button button-small button-secondary" onClick={onDecline}>
          {gameText.fullScreenDecline}
        </button>
        <button type="button" className="button button-small button-primary" onClick={onAccept}>
          {gameText.fullScreenAccept}
        </button>
      </div>
    </section>
  )
}
