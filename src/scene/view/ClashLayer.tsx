// The fights of each placement, played one by one over the board (src/scene/model clash.ts and
// clash-playback.ts decide what and when): an arrow from the attacker to the defender, both totals
// (the winner's green, the loser's red, a tie grey), and the felled card turning over to its KO
// face, and the caption « 12 > 11 » (« Néant » on a card a curse devours), held long enough to read.
// The board already holds the server's KO: until its turn, the loser is covered by its living face.
// Frames come from one runtime tween while clashes remain; reduced motion shows a still mark for the
// same time. A tap, a click or Escape ends the sequence playing (skipClashes). When the tween ends,
// finished clashes are unmounted (model mountedClashes) with their whole subtree (ownsChildren); the
// totals and captions are painted once into the face atlas (TotalPlate, CaptionPlate).
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Container, Graphics } from 'pixi.js'
import { useApplication } from '@pixi/react'
import { CLASH_LEAD_MS, CLASH_MS, NO_CLASHES, clashCaption, clashFrame, loserFace, markedClashes, mountedClashes, nextClashes, playbackEnd, scheduleClashes, settleClashes, skipClashes } from '../model'
import type { BoardView, ClashMemory, ClashPlayback, Rect, SceneLayout, ScheduledClash } from '../model'
import { markClashes } from './boardMirror'
import { CaptionPlate } from './CaptionPlate'
import { CardFace } from './CardFace'
import { ownsChildren } from './destroyTree'
import { TotalPlate } from './TotalPlate'
import { useBattleChanges } from './useBattleChanges'
import { useCanvasInvalidate } from './frame'
import type { ScenePalette } from './palette'
import type { SceneRuntime } from './runtime'
import './pixi'

type Update = (now: number) => void

interface ClashLayerProps {
  layout: SceneLayout
  view: BoardView | null
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
}

const centre = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })

export function ClashLayer({ layout, view, palette, resolution, runtime }: ClashLayerProps) {
  const root = useRef<Container>(null)
  const memory = useRef<ClashMemory>(new Set())
  const [playback, setPlayback] = useState<ClashPlayback>(NO_CLASHES)
  const updates = useRef(new Set<Update>())
  /** Whether the board shows the card at a position felled (read when the clashes end). */
  const boardKo = useRef<(index: number) => boolean>(() => false)
  useEffect(() => {
    boardKo.current = (index) => !!view?.slots[index]?.card?.ko
  }, [view])

  const invalidate = useCanvasInvalidate()
  const register = useCallback(
    (update: Update) => {
      updates.current.add(update)
      update(performance.now())
      invalidate()
      return () => void updates.current.delete(update)
    },
    [invalidate],
  )

  // Each change of the game: a new move's clashes are scheduled (cutting an older one short), finished ones forgotten.
  useBattleChanges(({ prev, next, diff }) => {
    if (prev && prev.id !== next.id) memory.current = new Set()
    const now = performance.now()
    const step = nextClashes(memory.current, prev, next, diff)
    memory.current = step.memory
    setPlayback((p) =>
      step.sequence
        ? scheduleClashes(p, step.sequence, next.you, now, CLASH_MS, CLASH_LEAD_MS, runtime.reducedMotion)
        : settleClashes(p, now),
    )
  })

  // The test mirror: the clashes to play or playing, on the canvas element (once per change of the playback).
  const { app } = useApplication()
  useEffect(() => markClashes(app.canvas as HTMLCanvasElement, markedClashes(playback)), [app, playback])

  // While a clash is to play, a tap, a click or Escape ends its sequence at once (the press still does what it does).
  const playing = markedClashes(playback).length > 0
  useEffect(() => {
    if (!playing) return
    const skip = () => setPlayback((p) => skipClashes(p, performance.now()))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') skip()
    }
    window.addEventListener('pointerdown', skip, { capture: true, passive: true })
    window.addEventListener('keydown', onKey, { capture: true })
    return () => {
      window.removeEventListener('pointerdown', skip, { capture: true })
      window.removeEventListener('keydown', onKey, { capture: true })
    }
  }, [playing])

  // One tween keeps frames coming until the last clash ends.
  useEffect(() => {
    const target = root.current
    if (!target || playback.clashes.length === 0) return
    const start = performance.now()
    const run = () => {
      const now = performance.now()
      for (const update of updates.current) update(now)
    }
    const end = () => {
      run()
      setPlayback((p) => mountedClashes(p, performance.now(), boardKo.current))
    }
    runtime.animator.add({ target, start, duration: playbackEnd(playback, start) - start + 20, step: run, end })
  }, [playback, runtime])

  return (
    <pixiContainer ref={root} label="clashes">
      {playback.clashes.map((c) =>
        c.outcome === 'ko' && view?.slots[c.defender].card ? (
          <LoserCover
            key={`cover:${c.key}:${c.defender}`}
            clash={c}
            rect={layout.slots[c.defender]}
            slot={view.slots[c.defender]}
            palette={palette}
            resolution={resolution}
            runtime={runtime}
            register={register}
          />
        ) : null,
      )}
      {markedClashes(playback).map((c) => (
        <ClashMark
          key={`mark:${c.key}:${c.attacker}:${c.defender}`}
          clash={c}
          from={layout.slots[c.attacker]}
          to={layout.slots[c.defender]}
          ally={c.by === (view?.viewer ?? 1)}
          palette={palette}
          resolution={resolution}
          register={register}
        />
      ))}
    </pixiContainer>
  )
}

interface CoverProps {
  clash: ScheduledClash
  rect: Rect
  slot: BoardView['slots'][number]
  palette: ScenePalette
  resolution: number
  runtime: SceneRuntime
  register: (update: Update) => () => void
}

/** The felled card over its slot: living until it turns over, then its KO face until the board shows it. */
const LoserCover = memo(function LoserCover({ clash, rect, slot, palette, resolution, runtime, register }: CoverProps) {
  const box = useRef<Container>(null)
  const alive = useRef<Container>(null)
  const dead = useRef<Container>(null)
  const card = slot.card
  const boardKo = !!card?.ko
  useLayoutEffect(() => {
    // The board's own card is hidden while covered (it would show around the turning cover).
    const showBoardCard = (visible: boolean) => {
      const under = runtime.slotCards.get(clash.defender)
      if (under && under.visible !== visible) under.visible = visible
    }
    const unregister = register((now) => {
      const b = box.current
      if (!b || !alive.current || !dead.current) return
      const face = loserFace(clash, now, boardKo)
      b.visible = face !== null
      showBoardCard(face === null)
      if (!face) return
      const shake = clashFrame(clash, now).shake * rect.width
      b.scale.x = face.scaleX
      b.x = rect.x + rect.width / 2 + shake
      alive.current.visible = face.face === 'alive'
      dead.current.visible = face.face === 'ko'
    })
    return () => {
      unregister()
      showBoardCard(true)
    }
  }, [register, clash, rect, boardKo, runtime])
  if (!card) return null
  return (
    <pixiContainer ref={(c) => void ((box.current = c), ownsChildren(c))} x={rect.x + rect.width / 2} y={rect.y} visible={false} label={`clash-cover-${clash.defender}`}>
      <pixiContainer ref={alive} x={-rect.width / 2}>
        <CardFace item={card} width={rect.width} height={rect.height} owner={card.owner} palette={palette} resolution={resolution} />
      </pixiContainer>
      <pixiContainer ref={dead} x={-rect.width / 2} visible={false}>
        <CardFace item={card} width={rect.width} height={rect.height} owner={card.owner} ko palette={palette} resolution={resolution} />
      </pixiContainer>
    </pixiContainer>
  )
})

interface MarkProps {
  clash: ScheduledClash
  from: Rect
  to: Rect
  /** The viewer's attack (gold) or the opponent's (crimson). */
  ally: boolean
  palette: ScenePalette
  resolution: number
  register: (update: Update) => () => void
}

const GREEN = 0x2fbf71
const RED = 0xd0304a
const GREY = 0x6f6a86

/** The arrow from attacker to defender and both totals, the winner's in green, the loser's in red. */
const ClashMark = memo(function ClashMark({ clash, from, to, ally, palette, resolution, register }: MarkProps) {
  const group = useRef<Container>(null)
  const arrow = useRef<Container>(null)
  const a = centre(from)
  const b = centre(to)
  const dx = b.x - a.x
  const dy = b.y - a.y
  // a « Néant » curse devours the card it lies under: no arrow, only the fallen card's total
  const devoured = clash.attacker === clash.defender
  const length = Math.max(1, Math.hypot(dx, dy))
  const w = from.width
  const thickness = Math.max(4, w * 0.07)
  const head = thickness * 2.6
  const startAt = Math.min(length * 0.3, w * 0.3)
  const reach = Math.max(head, length - startAt - Math.min(length * 0.3, w * 0.3))
  const colour = ally ? palette.ally : palette.enemy

  const drawArrow = useCallback(
    (g: Graphics) => {
      g.clear()
      const shaft = reach - head * 0.8
      g.moveTo(0, 0).lineTo(shaft, 0).stroke({ width: thickness + 3, color: 0x0b0818, alpha: 0.75, cap: 'round' })
      g.moveTo(0, 0).lineTo(shaft, 0).stroke({ width: thickness, color: colour, cap: 'round' })
      g.poly([reach, 0, reach - head, -head * 0.62, reach - head, head * 0.62]).fill({ color: colour }).stroke({ width: 2, color: 0x0b0818, alpha: 0.75 })
    },
    [reach, head, thickness, colour],
  )

  useLayoutEffect(
    () =>
      register((now) => {
        const g = group.current
        const ar = arrow.current
        if (!g || !ar) return
        const f = clashFrame(clash, now)
        g.visible = f.shown > 0
        if (!g.visible) return
        g.alpha = f.shown
        ar.scale.x = Math.max(0.01, f.reach)
      }),
    [register, clash],
  )

  const outcome = clash.outcome
  // the caption sits between the two cards, above both totals when the cards stand side by side
  // (on a devoured card, below its total)
  const fontPx = Math.max(16, w * 0.2)
  const plateRadius = Math.max(14, w * 0.24) // TotalPlate's
  const captionHalf = fontPx * 0.8
  const sideBySide = Math.abs(dy) < plateRadius * 2 + captionHalf * 2
  const captionAt = devoured
    ? { x: b.x, y: b.y + plateRadius + captionHalf + 2 }
    : { x: (a.x + b.x) / 2, y: sideBySide ? Math.min(a.y, b.y) - plateRadius - captionHalf - 2 : (a.y + b.y) / 2 }
  const attackerColour = outcome === 'ko' ? GREEN : outcome === 'held' ? RED : GREY
  const defenderColour = outcome === 'ko' ? RED : outcome === 'held' ? GREEN : GREY
  const angle = Math.atan2(dy, dx)
  return (
    <pixiContainer ref={(c) => void ((group.current = c), ownsChildren(c))} visible={false} label={`clash-${clash.attacker}-${clash.defender}`}>
      <pixiContainer ref={arrow} x={a.x + (dx / length) * startAt} y={a.y + (dy / length) * startAt} rotation={angle} visible={!devoured}>
        <pixiGraphics draw={drawArrow} />
      </pixiContainer>
      {!devoured && <TotalPlate value={clash.attackerTotal} colour={attackerColour} at={a} size={w} resolution={resolution} />}
      <TotalPlate value={clash.defenderTotal} colour={defenderColour} at={b} size={w} resolution={resolution} />
      <CaptionPlate text={clashCaption(clash)} at={captionAt} fontPx={fontPx} ring={colour} resolution={resolution} />
    </pixiContainer>
  )
})
