// The result's figures, counting up: the score (cards standing per side), the XP and credits earned
// and, in a ranked game, the rating change the server decided (±16 between equals). Screen readers
// read the final figures (the counting digits are hidden from them).
import type { Game } from '../../../../api/games'
import { battleResultText as text } from '../../../../text/battleResult'
import { gameText } from '../../../../text/game'
import { COUNT_UP_STAGGER_MS } from './countUp'
import { useCountUp } from './useCountUp'
import './result.css'

/** Cards standing (not KO) of a side. */
const standingOf = (game: Pick<Game, 'plateau' | 'satutscard' | 'cardOwners'>, slot: 1 | 2): number =>
  game.plateau.filter((id, i) => id != null && game.satutscard[i] === 'ALIVE' && game.cardOwners[i] === slot).length

export function ResultStats({ game }: { game: Game }) {
  const you = game.you ?? 1
  const mine = standingOf(game, you)
  const theirs = standingOf(game, you === 1 ? 2 : 1)
  const rewards = game.rewards
  const ranked = game.type === 'ranked' && rewards != null
  return (
    <>
      <dl className="result-stats" aria-label={text.statsLabel}>
        <Stat name={text.score} label={text.scoreLabel(mine, theirs)} kind="score">
          <Score mine={mine} theirs={theirs} />
        </Stat>
        {rewards && (
          <Stat name={text.xp} label={text.xpValue(rewards.xp)} kind="xp">
            <Counted value={rewards.xp} delay={COUNT_UP_STAGGER_MS} format={text.xpValue} />
          </Stat>
        )}
        {rewards && (
          <Stat name={text.credit} label={text.creditValue(rewards.credit)} kind="credit">
            <Counted value={rewards.credit} delay={2 * COUNT_UP_STAGGER_MS} format={text.creditValue} />
          </Stat>
        )}
        {ranked && (
          <Stat
            name={text.rating}
            label={text.ratingLabel(rewards.ratingChange)}
            kind="rating"
            tone={rewards.ratingChange > 0 ? 'up' : rewards.ratingChange < 0 ? 'down' : undefined}
          >
            <Counted value={rewards.ratingChange} delay={3 * COUNT_UP_STAGGER_MS} format={text.ratingValue} />
          </Stat>
        )}
      </dl>
      {/* The summary line the spec's dialog had, for screen readers and text search. */}
      <p className="game-sr-only">{gameText.score(mine, theirs)}</p>
      {rewards && <p className="game-sr-only">{gameText.rewards(rewards.xp, rewards.credit)}</p>}
    </>
  )
}

function Stat({ name, label, kind, tone, children }: { name: string; label: string; kind: string; tone?: 'up' | 'down'; children: React.ReactNode }) {
  return (
    <div className="result-stat" data-stat={kind} data-tone={tone}>
      <dt className="result-stat-name">{name}</dt>
      <dd className="result-stat-value">
        <span aria-hidden="true">{children}</span>
        <span className="game-sr-only">{label}</span>
      </dd>
    </div>
  )
}

function Counted({ value, delay, format }: { value: number; delay: number; format: (n: number) => string }) {
  return <>{format(useCountUp(value, delay))}</>
}

function Score({ mine, theirs }: { mine: number; theirs: number }) {
  return <>{text.scoreValue(useCountUp(mine), useCountUp(theirs))}</>
}
