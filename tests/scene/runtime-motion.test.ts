// The scene runtime's tweens under prefers-reduced-motion: they jump to their end on the next frame.
import { describe, expect, it } from 'vitest'
import type { Container } from 'pixi.js'
import { SceneRuntime } from '../../src/scene/view/runtime'

/** Just what the tweens touch of a Pixi container. */
function fakeContainer(x: number, y: number) {
  const c = {
    destroyed: false,
    alpha: 1,
    x,
    y,
    width: 110,
    height: 165,
    scale: { x: 1, y: 1, set: (k: number) => void ((c.scale.x = k), (c.scale.y = k)) },
    position: { set: (px: number, py: number) => void ((c.x = px), (c.y = py)) },
  }
  return c
}

function runtimeWithCard(reduced: boolean) {
  const runtime = new SceneRuntime()
  runtime.setReducedMotion(reduced)
  const card = fakeContainer(100, 200)
  runtime.slotCards.set(4, card as unknown as Container)
  return { runtime, card }
}

describe('SceneRuntime and prefers-reduced-motion', () => {
  it.each(['animateDrop', 'animateLand', 'animateKo'] as const)('%s ends on the first frame when motion is reduced', (name) => {
    const { runtime, card } = runtimeWithCard(true)
    runtime[name](4, 1000)
    runtime.animator.update(1000)
    expect(runtime.animator.running).toBe(0)
    expect({ x: card.x, y: card.y, scale: card.scale.x, alpha: card.alpha }).toEqual({ x: 100, y: 200, scale: 1, alpha: 1 })
  })

  it.each(['animateDrop', 'animateLand', 'animateKo'] as const)('%s runs over frames otherwise', (name) => {
    const { runtime } = runtimeWithCard(false)
    runtime[name](4, 1000)
    runtime.animator.update(1000 + 200)
    expect(runtime.animator.running).toBe(1)
  })

  it('scales durations to zero only when motion is reduced', () => {
    const { runtime } = runtimeWithCard(false)
    expect(runtime.duration(420)).toBe(420)
    runtime.setReducedMotion(true)
    expect(runtime.duration(420)).toBe(0)
  })
})
