// On phones, suggests playing full screen once; declining is remembered in localStorage.
import { gameText } from '../../../text/game'
import { GameDialog } from './GameDialog'
import { GameIcon } from './GameIcon'

export function FullScreenDialog({ open, onAccept, onDecline }: { open: boolean; onAccept: () => void; onDecline: () => void }) {
  return (
    <GameDialog
      open={open}
      onOpenChange={(next) => !next && onDecline()}
      title={gameText.fullScreenTitle}
      description={gameText.fullScreenText}
      icon={<GameIcon name="expand" />}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onDecline}>
            {gameText.fullScreenDecline}
          </button>
          <button type="button" className="button button-primary" onClick={onAccept}>
            {gameText.fullScreenAccept}
          </button>
        </>
      }
    />
  )
}
