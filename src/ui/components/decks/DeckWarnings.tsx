// A deck's warnings (deckAdvice.ts) as text, in a note a parent can point to with aria-describedby;
// nothing when the deck has none.
import { deckAdvice as text } from '../../../text'
import { Icon } from '../Icon'
import { deckWarnings } from './deckAdvice'

export function DeckWarnings({ cards, spells, id, compact = false }: { cards: number; spells: number; id?: string; compact?: boolean }) {
  const warnings = deckWarnings(cards, spells)
  if (warnings.length === 0) return null
  return (
    <div className={compact ? 'deck-warnings deck-warnings-compact' : 'deck-warnings'} role="note" aria-label={text.warningsLabel} id={id}>
      {warnings.map((warning) => (
        <p key={warning} className="deck-warning">
          <Icon name="info" className="deck-warning-icon" />
          <span>{warning}</span>
        </p>
      ))}
    </div>
  )
}
