// The replay's controls (DOM, keyboard-accessible): step back, play/pause, step forward, the scrub
// bar (a range over the steps, with a tick per move and a red dot per KO) and the speeds 1×, 2×, 4×.
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { ToggleGroup } from 'radix-ui'
import { replayText } from '../../../text/replay'
import { SPEEDS, spacedKos, type Playback, type PlaybackAction, type ReplayMarks, type Speed } from './replay-timeline'

interface ReplayControlsProps {
  playback: Playback
  step: number
  total: number
  marks: ReplayMarks
  send: (action: PlaybackAction) => void
}

const at = (percent: number) => ({ '--at': `${percent}%` }) as CSSProperties

/** The KO row's width in CSS px (0 until measured), followed on resize only. */
function useTrackWidth() {
  const track = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = track.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { track, width }
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="replay-icon">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5l11 7-11 7z" fill="currentColor" />}
    </svg>
  )
}

function StepIcon({ back }: { back: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="replay-icon">
      <path d={back ? 'M6 5h2.5v14H6zM19 5v14L9.5 12z' : 'M15.5 5H18v14h-2.5zM5 5v14l9.5-7z'} fill="currentColor" />
    </svg>
  )
}

export function ReplayControls({ playback, step, total, marks, send }: ReplayControlsProps) {
  const playing = playback.playing
  const { track, width } = useTrackWidth()
  return (
    <div className="replay-controls" role="group" aria-label={replayText.controls}>
      <div className="replay-buttons">
        <button type="button" className="button button-secondary replay-button" onClick={() => send({ kind: 'step', by: -1 })} disabled={step <= 0} aria-label={replayText.back} title={replayText.back}>
          <StepIcon back />
        </button>
        <button
          type="button"
          className="button button-primary replay-button replay-play"
          onClick={() => send({ kind: 'toggle' })}
          disabled={total === 0}
          aria-label={playing ? replayText.pause : replayText.play}
          title={playing ? replayText.pause : replayText.play}
          data-testid="replay-play"
        >
          <PlayIcon playing={playing} />
        </button>
        <button type="button" className="button button-secondary replay-button" onClick={() => send({ kind: 'step', by: 1 })} disabled={step >= total} aria-label={replayText.forward} title={replayText.forward}>
          <StepIcon back={false} />
        </button>
        <span className="replay-position" aria-hidden="true">
          {replayText.position(step, total)}
        </span>
        <ToggleGroup.Root
          type="single"
          className="replay-speeds"
          aria-label={replayText.speed}
          value={String(playback.speed)}
          onValueChange={(value) => value && send({ kind: 'speed', speed: Number(value) as Speed })}
        >
          {SPEEDS.map((speed) => (
            <ToggleGroup.Item key={speed} value={String(speed)} className="replay-speed" aria-label={replayText.speedName(speed)}>
              {replayText.speedLabel(speed)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <div className="replay-scrub">
        <div className="replay-marks" aria-hidden="true">
          {marks.moves.map((m) => (
            <span key={m.step} className="replay-mark" style={at(m.percent)} />
          ))}
        </div>
        <div className="replay-kos" ref={track}>
          {spacedKos(marks.kos, width).map((m) => (
            <button
              key={m.step}
              type="button"
              className="replay-ko"
              style={at(m.percent)}
              data-step={m.step}
              aria-label={replayText.goToKo(m.step, m.count)}
              title={replayText.goToKo(m.step, m.count)}
              onClick={() => send({ kind: 'seek', step: m.step })}
            />
          ))}
        </div>
        <input
          type="range"
          className="replay-range"
          min={0}
          max={total}
          step={1}
          value={step}
          aria-label={replayText.scrub}
          aria-valuetext={replayText.scrubValue(step, total)}
          aria-describedby="replay-marks-legend"
          onChange={(event) => send({ kind: 'seek', step: Number(event.target.value) })}
          style={at(total === 0 ? 0 : (step / total) * 100)}
          data-testid="replay-scrub"
        />
        <p id="replay-marks-legend" className="game-sr-only">
          {replayText.marksLegend}
        </p>
      </div>
    </div>
  )
}
