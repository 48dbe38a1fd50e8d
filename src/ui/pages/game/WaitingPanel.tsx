// Over the board while the game waits: for an opponent (with the private game's code), or for the
// opponent's deck. 'Annuler' leaves (a waiting game is only cancelled).
import type { Game } from '../../../api/games'
import { gameText } from '../../../text/game'
import { GameIcon } from './GameIcon'

export function WaitingPanel({ game, onCancel }: { game: Game; onCancel: () => void }) {
  const noOpponent = game.joueur2 == null
  return (
    <section className="battle-waiting" role="status" aria-live="polite">
      <div className="battle-waiting-card">
        <GameIcon name="hourglass" className="battle-waiting-icon" />
        <p className="battle-waiting-title">{noOpponent ? gameText.waitingOpponent : gameText.waitingOpponentDeck}</p>
        <p className="muted">{gameText.waitingHelp}</p>
        {game.type === 'private' && game.code && (
          <p className="battle-code">
            <span>{gameText.privateCode}</span>
            <strong>{game.code}</strong>
          </p>
        )}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {gameText.cancel}
        </button>
      </div>
    </section>
  )
}
