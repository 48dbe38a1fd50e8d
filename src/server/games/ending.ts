// Leaving a game: a game in progress is lost by the one who leaves (the opponent gets a normal
// win); a game not started is cancelled (no loss); a finished game is answered as it is.
import { endByQuit } from '../../game'
import type { PlayerSlot, RecordedMove } from '../../game'
import type { Step } from './mutate'
import { cancelRecord, finishRecord } from './transitions'
import type { GameRecord } from './types'

export function leaveStep(game: GameRecord, slot: PlayerSlot, now: Date, reason: 'quit' | 'surrender' = 'quit'): Step<null> {
  if (game.status === 'FINISHED') return { game, value: null }
  if (game.status === 'WAITING' || !game.state) return { game: cancelRecord(game, now), value: null }
  const left: RecordedMove = { player: slot, kind: reason, instanceId: null, index: null, timeout: false, at: now.toISOString() }
  return { game: finishRecord({ ...game, moves: [...game.moves, left] }, endByQuit(game.state, slot, reason), now), value: null }
}
