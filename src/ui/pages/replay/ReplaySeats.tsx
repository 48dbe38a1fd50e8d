// Both players under the controls: name, side colour, whose turn; their hand as card backs with its
// counts while the replay runs, and at its end the winner and both hands revealed (names and sides).
import type { PlayerSlot } from '../../../game'
import { replayText } from '../../../text/replay'
import { handAt, isEndStep, pseudoOf, stateAt, type HandItem, type ReplayModel } from './replay-game'

const MAX_BACKS = 8

function RevealedHand({ items, pseudo }: { items: HandItem[]; pseudo: string }) {
  if (items.length === 0) return <p className="replay-hand-empty">{replayText.handEmpty}</p>
  return (
    <ul className="replay-hand" aria-label={replayText.handShown(pseudo)} data-testid="replay-hand">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`} className="replay-hand-card" data-kind={item.kind}>
          <span className="replay-hand-name">
            {item.kind === 'spell' && <span className="replay-spell-tag">{replayText.spellTag}</span>}
            {item.name}
          </span>
          <span className="replay-sides">
            <span className="game-sr-only">{replayText.sides(item.sides.top, item.sides.left, item.sides.right, item.sides.bottom)}</span>
            <span aria-hidden="true">
              ↑{item.sides.top} ←{item.sides.left} →{item.sides.right} ↓{item.sides.bottom}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

function Seat({ model, step, slot }: { model: ReplayModel; step: number; slot: PlayerSlot }) {
  const state = stateAt(model, step)
  const ended = isEndStep(model, step)
  const pseudo = pseudoOf(model.answer, slot)
  const { cards, spells } = state.hands[slot]
  const backs = Math.min(MAX_BACKS, cards.length + spells.length)
  return (
    <li className="watch-seat replay-seat" data-side={slot === 1 ? 'ally' : 'enemy'} data-playing={!ended && state.roundTo === slot ? '' : undefined}>
      <span className="watch-seat-name">
        <span className="watch-seat-dot" aria-hidden="true" />
        {pseudo}
      </span>
      {ended ? (
        <RevealedHand items={handAt(model, step, slot)} pseudo={pseudo} />
      ) : (
        <span className="watch-hand" role="img" aria-label={replayText.handHidden(pseudo, cards.length, spells.length)}>
          <span className="watch-backs" aria-hidden="true">
            {Array.from({ length: backs }, (_, i) => (
              <span key={i} className={i < Math.min(cards.length, backs) ? 'watch-back' : 'watch-back watch-back-spell'} />
            ))}
          </span>
          <span className="watch-hand-count" aria-hidden="true">
            {replayText.hand(cards.length, spells.length)}
          </span>
        </span>
      )}
    </li>
  )
}

export function ReplaySeats({ model, step }: { model: ReplayModel; step: number }) {
  const ended = isEndStep(model, step)
  const winner = model.answer.winner
  return (
    <>
      {ended && (
        <p className="replay-result" role="status" data-testid="replay-result">
          {winner ? replayText.victory(pseudoOf(model.answer, winner)) : replayText.noWinner}
        </p>
      )}
      <ul className="watch-seat-list replay-seats" data-ended={ended ? '' : undefined}>
        <Seat model={model} step={step} slot={1} />
        <Seat model={model} step={step} slot={2} />
      </ul>
    </>
  )
}
