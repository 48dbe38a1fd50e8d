// 'En attente d'un adversaire…': a pulsing crest, the elapsed time and 'Annuler' (role="status").
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { lobby } from '../../../text'
import { Icon } from '../../components/Icon'

/** '0:07', '2:45', '12:03'. */
export const formatElapsed = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export function WaitingPanel(props: { since: number; cancelling: boolean; onCancel: () => void; focus?: boolean; children?: ReactNode }) {
  const { since, cancelling, onCancel, children } = props
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const focus = props.focus ?? true
  // The button that started the wait is gone: keyboard focus goes to the panel that replaced it.
  useEffect(() => {
    if (focus) panel.current?.focus()
  }, [focus])
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <div className="waiting" role="status" aria-labelledby={titleId} tabIndex={-1} ref={panel}>
      <span className="waiting-crest" aria-hidden="true">
        <Icon name="games" />
      </span>
      <div className="waiting-body">
        <p className="waiting-title" id={titleId}>
          {lobby.waiting.title}
        </p>
        <p className="waiting-time">
          <span className="muted">{lobby.waiting.elapsed}</span>{' '}
          <span role="timer" aria-live="off" className="waiting-clock">
            {formatElapsed(now - since)}
          </span>
        </p>
        {children}
      </div>
      <button type="button" className="button button-secondary waiting-cancel" onClick={onCancel} disabled={cancelling}>
        <Icon name="close" /> {lobby.waiting.cancel}
      </button>
    </div>
  )
}
