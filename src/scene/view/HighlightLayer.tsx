// Glows over the slots: while an item is picked, the positions where it may go glow (pulsing) and
// the others dim; at a turn start the empty positions glow for 2 s, fading (steady under reduced
// motion: the canvas then redraws when they appear and go, not every frame). One sprite per slot,
// updated in the ticker. During a drag the drag canvas draws its own, steady and without the turn's
// glows (DragCanvas), with the slot under the card (DragLayer), so that a drag never redraws the board.
import { useCallback, useRef } from 'react'
import { useTick } from '@pixi/react'
import type { Container, Sprite } from 'pixi.js'
import { activeHighlights, glowPulse, highlightOpacity } from '../model'
import type { SceneLayout } from '../model'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { PAINTED_MARGIN, dimTexture, glowTexture } from './textures'
import { invalidateScene, useInvalidateOnCommit } from './frame'
import './pixi'

/** Writes a display property only when its value changes (every write marks the object for an update); true if it did. */
function set<K extends 'visible' | 'tint' | 'alpha'>(sprite: Sprite, key: K, value: Sprite[K]): boolean {
  if (sprite[key] === value) return false
  sprite[key] = value
  return true
}

interface HighlightLayerProps {
  layout: SceneLayout
  /** Where the picked item may go, or null when nothing is picked. */
  targets: ReadonlySet<number> | null
  palette: ScenePalette
  runtime: SceneRuntime
  /** No pulse: the targets glow steadily (the drag canvas, which draws only when the hovered slot changes). */
  steady?: boolean
  /** The turn start's glows on the empty positions (the board's; not the drag canvas's). */
  turnGlows?: boolean
}

export function HighlightLayer({ layout, targets, palette, runtime, steady = false, turnGlows = true }: HighlightLayerProps) {
  const glows = useRef<(Sprite | null)[]>([])
  const dims = useRef<(Sprite | null)[]>([])
  const layer = useRef<Container>(null)

  // Redraws only when a glow changed: every frame while one pulses or fades, twice for a steady one.
  const tick = useCallback(() => {
    const now = performance.now()
    const pulse = glowPulse(now, runtime.reducedMotion || steady)
    const turn = targets || !turnGlows ? [] : activeHighlights(runtime.highlights, now)
    const turnAlpha = highlightOpacity(runtime.highlights, now, runtime.reducedMotion) * pulse
    let changed = false
    for (let i = 0; i < layout.slots.length; i++) {
      const glow = glows.current[i]
      const dim = dims.current[i]
      if (!glow || !dim) continue
      if (targets) {
        const valid = targets.has(i)
        changed = set(dim, 'visible', !valid) || changed
        changed = set(glow, 'visible', valid) || changed
        if (valid) {
          changed = set(glow, 'tint', palette.valid) || changed
          changed = set(glow, 'alpha', pulse) || changed
        }
      } else {
        const on = turn.includes(i)
        changed = set(dim, 'visible', false) || changed
        changed = set(glow, 'visible', on) || changed
        if (on) {
          changed = set(glow, 'tint', palette.highlight) || changed
          changed = set(glow, 'alpha', turnAlpha) || changed
        }
      }
    }
    if (changed) invalidateScene()
  }, [layout, targets, palette, runtime, steady, turnGlows])
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
