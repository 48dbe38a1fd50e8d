// The turn's timer bar: it empties over the 30 s and turns red at 5 s or less (spec §9). Its fill
// is set in the ticker from the countdown atom (read from the store, not through React state).
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import { Texture, type Graphics, type Sprite } from 'pixi.js'
import { isRedAt, timerFraction } from '../model'
import type { Rect } from '../model'
import { useStore } from '../../state'
import { countdownAtom } from '../../state/game'
import type { ScenePalette } from './palette'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

export function TimerBar({ rect, palette, active }: { rect: Rect; palette: ScenePalette; active: boolean }) {
  const store = useStore()
  const fill = useRef<Sprite>(null)
  const last = useRef<number | null>(null)
  const tick = useCallback(() => {
    const sprite = fill.current
    if (!sprite) return
    const countdown = store.get(countdownAtom)
    const now = Date.now()
    const fraction = countdown && active ? timerFraction(countdown, now) : 0
    // Redrawn when the bar moved by a device pixel or more, or changed colour.
    const width = Math.round(Math.max(0, rect.width * fraction) * 2) / 2
    const tint = countdown && isRedAt(countdown, now) ? palette.timerRed : palette.timer
    if (Math.abs(sprite.width - width) < 1 && last.current === tint) return
    sprite.width = width
    sprite.tint = tint
    last.current = tint
    invalidateScene()
  }, [store, rect.width, palette, active])
  useTick(tick)
  useInvalidateOnCommit()
  const drawTrack = useCallback(
    (g: Graphics) => {
      g.clear()
      g.roundRect(0, 0, rect.width, rect.height, rect.height / 2).fill({ color: palette.timerTrack, alpha: 0.9 })
    },
    [rect.width, rect.height, palette.timerTrack],
  )
  return (
    <pixiContainer x={rect.x} y={rect.y} label="timer">
      <pixiGraphics draw={drawTrack} />
      <pixiSprite ref={fill} texture={Texture.WHITE} width={0} height={rect.height} tint={palette.timer} />
    </pixiContainer>
  )
}
