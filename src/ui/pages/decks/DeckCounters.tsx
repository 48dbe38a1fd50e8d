// The deck's counters against the rule (src/game/decks): cards and spells with their minimum and
// maximum, the deck's power (deckPower), and 'Jouable' or 'Pas assez de cartes' (isDeckPlayable with DECK_RULE).
import { DECK_MAX_CARDS, DECK_MAX_SPELLS, DECK_MIN_CARDS, DECK_MIN_SPELLS, DECK_RULE, isDeckPlayable } from '../../../game/decks'
import { deckAdvice, deckEditor as text } from '../../../text'
import { Icon } from '../../components/Icon'

function Meter({ label, n, min, max }: { label: string; n: number; min: number; max: number }) {
  const state = n > max ? 'over' : n >= min ? 'ok' : 'low'
  return (
    <div className="deck-meter" data-state={state}>
      <span className="deck-meter-label">{label}</span>
      <span className="deck-meter-value" aria-label={text.counterLabel(label, n, min, max)}>
        {text.counter(n, max)}
      </span>
      <span className="deck-meter-bar" aria-hidden="true">
        <span className="deck-meter-fill" style={{ width: `${Math.min(100, (n / max) * 100)}%` }} />
        <span className="deck-meter-min" style={{ left: `${(min / max) * 100}%` }} />
      </span>
    </div>
  )
}

export function DeckCounters({ cards, spells, power }: { cards: number; spells: number; power: number }) {
  const playable = isDeckPlayable(cards, spells, DECK_RULE)
  return (
    <div className="deck-counters" role="group" aria-label={text.counterCards + ' / ' + text.counterSpells}>
      <Meter label={text.counterCards} n={cards} min={DECK_MIN_CARDS} max={DECK_MAX_CARDS} />
      <Meter label={text.counterSpells} n={spells} min={DECK_MIN_SPELLS} max={DECK_MAX_SPELLS} />
      <span className="deck-power-value" title={deckAdvice.powerHint}>
        {deckAdvice.power(power)}
      </span>
      <span className={playable ? 'tag tag-success deck-playable' : 'tag tag-warning deck-playable'} role="status">
        {playable && <Icon name="check" />} {playable ? text.playable : text.notPlayable}
      </span>
    </div>
  )
}

export const ruleText = () => text.rule(DECK_MIN_CARDS, DECK_MIN_SPELLS, DECK_MAX_CARDS, DECK_MAX_SPELLS, DECK_RULE === 'both')
