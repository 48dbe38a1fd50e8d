// The end of a game: the result dialog ('Congratulations, You Won!' / 'Sorry, You Lost!', with
// Close), then the game-over dialog whose Quit ends the game and goes to / (spec §2, §4).
import type { Game } from '../../../api/games'
import { gameResult } from '../../../scene/model'
import { gameText } from '../../../text/game'
import { GameDialog } from './GameDialog'
import { GameIcon } from './GameIcon'

const aliveOf = (game: Game, slot: 1 | 2): number =>
  game.plateau.filter((id, i) => id != null && game.satutscard[i] === 'ALIVE' && game.cardOwners[i] === slot).length

export function ResultDialog({ game, open, onClose }: { game: Game; open: boolean; onClose: () => void }) {
  const result = gameResult(game)
  if (!result) return null
  const you = game.you ?? 1
  const them = you === 1 ? 2 : 1
  const won = result.outcome === 'won'
  return (
    <GameDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={result.title}
      description={result.text}
      className={won ? 'result-modal result-won' : 'result-modal result-lost'}
      icon={<GameIcon name={won ? 'trophy' : 'brokenSkull'} />}
      actions={
        <button type="button" className={won ? 'button button-gold' : 'button button-primary'} onClick={onClose}>
          {gameText.close}
        </button>
      }
    >
      <p className="result-score">{gameText.score(aliveOf(game, you), aliveOf(game, them))}</p>
      {game.endReason && gameText.endReasons[game.endReason] && <p className="result-reason">{gameText.endReasons[game.endReason]}</p>}
      {game.rewards && (game.rewards.xp > 0 || game.rewards.credit > 0) && (
        <p className="result-rewards">{gameText.rewards(game.rewards.xp, game.rewards.credit)}</p>
      )}
    </GameDialog>
  )
}

export function GameOverDialog({
  game,
  open,
  busy,
  onQuit,
  onViewBoard,
}: {
  game: Game
  open: boolean
  busy: boolean
  onQuit: () => void
  onViewBoard: () => void
}) {
  const reason = game.endReason ? gameText.endReasons[game.endReason] : undefined
  return (
    <GameDialog
      open={open}
      onOpenChange={(next) => !next && onViewBoard()}
      title={gameText.gameOverTitle}
      description={reason}
      className="gameover-modal"
      icon={<GameIcon name="cards" />}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onViewBoard}>
            {gameText.viewBoard}
          </button>
          <button type="button" className="button button-primary" onClick={onQuit} disabled={busy}>
            {gameText.gameOverQuit}
          </button>
        </>
      }
    />
  )
}
