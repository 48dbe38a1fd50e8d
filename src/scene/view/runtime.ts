// What the scene changes every frame, kept out of React: a read of the selection (owned by
// src/state selectionAtom, with the pointer during a drag), the containers to animate, the turn highlights, and a tiny tween engine
// driven by the Pixi ticker. One runtime per mounted canvas.
import type { Container } from 'pixi.js'
import { IDLE, NO_HIGHLIGHTS } from '../model'
import type { HighlightState, Point, Rect, SelectionState } from '../model'

interface Tween {
  target: Container
  start: number
  duration: number
  /** t goes from 0 to 1 (eased by the tween itself). */
  step(t: number): void
  end?(): void
}

const easeOutCubic = (t: number): number => 1 - (1 - t) ** 3
const easeOutBack = (t: number): number => {
  const c = 1.70158
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2
}

/** Short tweens on containers, run by the ticker; a destroyed target ends its tween. */
class Animator {
  private tweens: Tween[] = []

  add(tween: Tween): void {
    this.tweens = this.tweens.filter((t) => t.target !== tween.target)
    this.tweens.push(tween)
  }

  get running(): number {
    return this.tweens.length
  }

  update(now: number): void {
    if (this.tweens.length === 0) return
    const left: Tween[] = []
    for (const tween of this.tweens) {
      if (tween.target.destroyed) continue
      const t = tween.duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - tween.start) / tween.duration))
      tween.step(t)
      if (t < 1) left.push(tween)
      else tween.end?.()
    }
    this.tweens = left
  }

  clear(): void {
    this.tweens = []
  }
}

interface HandSprite {
  container: Container
  /** Where the ticker eases the item to (its hand rectangle, raised when selected). */
  target: Point
}

export class SceneRuntime {
  /** Reads the selection from its owner (the store's selectionAtom); idle until the canvas binds it. */
  private readSelection: () => SelectionState = () => IDLE
  /** The rectangle of the item picked, in the hand (the dragged card is drawn from it). */
  pickedRect: Rect | null = null
  /** Turn-start highlight of the empty positions (2 s). */
  highlights: HighlightState = NO_HIGHLIGHTS
  readonly animator = new Animator()
  /** Cards on the board, by position. */
  readonly slotCards = new Map<number, Container>()
  /** Cards in the hand, by 'card:12' / 'spell:3'. */
  readonly handCards = new Map<string, HandSprite>()
  /** prefers-reduced-motion: tweens end at once. */
  reducedMotion = false
  /** The slot the mouse rests on (its neighbour links are drawn), null off the board. */
  hoverSlot: number | null = null

  /** The selection now, with the pointer during a drag (read by the tickers and the input). */
  get selection(): SelectionState {
    return this.readSelection()
  }

  /** Setters (the scene's components call methods, never assign: React's rules see props as frozen). */
  bindSelection(read: () => SelectionState): void {
    this.readSelection = read
  }
  setPickedRect(rect: Rect | null): void {
    this.pickedRect = rect
  }
  setHighlights(state: HighlightState): void {
    this.highlights = state
  }
  setHoverSlot(slot: number | null): void {
    this.hoverSlot = slot
  }
  setReducedMotion(value: boolean): void {
    this.reducedMotion = value
  }

  duration(ms: number): number {
    return this.reducedMotion ? 0 : ms
  }

  /** A card put on the board by the opponent (or the bot): it drops in from above. */
  animateDrop(index: number, now: number): void {
    const c = this.slotCards.get(index)
    if (!c) return
    const x = c.x
    const y = c.y
    this.animator.add({
      target: c,
      start: now,
      duration: this.duration(420),
      step: (t) => {
        const e = easeOutBack(t)
        c.alpha = Math.min(1, t * 2.5)
        c.scale.set(1.35 - 0.35 * e)
        c.position.set(x - (c.width / c.scale.x) * (0.35 - 0.35 * e) * 0.5, y - 40 * (1 - easeOutCubic(t)))
      },
      end: () => {
        c.alpha = 1
        c.scale.set(1)
        c.position.set(x, y)
      },
    })
  }

  /** The viewer's own card landing where it was dropped. */
  animateLand(index: number, now: number): void {
    const c = this.slotCards.get(index)
    if (!c) return
    const x = c.x
    const y = c.y
    const w = c.width
    const h = c.height
    this.animator.add({
      target: c,
      start: now,
      duration: this.duration(220),
      step: (t) => {
        const k = 1 + 0.12 * (1 - easeOutCubic(t))
        c.scale.set(k)
        c.position.set(x - (w * (k - 1)) / 2, y - (h * (k - 1)) / 2)
      },
      end: () => {
        c.scale.set(1)
        c.position.set(x, y)
      },
    })
  }

  /** A card knocked out: a shake and a pulse while the skull appears. */
  animateKo(index: number, now: number): void {
    const c = this.slotCards.get(index)
    if (!c) return
    const x = c.x
    const y = c.y
    const w = c.width
    const h = c.height
    this.animator.add({
      target: c,
      start: now + (this.reducedMotion ? 0 : 180),
      duration: this.duration(480),
      step: (t) => {
        const k = 1 + 0.14 * Math.sin(Math.PI * t)
        const shake = Math.sin(t * Math.PI * 7) * 5 * (1 - t)
        c.scale.set(k)
        c.position.set(x - (w * (k - 1)) / 2 + shake, y - (h * (k - 1)) / 2)
      },
      end: () => {
        c.scale.set(1)
        c.position.set(x, y)
      },
    })
  }
}
