// /inventory — Decks: the player's decks ('Nouveau deck', rename, delete) and, with ?deck={id},
// the editor of one deck (the browser's back button returns to the list).
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { common, decksPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useUserId } from '../../hooks/useUserId'
import { DeckEditor } from './DeckEditor'
import { DeckList } from './DeckList'
import { NameDialog } from './NameDialog'
import { errorOf, useDecks } from './useDecks'

export default function DecksPage() {
  const userId = useUserId()
  const [params] = useSearchParams()
  const deckId = Number(params.get('deck'))
  if (Number.isInteger(deckId) && deckId > 0) return <DeckEditor key={deckId} deckId={deckId} userId={userId} />
  return <DeckOverview userId={userId} />
}

function DeckOverview({ userId }: { userId: number }) {
  const decks = useDecks(userId)
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const createButton = (
    <button type="button" className="button button-primary" onClick={() => setCreating(true)} disabled={decks.status !== 'ready'}>
      <Icon name="decks" /> {text.create}
    </button>
  )
  return (
    <div className="page decks-page">
      <PageHeader title={text.title} intro={text.intro}>
        <div className="page-actions">{createButton}</div>
      </PageHeader>
      {decks.status === 'loading' && <Spinner label={common.loading} />}
      {decks.status === 'error' && (
        <Notice tone="error">
          <p>{text.loadError}</p>
          <button type="button" className="button button-small button-secondary" onClick={decks.reload}>
            {text.retry}
          </button>
        </Notice>
      )}
      {decks.status === 'ready' && decks.decks.length === 0 && (
        <div className="empty-state">
          <p>
            <strong>{text.empty}</strong>
          </p>
          <p>{text.emptyHint}</p>
        </div>
      )}
      {decks.status === 'ready' && decks.decks.length > 0 && <DeckList decks={decks} />}
      <NameDialog
        open={creating}
        title={text.createTitle}
        description={text.createText}
        initial={text.defaultName(decks.decks.length + 1)}
        submitLabel={text.createSubmit}
        onSubmit={async (name) => {
          const result = await decks.create(name)
          if (result.ok) void navigate(`/inventory?deck=${result.data.id}`)
          return errorOf(result)
        }}
        onClose={() => setCreating(false)}
      />
    </div>
  )
}
