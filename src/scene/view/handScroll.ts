// The hand's scroll offset of one mounted scene (src/scene/model/hand-scroll.ts holds the rules):
// kept out of React like the rest of the per-frame state, read by the hand layer's ticker and the
// input, and mirrored on the canvas (data-hand-scroll) for the browser tests.
import { HAND_SCROLL_START, clampScroll } from '../model'
import type { HandScrollState, SceneLayout } from '../model'
import type { SceneRuntime } from './runtime'

class HandScroll {
  state: HandScrollState = HAND_SCROLL_START
  private canvas: HTMLCanvasElement | null = null

  attach(canvas: HTMLCanvasElement): void {
    this.canvas = canvas
    canvas.dataset.handScroll = String(this.state.offset)
  }

  get offset(): number {
    return this.state.offset
  }

  set(next: HandScrollState): void {
    if (next === this.state) return
    const moved = next.offset !== this.state.offset
    this.state = next
    if (!moved) return
    // the hand layer's ticker moves the strip to it and redraws the board's canvas
    if (this.canvas) this.canvas.dataset.handScroll = String(Math.round(next.offset * 100) / 100)
  }

  /** Keeps the offset in range after the hand or the layout changed. */
  clamp(layout: SceneLayout, count: number): void {
    this.set(clampScroll(this.state, layout, count))
  }
}

const scrolls = new WeakMap<SceneRuntime, HandScroll>()

/** The hand scroll of a scene (one per runtime). */
export function handScrollOf(runtime: SceneRuntime): HandScroll {
  let s = scrolls.get(runtime)
  if (!s) {
    s = new HandScroll()
    scrolls.set(runtime, s)
  }
  return s
}
