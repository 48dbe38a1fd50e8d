// A won game's confetti over the board: one tinted sprite per particle of the model's celebration
// (src/scene/model/celebration), moved by one tween of the runtime's animator, which asks for
// frames while it runs; gone when the last particle is. Once per game; none with reduced motion.
import { useEffect, useRef } from 'react'
import { Sprite, Texture, type Container } from 'pixi.js'
import { celebrationDuration, celebrationParticles, gameResult, particleAt } from '../model'
import type { SceneLayout } from '../model'
import { useAtomValue } from '../../state'
import { gameAtom } from '../../state/game'
import type { SceneRuntime } from './runtime'
import './pixi'

/** Gold, the ally's amber, emerald, violet, parchment (the model picks an index). */
const CONFETTI = [0xf3cf6b, 0xe5b343, 0x6ef0b0, 0x9b7bff, 0xfff4d6]

const reducedMotion = (runtime: SceneRuntime): boolean =>
  runtime.reducedMotion || !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches

export function CelebrationLayer({ layout, runtime }: { layout: SceneLayout; runtime: SceneRuntime }) {
  const game = useAtomValue(gameAtom)
  const won = !!game && gameResult(game)?.outcome === 'won'
  const gameId = game?.id ?? null
  const layer = useRef<Container>(null)
  /** The game celebrated and when it started: a re-run (resize, StrictMode) goes on from there. */
  const started = useRef<{ gameId: number; at: number } | null>(null)

  useEffect(() => {
    const container = layer.current
    if (!won || gameId == null || !container) return
    if (started.current?.gameId !== gameId) started.current = { gameId, at: performance.now() }
    const start = started.current.at
    const particles = celebrationParticles(gameId, layout, { won, reducedMotion: reducedMotion(runtime) })
    if (particles.length === 0 || performance.now() - start >= celebrationDuration(particles)) return
    const sprites = particles.map((p) => {
      const s = new Sprite(Texture.WHITE)
      s.anchor.set(0.5)
      s.width = p.size
      s.height = p.shape === 'strip' ? p.size * 0.45 : p.size
      s.tint = CONFETTI[p.colour % CONFETTI.length]
      s.visible = false
      container.addChild(s)
      return s
    })
    const total = celebrationDuration(particles)
    const clear = () => {
      for (const s of sprites) if (!s.destroyed) s.destroy()
    }
    // Added on the next frame: the stage's own effects (run after this child's) clear the animator
    // when the canvas is sized.
    const move = (t: number) => {
      const elapsed = t * total
      particles.forEach((p, i) => {
        const f = particleAt(p, elapsed)
        const s = sprites[i]
        s.visible = f.visible
        if (!f.visible) return
        s.position.set(f.x, f.y)
        s.rotation = f.rotation
        s.alpha = f.alpha
      })
    }
    const frame = requestAnimationFrame(() => runtime.animator.add({ target: container, start, duration: total, step: move, end: clear }))
    return () => {
      cancelAnimationFrame(frame)
      // A finished tween in place of the running one: it ends at once and the sprites go.
      runtime.animator.add({ target: container, start: 0, duration: 0, step: () => undefined })
      clear()
    }
  }, [won, gameId, layout, runtime])

  return <pixiContainer ref={layer} label="celebration" eventMode="none" />
}
