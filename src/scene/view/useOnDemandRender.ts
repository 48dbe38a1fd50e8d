// Rendering: the canvas follows the host's size and the device pixel ratio, and the application's
// own per-frame render is replaced by one that draws only when a layer invalidated the scene or a
// tween runs (frame.ts); a failing frame never stops the ticker.
import { useEffect } from 'react'
import { UPDATE_PRIORITY, type Application } from 'pixi.js'
import type { SceneLayout } from '../model'
import { flushAtlas } from './atlas'
import { invalidateScene, takeDirty, useInvalidateOnCommit } from './frame'
import type { SceneRuntime } from './runtime'

export function useOnDemandRender(app: Application, runtime: SceneRuntime, layout: SceneLayout, resolution: number): void {
  useEffect(() => {
    app.renderer.resize(layout.width, layout.height, resolution)
    runtime.animator.clear()
    invalidateScene()
  }, [app, layout.width, layout.height, resolution, runtime])

  useEffect(() => {
    const ticker = app.ticker
    ticker.remove(app.render, app)
    const renderIfDirty = () => {
      const animating = runtime.animator.running > 0
      runtime.animator.update(performance.now())
      if (!takeDirty() && !animating) return
      try {
        flushAtlas()
        app.render()
      } catch (error) {
        console.error(error)
      }
    }
    ticker.add(renderIfDirty, null, UPDATE_PRIORITY.LOW)
    invalidateScene()
    return () => {
      // The application may already be destroyed (leaving the screen): then there is nothing to restore.
      if (!app.renderer) return
      try {
        ticker.remove(renderIfDirty)
        ticker.add(app.render, app, UPDATE_PRIORITY.LOW)
      } catch {
        // ticker already torn down
      }
    }
  }, [app, runtime])
  useInvalidateOnCommit()
}
