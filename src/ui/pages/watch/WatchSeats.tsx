// Both players in the hand's area (a spectator has no hand): name, side colour, whose turn, and
// their hidden hand as card backs with its counts; at the end, the winner and the way back.
import type { CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import type { SpectatorSeat, SpectatorView } from '../../../scene/model'
import { watchText } from '../../../text/watch'

/** Card backs drawn at most (the count says the rest). */
const MAX_BACKS = 8

function Seat({ seat }: { seat: SpectatorSeat }) {
  const { cards, spells } = seat.hand
  const backs = Math.min(MAX_BACKS, cards + spells)
  return (
    <li className="watch-seat" data-side={seat.side} data-playing={seat.playing ? '' : undefined}>
      <span className="watch-seat-name">
        <span className="watch-seat-dot" aria-hidden="true" />
        {seat.pseudo}
      </span>
      <span className="watch-hand" role="img" aria-label={watchText.handLabel(seat.pseudo, cards, spells)}>
        <span className="watch-backs" aria-hidden="true">
          {Array.from({ length: backs }, (_, i) => (
            <span key={i} className={i < Math.min(cards, backs) ? 'watch-back' : 'watch-back watch-back-spell'} />
          ))}
        </span>
        <span className="watch-hand-count" aria-hidden="true">
          {watchText.hand(cards, spells)}
        </span>
      </span>
    </li>
  )
}

export function WatchSeats({ view, style }: { view: SpectatorView; style?: CSSProperties }) {
  return (
    <section className="watch-seats" style={style} aria-label={view.seats.map((s) => s.pseudo).join(' · ')}>
      {view.ended && (
        <div className="watch-result" role="status">
          <p className="watch-result-title" data-testid="watch-result">
            {view.winner ? watchText.victory(view.winner) : watchText.noWinner}
          </p>
          <Link to="/friends" className="button button-small button-primary">
            {watchText.backToFriends}
          </Link>
        </div>
      )}
      <ul className="watch-seat-list">
        {view.seats.map((seat) => (
          <Seat key={seat.slot} seat={seat} />
        ))}
      </ul>
    </section>
  )
}
