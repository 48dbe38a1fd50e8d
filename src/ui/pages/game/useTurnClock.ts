// The turn's countdown for the chrome: the whole seconds left (state/game turnSecondsAtom, derived
// from the countdown and the clock's last step, so a new turn's deadline shows at once), the tick cue
// once per second at 5 s or less, and the timeout's empty move once the last second, « 1 », has run out (spec
// §4, §9). The timer bar itself is drawn by the scene. While the event stream is live, the offset it
// measured at connection replaces the snapshots' (issue 11, item 4).
import { useEffect } from 'react'
import { serverOffsetAtom, streamStatusAtom, useAtomValue, useSetAtom, useStore } from '../../../state'
import { battleClockHeldSinceAtom, clockNowAtom, countdownAtom, cueAtom, turnSecondsAtom } from '../../../state/game'
import { sendTimeoutAtom } from '../../../state/gameIntents'
import { takeTick, takeTimeout, withMeasuredOffset } from '../../../scene/model'

export const CLOCK_STEP_MS = 200

export function useTurnClock(): number {
  const store = useStore()
  const cue = useSetAtom(cueAtom)
  const sendTimeout = useSetAtom(sendTimeoutAtom)
  useEffect(() => {
    const step = () => {
      let countdown = store.get(countdownAtom)
      if (!countdown) return
      // A hello that came after the snapshot (or a reconnection's new one) takes effect here.
      if (store.get(streamStatusAtom) === 'live') countdown = withMeasuredOffset(countdown, store.get(serverOffsetAtom))
      const now = Date.now()
      store.set(clockNowAtom, now)
      // held by an outage until a fresh game: no tick, and no timeout on a deadline that may have moved
      if (store.get(battleClockHeldSinceAtom) != null) return
      const tick = takeTick(countdown, now)
      if (tick.tick) cue('tick')
      countdown = tick.state
      const timeout = takeTimeout(countdown, now)
      countdown = timeout.state
      if (countdown !== store.get(countdownAtom)) store.set(countdownAtom, countdown)
      if (timeout.send) void sendTimeout()
    }
    step()
    const timer = setInterval(step, CLOCK_STEP_MS)
    return () => clearInterval(timer)
  }, [store, cue, sendTimeout])
  return useAtomValue(turnSecondsAtom)
}
