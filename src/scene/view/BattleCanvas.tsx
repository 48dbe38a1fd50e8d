// The canvas host: fills its container, draws at the device pixel ratio (capped at 2), computes
// the layout from the container's size (ResizeObserver: resize and rotation), waits for the fonts
// the cards use, retains the shared textures while mounted and releases them when the battle
// screen is left. Survives React StrictMode's double mount (the textures' release is deferred and
// @pixi/react queues the application's destruction).
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { SceneApplication } from './SceneApplication'
import 'pixi.js/unsafe-eval' // shaders without eval: the server's CSP forbids 'unsafe-eval'
import { computeLayout } from '../model'
import type { SceneLayout, Size } from '../model'
import { themeAtom, useAtomValue } from '../../state'
import { BattleStage } from './BattleStage'
import { DragCanvas } from './DragCanvas'
import { paintBackdrop } from './paintBoard'
import { PALETTES } from './palette'
import { SceneRuntime } from './runtime'
import { watchBlankFaces } from './artCache'
import { releaseTextures, retainTextures } from './textures'
import { TimerBar } from './TimerBar'
import './pixi'

/** Spec: the canvas fits its container at the device pixel ratio, capped at 2. */
const MAX_RESOLUTION = 2
const deviceResolution = (): number => Math.min(MAX_RESOLUTION, Math.max(1, globalThis.devicePixelRatio || 1))

const FONTS = ['800 16px "Cinzel Variable"', '700 16px "Cinzel Variable"', '900 16px "Nunito Sans Variable"', '700 16px "Nunito Sans Variable"']

function useFontsReady(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let done = false
    const finish = () => {
      if (!done) {
        done = true
        setReady(true)
      }
    }
    const timer = setTimeout(finish, 1500)
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined
    if (!fonts) finish()
    else void Promise.all(FONTS.map((f) => fonts.load(f))).then(finish, finish)
    return () => clearTimeout(timer)
  }, [])
  return ready
}

/** prefers-reduced-motion: reduce, followed when the player changes it. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => !!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  useEffect(() => {
    const media = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)')
    if (!media) return
    const change = () => setReduced(media.matches)
    media.addEventListener('change', change)
    return () => media.removeEventListener('change', change)
  }, [])
  return reduced
}

interface BattleCanvasProps {
  /** Told the layout after each resize (the chrome places its banner over layout.banner). */
  onLayout?: (layout: SceneLayout) => void
  /** Told the Pixi application once it is initialised (the frame-time bench measures through it). */
  onApp?: (app: import('pixi.js').Application) => void
  /** A spectator's board: drawn, never touched (BattleStage binds no input). */
  readOnly?: boolean
  /** The first frame's art is still loading (useFirstFrameArt): the board stays hidden, never drawn blank. */
  artPending?: boolean
}

// Memoised: the chrome around it re-renders every second (the clock), which must not redraw the canvas.
export default function BattleCanvas(props: BattleCanvasProps) {
  return <CanvasHost {...props} />
}

const CanvasHost = memo(function CanvasHost({ onLayout, onApp, readOnly = false, artPending = false }: BattleCanvasProps) {
  const host = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<Size | null>(null)
  const [resolution, setResolution] = useState(deviceResolution)
  const theme = useAtomValue(themeAtom)
  const palette = PALETTES[theme]
  const fontsReady = useFontsReady()
  const [runtime] = useState(() => new SceneRuntime())
  const layout = useMemo(() => (size ? computeLayout(size) : null), [size])

  useEffect(() => {
    retainTextures()
    return () => releaseTextures()
  }, [])

  // The test mirror: how many faces are drawn without their art (0 once the battle's art is ready).
  useEffect(
    () =>
      watchBlankFaces((count) => {
        if (host.current) host.current.dataset.blankFaces = String(count)
      }),
    [],
  )

  const reducedMotion = useReducedMotion()
  useEffect(() => runtime.setReducedMotion(reducedMotion), [runtime, reducedMotion])

  useEffect(() => {
    const element = host.current
    if (!element) return
    const measure = () => {
      const r = element.getBoundingClientRect()
      const next = { width: Math.max(1, Math.floor(r.width)), height: Math.max(1, Math.floor(r.height)) }
      setSize((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next))
      setResolution(deviceResolution())
    }
    measure()
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null
    observer?.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])

  useEffect(() => {
    if (layout) onLayout?.(layout)
  }, [layout, onLayout])

  // The static arena and tray, painted on a canvas under the Pixi one.
  const backdrop = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (backdrop.current && layout) paintBackdrop(backdrop.current, layout, palette, resolution)
  }, [layout, palette, resolution])

  return (
    <div
      ref={host}
      className="battle-canvas"
      data-testid="battle-canvas"
      data-breakpoint={layout?.breakpoint}
      data-size={layout ? `${layout.width}x${layout.height}` : undefined}
      data-readonly={readOnly ? '' : undefined}
      data-art-pending={artPending ? '' : undefined}
      style={artPending ? { visibility: 'hidden' } : undefined}
    >
      <canvas ref={backdrop} className="battle-backdrop" aria-hidden style={layout ? { width: layout.width, height: layout.height } : undefined} />
      {layout && fontsReady && (
        <SceneApplication
          width={layout.width}
          height={layout.height}
          resolution={resolution}
          autoDensity
          // No multisampling: the cards are axis-aligned sprites, and a software renderer (phones
          // without a GPU, headless browsers) pays for every sample of every pixel of each frame.
          antialias={false}
          backgroundAlpha={0}
          // Input is read from DOM pointer events and hit-tested by the model: Pixi's own event
          // system (a scene-graph hit test on every move) is switched off.
          eventMode="none"
          eventFeatures={{ move: false, globalMove: false, click: false, wheel: false }}
          className="battle-canvas-element"
          onInit={onApp}
        >
          <BattleStage layout={layout} resolution={resolution} palette={palette} runtime={runtime} readOnly={readOnly} />
        </SceneApplication>
      )}
      {layout && fontsReady && !readOnly && <DragCanvas layout={layout} resolution={resolution} palette={palette} runtime={runtime} />}
      {layout && <TimerBar rect={layout.timerBar} palette={palette} reducedMotion={reducedMotion} />}
    </div>
  )
})
