// The decks as cards: a fan of their strongest cards, the counts, the power and the warnings of a
// deck a game would leave short (deckAdvice), 'Jouable' or 'Pas assez de cartes', 'En partie';
// Modifier (the editor), Renommer, Supprimer (confirmed; refused in a game). Above them, what a game
// deals from a deck.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { AlertDialog } from 'radix-ui'
import { deckAdvice, decksPage as text } from '../../../text'
import { CardFace } from '../../components/cards/CardFace'
import { cardItem, spellItem } from '../../components/cards/items'
import { dealEachSentence, deckWarnings, powerOfItems } from '../../components/decks/deckAdvice'
import { DeckWarnings } from '../../components/decks/DeckWarnings'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { NameDialog } from './NameDialog'
import { errorOf, type Deck, type Decks } from './useDecks'
import { returnFocusToOpener } from '../../components/dialogOpener'

export function DeckList({ decks }: { decks: Decks }) {
  const [renaming, setRenaming] = useState<Deck | null>(null)
  const [deleting, setDeleting] = useState<Deck | null>(null)
  const [errors, setErrors] = useState<Record<number, string>>({})

  const remove = async (deck: Deck) => {
    const error = errorOf(await decks.remove(deck))
    setErrors((all) => {
      const next = { ...all }
      if (error) next[deck.id] = error
      else delete next[deck.id]
      return next
    })
  }

  return (
    <>
      <p className="deck-deal muted">{dealEachSentence()}</p>
      <ul className="deck-list" aria-label={text.listLabel}>
        {decks.decks.map((deck) => (
          <DeckCard key={deck.id} deck={deck} error={errors[deck.id]} busy={decks.busy} onRename={() => setRenaming(deck)} onDelete={() => setDeleting(deck)} />
        ))}
      </ul>
      <NameDialog
        open={renaming !== null}
        title={text.renameTitle}
        description={renaming?.name ?? ''}
        initial={renaming?.name ?? ''}
        submitLabel={text.renameSubmit}
        onSubmit={async (name) => (renaming ? errorOf(await decks.rename(renaming, name)) : null)}
        onClose={() => setRenaming(null)}
      />
      <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay" />
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert">
            <AlertDialog.Title className="modal-title">{deleting ? text.deleteTitle(deleting.name) : ''}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{text.deleteText}</AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-danger" onClick={() => deleting && void remove(deleting)}>
                {text.deleteConfirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}

interface CardProps {
  deck: Deck
  error?: string
  busy: boolean
  onRename: () => void
  onDelete: () => void
}

function DeckCard({ deck, error, busy, onRename, onDelete }: CardProps) {
  const items = [...deck.cartes.map(cardItem), ...deck.spells.map(spellItem)]
  const fan = [...items].sort((a, b) => b.power - a.power).slice(0, 4)
  const nameId = `deck-${deck.id}-name`
  const warningsId = `deck-${deck.id}-warnings`
  const hasWarnings = deckWarnings(deck.cartes.length, deck.spells.length).length > 0
  return (
    <li className="deck-card panel" data-playable={deck.playable ? '' : undefined} aria-labelledby={nameId} aria-describedby={hasWarnings ? warningsId : undefined}>
      <div className="deck-fan" aria-hidden="true" data-count={fan.length}>
        {fan.length === 0 ? <span className="deck-fan-empty" /> : fan.map((item) => <CardFace key={`${item.kind}${item.id}`} item={item} showName={false} className="deck-fan-card" />)}
      </div>
      <div className="deck-info">
        <h2 className="deck-name" id={nameId}>
          {deck.name}
        </h2>
        <p className="deck-counts">{text.counts(deck.cartes.length, deck.spells.length)}</p>
        {items.length > 0 && (
          <p className="deck-power muted" title={deckAdvice.powerHint}>
            {deckAdvice.power(powerOfItems(items))}
          </p>
        )}
        <p className="deck-tags">
          {deck.playable ? (
            <span className="tag tag-success">
              <Icon name="check" /> {text.playable}
            </span>
          ) : (
            <span className="tag tag-warning">{text.notEnough}</span>
          )}
          {deck.inGame && (
            <span className="tag tag-ingame">
              <Icon name="fight" /> {text.inGame}
            </span>
          )}
        </p>
      </div>
      <DeckWarnings cards={deck.cartes.length} spells={deck.spells.length} id={warningsId} compact />
      <div className="deck-actions">
        <Link className="button button-small button-primary" to={`/inventory?deck=${deck.id}`} aria-describedby={nameId}>
          {text.edit}
        </Link>
        <button type="button" className="button button-small button-secondary" onClick={onRename} disabled={busy} aria-describedby={nameId}>
          {text.rename}
        </button>
        <button type="button" className="button button-small button-quiet" onClick={onDelete} disabled={busy} aria-describedby={nameId}>
          {text.delete}
        </button>
      </div>
      {error && (
        <div className="deck-error">
          <Notice tone="error">
            <p>{error}</p>
          </Notice>
        </div>
      )}
    </li>
  )
}
