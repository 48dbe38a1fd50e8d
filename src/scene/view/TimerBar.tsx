// The turn's timer bar: it empties over the 30 s and turns red at 5 s or less (spec §9). A DOM
// element over the canvas, not a Pixi object: each countdown change starts one animation of its
// transform (scaleX to 0 over the time left, model timerBarPlan) and one timeout for the red, so the
// browser animates it on the compositor and the canvas is not redrawn for it. Under prefers-reduced-motion it empties in
// one step a second.
import { useLayoutEffect, useRef, useState } from 'react'
import { timerBarPlan, timerBarTiming } from '../model'
import type { Rect } from '../model'
import { useAtomValue } from '../../state'
import { countdownAtom, gameAtom } from '../../state/game'
import type { ScenePalette } from './palette'
import './timerBar.css'

const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`

export function TimerBar({ rect, palette, reducedMotion }: { rect: Rect; palette: ScenePalette; reducedMotion: boolean }) {
  const countdown = useAtomValue(countdownAtom)
  const game = useAtomValue(gameAtom)
  const active = !!game && game.open && game.status === 'PLAYING'
  const fill = useRef<HTMLDivElement>(null)
  const [red, setRed] = useState(false)

  useLayoutEffect(() => {
    const element = fill.current
    if (!element) return
    const plan = timerBarPlan(countdown, active, Date.now())
    setRed(plan.red)
    // One animation from the fill now to empty over the time left (the Web Animations API: the
    // site's reduced-motion CSS, which shortens every transition, does not cut it short).
    element.style.transform = `scaleX(${plan.fraction})`
    const emptying =
      plan.durationMs > 0 && plan.fraction > 0 && typeof element.animate === 'function'
        ? element.animate([{ transform: `scaleX(${plan.fraction})` }, { transform: 'scaleX(0)' }], {
            duration: plan.durationMs,
            easing: timerBarTiming(plan.durationMs, reducedMotion),
            fill: 'forwards',
          })
        : null
    const timer = plan.redInMs == null ? null : setTimeout(() => setRed(true), plan.redInMs)
    return () => {
      emptying?.cancel()
      if (timer) clearTimeout(timer)
    }
  }, [countdown, active, reducedMotion])

  return (
    <div
      className="battle-timer"
      data-testid="battle-timer"
      data-red={red ? '' : undefined}
      aria-hidden
      style={{
        left: rect.x,
        top: rect.y,
        width: rect.width,
        height: rect.height,
        ['--timer-track' as string]: css(palette.timerTrack),
        ['--timer-fill' as string]: css(red ? palette.timerRed : palette.timer),
      }}
    >
      <div ref={fill} className="battle-timer-fill" />
    </div>
  )
}
