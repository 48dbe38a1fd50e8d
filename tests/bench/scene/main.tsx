// The frame-rate and leak bench page (tests/bench/scene-frame.bench.mjs builds and drives it).
// ?mode=scene: the real battle scene (BattleCanvas) on a full board with a full hand and the turn's
// clock running. ?mode=bare: a bare Pixi application that draws only when something changes, with
// one sprite of card art at the hand card's size. Both report, over a window: frames per second
// (requestAnimationFrame callbacks), canvas renders per second and long tasks (PerformanceObserver
// 'longtask'), idle or while a card (the sprite) is dragged by synthetic pointer events each frame.
import '@fontsource-variable/cinzel/wght.css'
import '@fontsource-variable/nunito-sans/wght.css'
import '../../../src/ui/styles/game.css'
import { createRoot } from 'react-dom/client'
import { Application, Sprite, Texture, type Container } from 'pixi.js'
import { Provider, createAppStore, loadQueryClient, storedThemeAtom } from '../../../src/state'
import { gameAtom, gameTargetAtom, receiveGameAtom, selectionAtom } from '../../../src/state/game'
import BattleCanvas from '../../../src/scene/view/BattleCanvas'
import { textureStats, texturesSettled, ART_HEIGHT, ART_WIDTH } from '../../../src/scene/view/textures'
import { computeLayout, handItemRects } from '../../../src/scene/model'
import { boardGame, turnGame } from './fixtures'

/** What the scene holds after some turns: totals, and per layer / per kind of texture (to find a leak). */
export interface TurnCounts {
  textures: number
  displayObjects: number
  art: number
  faces: number
  /** Display objects under each of the stage's layers, by label. */
  layers: Record<string, number>
  /** Live GPU textures by kind of source ('canvas 2048×2048', 'image 240×360'...). */
  kinds: Record<string, number>
}

/** What a window of time looked like. */
export interface BenchWindow {
  fps: number
  rendersPerSecond: number
  longTasks: number
  longestTaskMs: number
  /** The longest task that started in the window's first PICK_UP_MS (a drag's pick-up: its one React commit). */
  pickUpTaskMs: number
  /** The longest task after it (the card gliding over the board). */
  glideTaskMs: number
}

/** A drag's pick-up (pointer down, the React commit that lifts the card) falls in this first part of the window. */
const PICK_UP_MS = 250

interface Bench {
  ready: Promise<void>
  /** The page at rest for ms (the clock running): nothing is touched. */
  idle(ms: number): Promise<BenchWindow>
  /** A card dragged over the board for ms, the pointer moving every frame. */
  drag(ms: number): Promise<BenchWindow>
  /** Picks the first hand card and holds it over a slot's centre (for screenshots of a drag); release() drops it nowhere. */
  pose(slot: number): void
  release(): void
  /** Stops or restarts the page's ticker (the other page must not draw while one is measured). */
  pause(paused: boolean): void
  turns(count: number, at: number[]): Promise<Record<number, TurnCounts>>
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
let renders = 0

/** Counts the application's canvas renders (wraps the renderer's, so app.render stays the function the ticker knows). */
function countRenders(app: Application): void {
  const renderer = app.renderer as unknown as { render: (...args: unknown[]) => void }
  const render = renderer.render.bind(renderer)
  renderer.render = (...args) => {
    renders += 1
    render(...args)
  }
}

/** Runs for ms with step() called every animation frame; counts frames, renders and long tasks. */
function observe(ms: number, step: (() => void) | null): Promise<BenchWindow> {
  const tasks: { at: number; duration: number }[] = []
  let start = performance.now()
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ at: entry.startTime - start, duration: entry.duration })
  })
  observer.observe({ type: 'longtask', buffered: false })
  return new Promise((resolve) => {
    start = performance.now()
    const rendersAtStart = renders
    let frames = 0
    const frame = (now: number) => {
      if (now - start >= ms) {
        observer.disconnect()
        const seconds = (performance.now() - start) / 1000
        const longest = (ts: typeof tasks) => Math.max(0, ...ts.map((t) => t.duration))
        resolve({
          fps: frames / seconds,
          rendersPerSecond: (renders - rendersAtStart) / seconds,
          longTasks: tasks.length,
          longestTaskMs: longest(tasks),
          pickUpTaskMs: longest(tasks.filter((t) => t.at < PICK_UP_MS)),
          glideTaskMs: longest(tasks.filter((t) => t.at >= PICK_UP_MS)),
        })
        return
      }
      frames += 1
      step?.()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

const countAll = (root: Container): number => 1 + root.children.reduce((n, c) => n + countAll(c as Container), 0)

async function startScene(): Promise<void> {
  const store = createAppStore()
  // the game atoms read the query cache: load it first, as the app's battle route does
  await loadQueryClient(store)
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
            countRenders(a)
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
  let t = 0
  const centre = (i: number) => ({ x: layout.slots[i % 21].x + layout.slots[i % 21].width / 2, y: layout.slots[i % 21].y + layout.slots[i % 21].height / 2 })
  // The pointer glides from slot to slot, about 12 frames over each (a hand moving a card around).
  const move = () => {
    t += 1
    const a = centre(Math.floor(t / 12))
    const b = centre(Math.floor(t / 12) + 1)
    const k = (t % 12) / 12
    fire('pointermove', a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k)
  }
  window.__bench = {
    ready: Promise.resolve(),
    idle: (ms) => observe(ms, null),
    async drag(ms) {
      fire('pointerdown', from.x, from.y)
      fire('pointermove', from.x + 40, from.y - 40)
      if (store.get(selectionAtom).kind !== 'dragging') throw new Error('the bench could not pick a card from the hand')
      const result = await observe(ms, move)
      fire('pointerup', -10, -10)
      return result
    },
    pose(slot) {
      const g = store.get(gameAtom)
      const items = handItemRects(layout, (g?.hand?.cartes.length ?? 0) + (g?.hand?.spells.length ?? 0))
      const start = { x: items[0].x + 4, y: items[0].y + items[0].height / 2 }
      fire('pointerdown', start.x, start.y)
      fire('pointermove', start.x + 40, start.y - 40)
      const c = centre(slot)
      fire('pointermove', c.x, c.y)
    },
    release: () => fire('pointerup', -10, -10),
    pause: (paused) => (paused ? app.ticker.stop() : app.ticker.start()),
    async turns(count, at) {
      const out: Record<number, TurnCounts> = {}
      for (let turn = 1; turn <= count; turn++) {
        const g = turnGame(turn, Date.now())
        if (g.id !== store.get(gameTargetAtom)?.id) store.set(gameTargetAtom, { mode: 'unranked', id: g.id })
        store.set(receiveGameAtom, g as never)
        await new Promise((r) => setTimeout(r, 120))
        if (at.includes(turn)) {
          await texturesSettled()
          // at rest: the clashes still to play have played (the test mirror lists none), then the glow fades
          const canvas = app.canvas as HTMLCanvasElement
          for (let waited = 0; canvas.dataset.clashes && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100))
          await new Promise((r) => setTimeout(r, 2500))
          const managed = (app.renderer as unknown as { texture: { managedTextures: unknown[] } }).texture.managedTextures
          // the renderer's list keeps empty places for destroyed textures: count the live ones
          const live = managed.filter((t) => t != null) as { width: number; height: number; resource?: unknown; label?: string }[]
          const kinds: Record<string, number> = {}
          for (const t of live) {
            const kind = `${t.resource instanceof HTMLCanvasElement ? 'canvas' : t.resource ? (t.resource as object).constructor.name : 'none'} ${Math.round(t.width)}×${Math.round(t.height)}`
            kinds[kind] = (kinds[kind] ?? 0) + 1
          }
          const stage = app.stage.children[0] as Container | undefined
          const layers: Record<string, number> = {}
          for (const layer of stage?.children ?? []) layers[layer.label || '?'] = countAll(layer as Container)
          out[turn] = { textures: live.length, displayObjects: countAll(app.stage), art: textureStats().art, faces: textureStats().faces, layers, kinds }
        }
      }
      return out
    },
  }
}

async function startBare(): Promise<void> {
  const resolution = Math.min(2, Math.max(1, devicePixelRatio || 1))
  const app = new Application()
  // The scene's canvas settings; no ticker: it renders when the sprite moves.
  await app.init({ width: W, height: H, resolution, autoDensity: true, antialias: false, backgroundAlpha: 0, autoStart: false })
  app.ticker.stop()
  host.appendChild(app.canvas)
  countRenders(app)
  const image = new Image()
  image.src = '/assets/cards/dragon-ancien.svg'
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = ART_WIDTH
  canvas.height = ART_HEIGHT
  canvas.getContext('2d')!.drawImage(image, 0, 0, ART_WIDTH, ART_HEIGHT)
  const texture = Texture.from(canvas, true)
  const layout = computeLayout({ width: W, height: H })
  // One sprite of card art at the hand card's size: the page draws only when it moves.
  const sprite = new Sprite(texture)
  sprite.setSize(layout.handItemSize.width, layout.handItemSize.height)
  app.stage.addChild(sprite)
  app.render()
  let t = 0
  const move = () => {
    t += 1
    const a = layout.slots[Math.floor(t / 12) % 21]
    const b = layout.slots[(Math.floor(t / 12) + 1) % 21]
    const k = (t % 12) / 12
    sprite.position.set(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k)
    app.render()
  }
  window.__bench = {
    ready: Promise.resolve(),
    idle: (ms) => observe(ms, null),
    drag: (ms) => observe(ms, move),
    pause: () => undefined,
    pose: () => undefined,
    release: () => undefined,
    turns: async () => ({}),
  }
}

const mode = params.get('mode') ?? 'scene'
;(window as unknown as { __started: Promise<void> }).__started = mode === 'bare' ? startBare() : startScene()
