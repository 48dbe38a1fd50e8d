// 'En attente d'un adversaire…': a pulsing crest, the elapsed time and 'Annuler' (role="status").
// A quick match also says what is searched, its windows widening with the wait (src/game's).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { MatchmakingSearch } from '../../../api/lobby'
import { powerWindow, ratingWindow } from '../../../game'
import { lobby } from '../../../text'
import { Icon } from '../../components/Icon'

/** '0:07', '2:45', '12:03'. */
const formatElapsed = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** « Classement 1000 ± 150 » and « Puissance du deck 142 ± 12 % » after waiting `waitedMs`. */
const searchParts = (search: Pick<MatchmakingSearch, 'rating' | 'power'>, waitedMs: number): [string, string] => [
  lobby.waiting.searchRating(search.rating, Math.round(ratingWindow(waitedMs))),
  lobby.waiting.searchPower(search.power, Math.round(powerWindow(waitedMs) * 100)),
]

export function WaitingPanel(props: {
  /** When the wait started (Date.now() time): the counter and the windows run from it. */
  since: number
  cancelling: boolean
  onCancel: () => void
  focus?: boolean
  /** What a quick match searches for (its rating and deck power). */
  search?: Pick<MatchmakingSearch, 'rating' | 'power'> | null
  children?: ReactNode
}) {
  const { since, cancelling, onCancel, search, children } = props
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const focus = props.focus ?? true
  // The button that started the wait is gone: keyboard focus goes to the panel that replaced it.
  useEffect(() => {
    if (focus) panel.current?.focus()
  }, [focus])
  // Only this panel re-renders each second.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const [rating, power] = search ? searchParts(search, now - since) : ['', '']
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
        {search && (
          <p className="waiting-search">
            <span className="waiting-search-title">{lobby.waiting.searching}</span>{' '}
            {/* widens every few seconds: not announced each time; each half kept on one line */}
            <span className="waiting-search-windows" aria-live="off">
              <span className="waiting-search-part">{rating}</span> · <span className="waiting-search-part">{power}</span>
            </span>
          </p>
        )}
        {children}
      </div>
      <button type="button" className="button button-secondary waiting-cancel" onClick={onCancel} disabled={cancelling}>
        <Icon name="close" /> {lobby.waiting.cancel}
      </button>
    </div>
  )
}
