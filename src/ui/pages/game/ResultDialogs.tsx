// The end of a game: the result dialog ('Congratulations, You Won!' / 'Sorry, You Lost!', with
// Close) showing the score, XP, credits and, in ranked, the rating change counting up, and
// « Rejouer » (a new game of the same mode) and « Revoir la partie » (its replay); then the game-over dialog whose Quit ends the game and
// goes to / (spec §2, §4).
import { Link } from 'react-router-dom'
import type { Game } from '../../../api/games'
import { gameResult } from '../../../scene/model'
import type { ReplayPlan } from '../../../state/replay'
import { battleResultText } from '../../../text/battleResult'
import { gameText } from '../../../text/game'
import { lobby } from '../../../text/lobby'
import { replayText } from '../../../text/replay'
import { replayPathFor } from '../../router/paths'
import { GameDialog } from './GameDialog'
import { GameIcon } from './GameIcon'
import { ResultStats } from './result/ResultStats'
import { useReplay } from './result/useReplay'

/** What « Rejouer » will start, said under the buttons. */
const replayHintOf = (plan: ReplayPlan): string => {
  const hints = battleResultText.replayHint
  switch (plan.kind) {
    case 'quick':
      return hints[plan.mode]
    case 'training':
      return hints.training(lobby.difficulties[plan.difficulty])
    case 'solo':
      return plan.next ? hints.soloNext(plan.stageId) : hints.soloSame(plan.stageId)
    case 'lobby':
      return hints.private
  }
}

export function ResultDialog({ game, open, onClose }: { game: Game; open: boolean; onClose: () => void }) {
  const result = gameResult(game)
  const { plan, busy, replay } = useReplay(game)
  if (!result) return null
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
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {gameText.close}
          </button>
          <button
            type="button"
            className={won ? 'button button-gold' : 'button button-primary'}
            onClick={() => void replay()}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby="result-replay-hint"
          >
            {busy ? battleResultText.replaying : battleResultText.replay}
          </button>
        </>
      }
    >
      {open && <ResultStats game={game} />}
      {game.endReason && gameText.endReasons[game.endReason] && <p className="result-reason">{gameText.endReasons[game.endReason]}</p>}
      <p className="result-replay-hint" id="result-replay-hint">
        {replayHintOf(plan)}
      </p>
      {!game.open && game.endReason !== 'cancelled' && (
        <Link to={replayPathFor(game.id)} className="button button-small button-secondary result-watch-replay">
          {replayText.open}
        </Link>
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
