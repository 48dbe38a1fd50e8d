// A figure counting up while the dialog is open (requestAnimationFrame, stopped once at its value);
// with prefers-reduced-motion the final figure shows at once.
import { useEffect, useState } from 'react'
import { useMediaQuery } from '../../../hooks/useMediaQuery'
import { COUNT_UP_MS, countUpAt } from './countUp'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

export function useCountUp(target: number, delayMs = 0): number {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY)
  const [shown, setShown] = useState(() => (reduced ? target : 0))
  useEffect(() => {
    if (reduced) return // the target is returned as is
    const start = performance.now() + delayMs
    let frame = 0
    const step = (now: number) => {
      const value = countUpAt(target, now - start, COUNT_UP_MS)
      setShown(value)
      if (now - start < COUNT_UP_MS) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target, delayMs, reduced])
  return reduced ? target : shown
}
