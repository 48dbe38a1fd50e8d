// The player's last known decks (saved on the device while online), as a radio group.
import type { Schemas } from '../../../api/client'
import { pwaText } from '../../../text/pwa'

export function DeckChoice({ decks, value, onChange }: { decks: Schemas['Deck'][]; value: number; onChange: (id: number) => void }) {
  return (
    <fieldset className="offline-choice">
      <legend className="field-label">{pwaText.deck}</legend>
      <div className="offline-options">
        {decks.map((deck) => (
          <label key={deck.id} className="offline-option">
            <input type="radio" name="offline-deck" value={deck.id} checked={value === deck.id} onChange={() => onChange(deck.id)} />
            <span>
              {deck.name} <span className="muted">({pwaText.deckCards(deck.cartes.length, deck.spells.length)})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
