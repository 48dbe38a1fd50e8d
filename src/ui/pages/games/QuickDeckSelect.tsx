// 'Deck à jouer': a Radix Select of the player's decks, each with its power; a deck that is not
// playable shows why and cannot be chosen. Without any playable deck: say so, and link to /inventory.
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { Select } from 'radix-ui'
import { DECK_MIN_CARDS, DECK_MIN_SPELLS } from '../../../game'
import { lobby as text } from '../../../text'
import { powerOfDeck } from '../../components/decks/deckAdvice'
import { Icon } from '../../components/Icon'
import { isPlayable, type QuickDeck } from './useQuickDeck'

export function QuickDeckSelect({ quick, disabled }: { quick: QuickDeck; disabled?: boolean }) {
  const labelId = useId()
  const { decks, deck } = quick
  if (decks.isPending) return <p className="muted quick-deck-note">{text.quick.decksLoading}</p>
  if (decks.isError) return <p className="lobby-note quick-deck-note">{text.quick.decksError}</p>
  if (quick.noneToPlay)
    return (
      <div className="lobby-note quick-deck-note quick-deck-none">
        <p>{text.quick.noPlayableDeck(DECK_MIN_CARDS, DECK_MIN_SPELLS)}</p>
        <Link to="/inventory" className="button button-primary">
          <Icon name="decks" /> {text.quick.buildDeck}
        </Link>
      </div>
    )
  return (
    <div className="field quick-deck">
      <span className="field-label" id={labelId}>
        {text.quick.deck}
      </span>
      <Select.Root value={deck ? String(deck.id) : ''} onValueChange={(v) => quick.choose(Number(v))} disabled={disabled}>
        <Select.Trigger className="select-trigger quick-deck-trigger" aria-labelledby={labelId}>
          <Select.Value placeholder={text.quick.deckPlaceholder} />
          <Select.Icon className="select-chevron">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content" position="popper" sideOffset={6}>
            <Select.Viewport>
              {decks.data.map((d) => {
                const playable = isPlayable(d)
                return (
                  <Select.Item key={d.id} value={String(d.id)} className="select-item" disabled={!playable}>
                    <Icon name="decks" />
                    <Select.ItemText>
                      {d.name} · {text.quick.deckPower(powerOfDeck(d))}
                    </Select.ItemText>
                    {!playable && <span className="muted select-meta">{text.quick.notPlayable}</span>}
                    <Select.ItemIndicator className="select-check">
                      <Icon name="check" />
                    </Select.ItemIndicator>
                  </Select.Item>
                )
              })}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}
