// The quit confirmation: a game in progress is lost, a waiting one is only cancelled.
import { gameText } from '../../../text/game'
import { GameDialog } from './GameDialog'

export function QuitDialog({ open, waiting, busy, onConfirm, onCancel }: { open: boolean; waiting: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <GameDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={gameText.quitTitle}
      description={waiting ? gameText.quitWaitingText : gameText.quitText}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {gameText.stay}
          </button>
          <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
            {gameText.quitConfirm}
          </button>
        </>
      }
    />
  )
}
