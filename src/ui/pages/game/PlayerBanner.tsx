// One player's banner in a corner of the board: pseudo with a connection dot, level, rating in
// ranked, cards and spells left in hand, score (cards standing). Short visible figures; each one
// has a full sentence for screen readers. It lets the pointer through to the board.
import type { CSSProperties } from 'react'
import { battleChromeText as t } from '../../../text/battleChrome'
import { Icon } from '../../components/Icon'
import { GameIcon } from './GameIcon'
import type { PlayerSeat } from './playerSeats'

/** Connection states worth a visible word (the dot alone says « connecté »). */
const SPOKEN: ReadonlySet<PlayerSeat['connection']> = new Set(['reconnecting', 'offline', 'polling'])

export function PlayerBanner({ seat, style }: { seat: PlayerSeat; style?: CSSProperties }) {
  const connection = t.connection[seat.connection]
  return (
    <section
      className="player-banner"
      style={style}
      aria-label={t.bannerLabel(seat.pseudo, seat.mine)}
      data-side={seat.mine ? 'me' : 'opponent'}
      data-playing={seat.playing ? '' : undefined}
      data-connection={seat.connection}
    >
      <p className="player-banner-name">
        <span className="player-banner-dot" aria-hidden="true" />
        <span className="player-banner-pseudo">{seat.pseudo}</span>
        <span className="game-sr-only">{t.connectionLabel(connection)}</span>
      </p>
      <p className="player-banner-line">
        <span aria-hidden="true">{t.level(seat.level)}</span>
        <span className="game-sr-only">{t.levelLabel(seat.level)}</span>
      </p>
      {seat.rating != null && (
        <p className="player-banner-line" data-testid="player-rating">
          <Icon name="podium" />
          <span aria-hidden="true">{t.rating(seat.rating)}</span>
          <span className="game-sr-only">{t.ratingLabel(seat.rating)}</span>
        </p>
      )}
      <p className="player-banner-line player-banner-hand" data-testid="player-hand">
        <span className="player-banner-figure">
          <GameIcon name="cards" />
          <span aria-hidden="true">{seat.hand.cards}</span>
        </span>
        <span className="player-banner-figure">
          <Icon name="spellBook" />
          <span aria-hidden="true">{seat.hand.spells}</span>
        </span>
        {/* The narrowest corners show the whole hand as one figure. */}
        <span className="player-banner-figure player-banner-total">
          <GameIcon name="cards" />
          <span aria-hidden="true">{seat.hand.cards + seat.hand.spells}</span>
        </span>
        <span className="game-sr-only">{t.handLabel(seat.hand.cards, seat.hand.spells)}</span>
      </p>
      {SPOKEN.has(seat.connection) && (
        <p className="player-banner-line player-banner-connection" aria-hidden="true">
          {connection}
        </p>
      )}
      <p className="player-banner-score" data-testid="player-score">
        <GameIcon name="trophy" />
        <span aria-hidden="true">{seat.score}</span>
        <span className="game-sr-only">{t.scoreLabel(seat.score)}</span>
      </p>
    </section>
  )
}
