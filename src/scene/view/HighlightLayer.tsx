// Glows over the slots: while an item is picked, the positions where it may go glow (pulsing) and
// the others dim; at a turn start the empty positions glow for 2 s, fading. One sprite per slot,
// updated in the ticker. The slot under a dragged card is lit by the drag canvas (DragLayer), so
// that a drag never redraws this canvas.
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container, Sprite } from 'pixi.js'
import { activeHighlights, highlightLeft } from '../model'
import type { SceneLayout } from '../model'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, dimTexture, glowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

/** Writes a display property only when its value changes. */
function set<K extends 'visible' | 'tint' | 'alpha'>(sprite: Sprite, key: K, value: Sprite[K]): void {
  if (sprite[key] !== value) sprite[key] = value
}

interface HighlightLayerProps {
  layout: SceneLayout
  /** Where the picked item may go, or null when nothing is picked. */
  targets: ReadonlySet<number> | null
  palette: ScenePalette
  runtime: SceneRuntime
}

export function HighlightLayer({ layout, targets, palette, runtime }: HighlightLayerProps) {
  const glows = useRef<(Sprite | null)[]>([])
  const dims = useRef<(Sprite | null)[]>([])
  const layer = useRef<Container>(null)
  const wasLit = useRef(true)

  const tick = useCallback(() => {
    const now = performance.now()
    const pulse = runtime.reducedMotion ? 0.85 : 0.65 + 0.3 * Math.sin(now / 220)
    const turn = targets ? [] : activeHighlights(runtime.highlights, now)
    const turnAlpha = targets ? 0 : highlightLeft(runtime.highlights, now)
    // Glows pulse while shown; once nothing is lit the layer stops asking for frames.
    const lit = !!targets || turn.length > 0
    if (!lit && !wasLit.current) return
    wasLit.current = lit
    invalidateScene()
    for (let i = 0; i < layout.slots.length; i++) {
      const glow = glows.current[i]
      const dim = dims.current[i]
      if (!glow || !dim) continue
      // Properties are written only when they change: every write marks the object for an update.
      if (targets) {
        const valid = targets.has(i)
        set(dim, 'visible', !valid)
        set(glow, 'visible', valid)
        if (valid) {
          set(glow, 'tint', palette.valid)
          set(glow, 'alpha', pulse)
        }
      } else {
        set(dim, 'visible', false)
        const on = turn.includes(i)
        set(glow, 'visible', on)
        if (on) {
          set(glow, 'tint', palette.highlight)
          set(glow, 'alpha', Math.min(1, turnAlpha * 1.6) * pulse)
        }
      }
    }
  }, [layout, targets, palette, runtime])
  useTick(tick)
  useInvalidateOnCommit()

  const sw = layout.slotSize.width
  const sh = layout.slotSize.height
  const mx = PAINTED_MARGIN.x * sw
  const my = PAINTED_MARGIN.y * sh
  return (
    <pixiContainer ref={layer} label="highlights">
      {layout.slots.map((s, i) => (
        <pixiContainer key={i} x={s.x} y={s.y}>
          <pixiSprite ref={(d) => void (dims.current[i] = d)} texture={dimTexture()} width={sw} height={sh} visible={false} />
          <pixiSprite
            ref={(sp) => void (glows.current[i] = sp)}
            texture={glowTexture()}
            x={-mx}
            y={-my}
            width={sw + 2 * mx}
            height={sh + 2 * my}
            visible={false}
          />
        </pixiContainer>
      ))}
    </pixiContainer>
  )
}
