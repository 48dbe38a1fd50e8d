// The dragged card, as a DOM canvas moved by a CSS transform: following the pointer then costs
// no WebGL frame at all (software renderers read a whole canvas back for every WebGL frame; a moved
// element is only composited). Painted once at pick-up with the hand's face (facePaint.ts), lifted
// by LIFT with a soft shadow; its place is read each animation frame from the runtime's selection.
import { useLayoutEffect, useRef } from 'react'
import { draggedRect, faceLayout } from '../model'
import type { ItemView, Size } from '../model'
import { paintFace } from './facePaint'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import { useArtImage } from './useArtTexture'

/** How much bigger the dragged card is than in the hand. */
export const LIFT = 1.08
/** How far above the pointer's path it floats (CSS px). */
const RAISE = 6

interface DraggedCardProps {
  item: ItemView
  size: Size
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

export function DraggedCard({ item, size, palette, resolution, runtime }: DraggedCardProps) {
  const host = useRef<HTMLDivElement>(null)
  const art = useArtImage(item.face?.art ?? null)

  // The face: the hand's own layout, painted with LIFT more pixels (sharp at the lifted size).
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    const face = paintFace({ item, width: size.width, height: size.height, owner: 'ally', ko: false, stronger: false, palette, resolution: resolution * LIFT }, art)
    face.style.width = `${size.width * LIFT}px`
    face.style.height = `${size.height * LIFT}px`
    el.replaceChildren(face)
  }, [item, art, size.width, size.height, palette, resolution])

  // Its place, every animation frame while it is mounted (a drag), set only when it moves.
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    let last = ''
    let frame = 0
    const place = () => {
      const rect = runtime.pickedRect && draggedRect(runtime.pickedRect, runtime.selection)
      if (rect) {
        const x = rect.x - (size.width * (LIFT - 1)) / 2
        const y = rect.y - (size.height * (LIFT - 1)) / 2 - RAISE
        const transform = `translate3d(${x}px, ${y}px, 0)`
        if (transform !== last) el.style.transform = last = transform
      }
      frame = requestAnimationFrame(place)
    }
    place()
    return () => cancelAnimationFrame(frame)
  }, [runtime, size.width, size.height])

  const radius = faceLayout(size.width, size.height).radius * LIFT
  return <div ref={host} className="battle-dragged-card" aria-hidden style={{ width: size.width * LIFT, height: size.height * LIFT, borderRadius: radius }} />
}
