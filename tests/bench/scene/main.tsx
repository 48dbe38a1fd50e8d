// The frame-time and leak bench page (tests/bench/scene-frame.bench.mjs builds and drives it).
// ?mode=scene: the real battle scene (BattleCanvas) on a full board with a full hand, a card dragged
// by synthetic pointer events each frame. ?mode=bare&n=N: a bare Pixi application drawing N sprites
// of the same art at the same size, one of them moving each frame. Both measure each frame's update
// + render time (the GPU synced with a 1-pixel read) through the application's ticker.
import '@fontsource-variable/cinzel/wght.css'
import '@fontsource-variable/nunito-sans/wght.css'
import '../../../src/ui/styles/game.css'
import { createRoot } from 'react-dom/client'
import { Application, Graphics, Sprite, Texture, UPDATE_PRIORITY, type Container } from 'pixi.js'
import { Provider, createAppStore, storedThemeAtom } from '../../../src/state'
import { gameTargetAtom, receiveGameAtom } from '../../../src/state/game'
import BattleCanvas from '../../../src/scene/view/BattleCanvas'
import { textureStats, texturesSettled, ART_HEIGHT, ART_WIDTH } from '../../../src/scene/view/textures'
import { computeLayout, handItemRects } from '../../../src/scene/model'
import { boardGame, turnGame } from './fixtures'

interface Bench {
  ready: Promise<void>
  measure(frames: number): Promise<number[]>
  renderables(): number
  /** Stops or restarts the page's ticker (the other page must not draw while one is measured). */
  pause(paused: boolean): void
  turns(count: number, at: number[]): Promise<Record<number, { textures: number; displayObjects: number; art: number; faces: number }>>
}
declare global {
  interface Window {
    __bench: Bench
  }
}

const params = new URLSearchParams(location.search)
const host = document.getElementById('host')!
const W = host.clientWidth
const H = host.clientHeight
const frameTimes: number[] = []
let frameStart = 0
let onFrame: (() => void) | null = null

function instrument(app: Application): void {
  app.ticker.add(() => {
    frameStart = performance.now()
    onFrame?.()
  }, null, UPDATE_PRIORITY.INTERACTION + 100)
  app.ticker.add(() => {
    const gl = (app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl
    if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4))
    frameTimes.push(performance.now() - frameStart)
  }, null, UPDATE_PRIORITY.UTILITY - 100)
}

function measure(frames: number): Promise<number[]> {
  frameTimes.length = 0
  return new Promise((resolve) => {
    const check = () => (frameTimes.length >= frames ? resolve(frameTimes.slice(0, frames)) : requestAnimationFrame(check))
    check()
  })
}

/** Leaf objects drawn: visible sprites and graphics (a container cached as a texture counts as one). */
function countRenderables(root: Container): number {
  if (!root.visible || root.alpha === 0) return 0
  if (root.isCachedAsTexture) return 1
  if (root instanceof Sprite || root instanceof Graphics) return 1
  return root.children.reduce((n, c) => n + countRenderables(c as Container), 0)
}
const countAll = (root: Container): number => 1 + root.children.reduce((n, c) => n + countAll(c as Container), 0)

async function startScene(): Promise<void> {
  const store = createAppStore()
  store.set(storedThemeAtom, 'dark')
  store.set(gameTargetAtom, { mode: 'unranked', id: 7 })
  store.set(receiveGameAtom, boardGame(Date.now()) as never)
  let app!: Application
  const init = new Promise<void>((resolve) => {
    createRoot(host).render(
      <Provider store={store}>
        <BattleCanvas
          onApp={(a) => {
            app = a
            instrument(a)
            resolve()
          }}
        />
      </Provider>,
    )
  })
  await init
  await new Promise((r) => setTimeout(r, 300))
  await texturesSettled()
  await new Promise((r) => setTimeout(r, 500))
  const canvas = app.canvas as HTMLCanvasElement
  const layout = computeLayout({ width: W, height: H })
  const hand = handItemRects(layout, 45)
  const from = { x: hand[0].x + 4, y: hand[0].y + hand[0].height / 2 }
  const fire = (type: string, x: number, y: number) =>
    canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, pointerId: 1, pointerType: 'mouse', bubbles: true }))
  // The pointer glides from slot to slot, about 12 frames over each (a hand moving a card around).
  let drawnWhileDragging = 0
  let t = 0
  const centre = (i: number) => ({ x: layout.slots[i % 21].x + layout.slots[i % 21].width / 2, y: layout.slots[i % 21].y + layout.slots[i % 21].height / 2 })
  const drag = () => {
    t += 1
    const a = centre(Math.floor(t / 12))
    const b = centre(Math.floor(t / 12) + 1)
    const k = (t % 12) / 12
    fire('pointermove', a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k)
  }
  window.__bench = {
    ready: Promise.resolve(),
    async measure(frames) {
      fire('pointerdown', from.x, from.y)
      fire('pointermove', from.x + 40, from.y - 40)
      onFrame = drag
      const times = await measure(frames)
      onFrame = null
      drawnWhileDragging = countRenderables(app.stage)
      fire('pointerup', -10, -10)
      return times
    },
    renderables: () => drawnWhileDragging,
    pause: (paused) => (paused ? app.ticker.stop() : app.ticker.start()),
    async turns(count, at) {
      const out: Record<number, { textures: number; displayObjects: number; art: number; faces: number }> = {}
      for (let turn = 1; turn <= count; turn++) {
        const g = turnGame(turn, Date.now())
        if (g.id !== store.get(gameTargetAtom)?.id) store.set(gameTargetAtom, { mode: 'unranked', id: g.id })
        store.set(receiveGameAtom, g as never)
        await new Promise((r) => setTimeout(r, 120))
        if (at.includes(turn)) {
          await texturesSettled()
          await new Promise((r) => setTimeout(r, 2500))
          const managed = (app.renderer as unknown as { texture: { managedTextures: unknown[] } }).texture.managedTextures
          // the renderer's list keeps empty places for destroyed textures: count the live ones
          const live = managed.filter((t) => t != null).length
          out[turn] = { textures: live, displayObjects: countAll(app.stage), art: textureStats().art, faces: textureStats().faces }
        }
      }
      return out
    },
  }
}

async function startBare(n: number): Promise<void> {
  const resolution = Math.min(2, Math.max(1, devicePixelRatio || 1))
  const app = new Application()
  await app.init({ width: W, height: H, resolution, autoDensity: true, antialias: true, backgroundAlpha: 0 })
  host.appendChild(app.canvas)
  instrument(app)
  const image = new Image()
  image.src = '/assets/cards/dragon-ancien.svg'
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = ART_WIDTH
  canvas.height = ART_HEIGHT
  canvas.getContext('2d')!.drawImage(image, 0, 0, ART_WIDTH, ART_HEIGHT)
  const texture = Texture.from(canvas, true)
  const layout = computeLayout({ width: W, height: H })
  const sprites: Sprite[] = []
  for (let i = 0; i < n; i++) {
    const s = new Sprite(texture)
    const r = i < 21 ? layout.slots[i] : handItemRects(layout, Math.max(1, n - 21))[i - 21] ?? layout.slots[0]
    s.position.set(r.x, r.y)
    s.setSize(r.width, r.height)
    app.stage.addChild(s)
    sprites.push(s)
  }
  let t = 0
  window.__bench = {
    ready: Promise.resolve(),
    async measure(frames) {
      onFrame = () => {
        t += 1
        const a = layout.slots[Math.floor(t / 12) % 21]
        const b = layout.slots[(Math.floor(t / 12) + 1) % 21]
        const k = (t % 12) / 12
        sprites[n - 1].position.set(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k)
      }
      const times = await measure(frames)
      onFrame = null
      return times
    },
    renderables: () => n,
    pause: (paused) => (paused ? app.ticker.stop() : app.ticker.start()),
    turns: async () => ({}),
  }
}

const mode = params.get('mode') ?? 'scene'
;(window as unknown as { __started: Promise<void> }).__started = mode === 'bare' ? startBare(Number(params.get('n') ?? 80)) : startScene()
