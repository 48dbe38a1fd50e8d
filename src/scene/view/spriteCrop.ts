// Cuts the sprites of a container to a rectangle by their textures' frames (model/hand-clip.ts: the
// scrolling hand's clip without a stencil mask). A sprite keeps what React gave it (texture,
// position, scale) as its base; a cut sprite draws a sub-frame of the base texture, moved by what
// was cut on its left and top. A prop React changes meanwhile becomes the new base.
import { Sprite, Texture } from 'pixi.js'
import type { Container } from 'pixi.js'
import { cropWithin, isWhole } from '../model'
import type { Crop, Rect } from '../model'

interface Placement {
  texture: Texture
  x: number
  y: number
  sx: number
  sy: number
}

interface Cut {
  /** What React set. */
  base: Placement
  /** What the cut set last (a difference is React's doing). */
  applied: Placement
  /** The sub-frame texture, reused while the base texture's source stays. */
  part: Texture | null
  /** The crop the part shows. */
  crop: Crop | null
}

const sameCrop = (a: Crop | null, b: Crop): boolean => !!a && a.left === b.left && a.top === b.top && a.right === b.right && a.bottom === b.bottom

const cuts = new WeakMap<Sprite, Cut>()
/** The sprites showing a part now (a few at the clip's edges). */
const partial = new Set<Sprite>()

/** Whether React changed a cut sprite since its cut (a face's art arriving): the caller cuts again. */
export function cutsStale(): boolean {
  for (const s of partial) {
    if (s.destroyed) partial.delete(s)
    else if (s.texture !== cuts.get(s)?.applied.texture) return true
  }
  return false
}

const placementOf = (s: Sprite): Placement => ({ texture: s.texture, x: s.x, y: s.y, sx: s.scale.x, sy: s.scale.y })

/** Takes what React changed since the last cut as the new base. */
function rebase(cut: Cut, s: Sprite): void {
  const { base, applied } = cut
  if (s.texture !== applied.texture) base.texture = s.texture
  if (s.x !== applied.x) base.x = s.x
  if (s.y !== applied.y) base.y = s.y
  if (s.scale.x !== applied.sx) base.sx = s.scale.x
  if (s.scale.y !== applied.sy) base.sy = s.scale.y
}

/** The sprite as React set it (nothing cut). */
function restore(s: Sprite, base: Placement): void {
  s.texture = base.texture
  s.scale.set(base.sx, base.sy)
  s.position.set(base.x, base.y)
}

/** The part of the base texture the crop keeps. */
function partOf(cut: Cut, crop: Crop): Texture {
  const { texture } = cut.base
  if (!cut.part || cut.part.source !== texture.source) {
    cut.part?.destroy(false)
    cut.part = new Texture({ source: texture.source, frame: texture.frame.clone(), dynamic: true })
  }
  const f = texture.frame
  const part = cut.part
  part.frame.x = f.x + crop.left * f.width
  part.frame.y = f.y + crop.top * f.height
  part.frame.width = f.width * (1 - crop.left - crop.right)
  part.frame.height = f.height * (1 - crop.top - crop.bottom)
  part.update()
  return part
}

/** Cuts one sprite to clip (in its parent's coordinates); returns whether anything drawn changed. */
export function cropSprite(s: Sprite, clip: Rect | null): boolean {
  let cut = cuts.get(s)
  if (cut) rebase(cut, s)
  const base = cut?.base ?? placementOf(s)
  const f = base.texture.frame
  const rect = { x: base.x, y: base.y, width: f.width * base.sx, height: f.height * base.sy }
  const crop = clip ? cropWithin(rect, clip) : { left: 0, top: 0, right: 0, bottom: 0 }
  const renderable = crop !== null
  let changed = s.renderable !== renderable
  s.renderable = renderable
  if (!crop) return changed
  if (isWhole(crop)) {
    if (!cut) return changed
    changed ||= s.texture !== base.texture || s.x !== base.x || s.y !== base.y
    restore(s, base)
    cut.crop = null
    partial.delete(s)
  } else {
    if (!cut) {
      const fresh: Cut = { base, applied: base, part: null, crop: null }
      // the part listens to its source (an atlas page that outlives the sprite): let it go with the sprite
      s.once('destroyed', () => fresh.part?.destroy(false))
      cut = fresh
    }
    const x = base.x + crop.left * rect.width
    const y = base.y + crop.top * rect.height
    if (cut.part && s.texture === cut.part && cut.part.source === base.texture.source && sameCrop(cut.crop, crop) && s.x === x && s.y === y) return changed
    s.texture = partOf(cut, crop)
    s.scale.set(base.sx, base.sy) // a sprite sized by width/height rescales on a new texture
    s.position.set(x, y)
    cut.crop = crop
    partial.add(s)
    changed = true
  }
  cuts.set(s, cut ?? { base, applied: base, part: null, crop: null })
  cuts.get(s)!.applied = placementOf(s)
  return changed
}

/** Cuts every sprite under a container to clip, given in the container's coordinates (no scaling below it). */
export function cropTree(root: Container, clip: Rect | null): boolean {
  let changed = false
  for (const child of root.children) {
    const local = clip && { ...clip, x: clip.x - child.x, y: clip.y - child.y }
    if (child instanceof Sprite) changed = cropSprite(child, clip) || changed
    else if (child.children.length > 0) changed = cropTree(child as Container, local) || changed
  }
  return changed
}
