// Rendering: the canvas follows the host's size and the device pixel ratio, and the application's
// own per-frame render is replaced by one that draws only when something it shows changed (frame.ts
// flags, model shouldDraw): a React commit, a tween, a ticker's change (not while a card is
// dragged: the board then holds still). A failing frame never stops the ticker.
import { useEffect } from 'react'
import { UPDATE_PRIORITY, type Application } from 'pixi.js'
import { shouldDraw } from '../model'
import type { SceneLayout } from '../model'
import { flushAtlas } from './atlas'
import { beginTick, endTick, invalidateScene, registerCanvas, useInvalidateOnCommit } from './frame'
import type { SceneRuntime } from './runtime'

/** Runs before every other ticker callback: what they invalidate is this canvas's tick. */
const BEGIN_PRIORITY = UPDATE_PRIORITY.INTERACTION + 100

/**
 * The board's canvas (the default) runs the runtime's tweens and holds still during a drag; an
 * overlay (the dragged card's canvas) runs no tweens and draws whatever its tickers change.
 */
export function useOnDemandRender(app: Application, runtime: SceneRuntime, layout: SceneLayout, resolution: number, overlay = false): void {
  const tweens = !overlay
  useEffect(() => {
    app.renderer.resize(layout.width, layout.height, resolution)
    if (tweens) runtime.animator.clear()
    invalidateScene()
  }, [app, layout.width, layout.height, resolution, runtime, tweens])

  useEffect(() => {
    const ticker = app.ticker
    const { flags, leave } = registerCanvas(app)
    ticker.remove(app.render, app)
    const begin = () => beginTick(flags)
    let wasDragging = false
    const renderIfDirty = () => {
      endTick()
      const animating = tweens && runtime.animator.running > 0
      if (tweens) runtime.animator.update(performance.now())
      const dragging = !overlay && runtime.selection.kind === 'dragging'
      const pickUp = dragging && !wasDragging
      wasDragging = dragging
      if (!shouldDraw({ commit: flags.commit, tick: flags.tick, tweens: animating, dragging, pickUp })) return
      flags.commit = false
      flags.tick = false
      try {
        flushAtlas()
        app.render()
      } catch (error) {
        console.error(error)
      }
    }
    ticker.add(begin, null, BEGIN_PRIORITY)
    ticker.add(renderIfDirty, null, UPDATE_PRIORITY.LOW)
    return () => {
      leave()
      // The application may already be destroyed (leaving the screen): then there is nothing to restore.
      if (!app.renderer) return
      try {
        ticker.remove(begin)
        ticker.remove(renderIfDirty)
        ticker.add(app.render, app, UPDATE_PRIORITY.LOW)
      } catch {
        // ticker already torn down
      }
    }
  }, [app, runtime, overlay, tweens])
  useInvalidateOnCommit()
}
