// The replay's clock in React: the pure reducer (replay-timeline.ts) fed with the real time passed,
// one animation frame at a time while playing (nothing runs while paused).
import { useCallback, useEffect, useReducer } from 'react'
import { initialPlayback, playbackReducer, stepAtTime, type Playback, type PlaybackAction } from './replay-timeline'

export function usePlayback(total: number): { playback: Playback; step: number; send: (action: PlaybackAction) => void } {
  const reducer = useCallback((state: Playback, action: PlaybackAction) => playbackReducer(state, action, total), [total])
  const [playback, send] = useReducer(reducer, undefined, initialPlayback)

  useEffect(() => {
    if (!playback.playing) return
    let last = performance.now()
    let frame = requestAnimationFrame(function tick(now) {
      send({ kind: 'tick', elapsedMs: now - last })
      last = now
      frame = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(frame)
  }, [playback.playing])

  return { playback, step: stepAtTime(playback.time, total), send }
}
