// A short 'À vous de jouer !' splash at the start of the player's turn (on the turn cue). It fades
// out by its CSS animation and stays invisible until the next turn's cue remounts it.
import { useAtomValue } from '../../../state'
import { gameCueAtom } from '../../../state/game'
import { gameText } from '../../../text/game'

export function TurnSplash() {
  const cue = useAtomValue(gameCueAtom)
  if (cue?.cue !== 'turn') return null
  return (
    <div key={cue.seq} className="battle-splash" aria-hidden>
      <span>{gameText.turnSplash}</span>
    </div>
  )
}
