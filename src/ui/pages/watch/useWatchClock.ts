// The watched turn's whole seconds left, for the banner (React state changes once a second at most,
// never per frame). Unlike the player's clock it cues no tick and never sends a timeout.
import { useEffect, useState } from 'react'
import { useStore } from '../../../state'
import { countdownAtom } from '../../../state/game'
import { secondsLeftAt } from '../../../scene/model'

const STEP_MS = 250

export function useWatchClock(): number {
  const store = useStore()
  const [seconds, setSeconds] = useState(30)
  useEffect(() => {
    const step = () => {
      const countdown = store.get(countdownAtom)
      if (countdown) setSeconds(secondsLeftAt(countdown, Date.now()))
    }
    step()
    const timer = setInterval(step, STEP_MS)
    return () => clearInterval(timer)
  }, [store])
  return seconds
}
