// A finished game replayed: the battle scene read-only showing the board at the step chosen (the
// scene's game atom is fed the replayed Game, so its animations play move by move), the banner
// saying who played what, the controls and both players (their hands revealed at the end).
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { GameReplay } from '../../../api/replays'
import type { SceneLayout } from '../../../scene/model'
import { useSetAtom } from '../../../state'
import { resetGameAtom, showReplayStepAtom } from '../../../state/game'
import { gameText } from '../../../text/game'
import { replayText } from '../../../text/replay'
import { gameClock, replayMarks } from './replay-timeline'
import { isEndStep, moveLine, pseudoOf, replayedGame, replayModel } from './replay-game'
import { ReplayBanner } from './ReplayBanner'
import { ReplayControls } from './ReplayControls'
import { ReplaySeats } from './ReplaySeats'
import { usePlayback } from './usePlayback'

const BattleCanvas = lazy(() =>
  import('../../../scene/view/BattleCanvas').catch((error: unknown) => {
    console.error(error)
    return { default: () => <p className="battle-center">{gameText.canvasFailed}</p> }
  }),
)

const rectStyle = (r: { x: number; y: number; width: number; height: number } | undefined) =>
  r ? { left: r.x, top: r.y, width: r.width, height: r.height } : undefined

export function ReplayScreen({ answer }: { answer: GameReplay }) {
  const model = useMemo(() => replayModel(answer), [answer])
  const marks = useMemo(() => replayMarks(model.kos), [model])
  const { playback, step, send } = usePlayback(model.total)
  const [layout, setLayout] = useState<SceneLayout | null>(null)
  const showStep = useSetAtom(showReplayStepAtom)
  const reset = useSetAtom(resetGameAtom)

  useEffect(() => showStep(replayedGame(model, step)), [model, step, showStep])
  useEffect(() => () => reset(), [reset])

  // Space plays or pauses anywhere but in a control that uses it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (event.key !== ' ' || target?.closest('button, a, input, [role="radio"]')) return
      event.preventDefault()
      send({ kind: 'toggle' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [send])

  const one = pseudoOf(answer, 1)
  const two = pseudoOf(answer, 2)
  const move = step > 0 ? model.replayed.steps[step - 1]?.move : undefined
  const ended = isEndStep(model, step)
  // An upright phone's hand area is short: at the end the panel grows upward over the board's foot, to show both hands.
  const panelStyle =
    layout && ended && layout.breakpoint === 'phone-portrait'
      ? { left: layout.hand.x, width: layout.hand.width, bottom: 8, maxHeight: '60%' }
      : rectStyle(layout?.hand)
  return (
    <div className="battle watch replay" data-breakpoint={layout?.breakpoint ?? 'unknown'} data-step={step} data-total={model.total}>
      <Suspense fallback={null}>
        <BattleCanvas onLayout={setLayout} readOnly />
      </Suspense>
      <ReplayBanner
        players={replayText.versus(one, two)}
        line={moveLine(model, step)}
        clock={move ? gameClock(answer.startedAt, move.at) : null}
        playing={playback.playing}
        style={rectStyle(layout?.banner)}
      />
      <h2 className="game-sr-only">{gameText.board}</h2>
      <p className="game-sr-only">{replayText.boardDescription(one, two)}</p>
      {layout && (
        <section className="watch-seats replay-panel" style={panelStyle} aria-label={replayText.title} data-ended={ended ? '' : undefined}>
          <ReplayControls playback={playback} step={step} total={model.total} marks={marks} send={send} />
          {!model.replayed.complete && <p className="replay-incomplete">{replayText.incomplete}</p>}
          <ReplaySeats model={model} step={step} />
        </section>
      )}
    </div>
  )
}
