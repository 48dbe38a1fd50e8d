// The deck editor (/inventory?deck={id}): the collection on one side, the deck on the other (tabs on
// phones), add and remove by click or keyboard, the counters against the rule and the deck's power,
// what a game deals from it and its warnings (advice, never a block), and 'Enregistrer'
// (savePlayerDeck: the answer is the deck; the list ['decks', userId] is read again) with the
// server's errors. Leaving with unsaved changes asks first (LeaveGuard).
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RadioGroup, Tabs } from 'radix-ui'
import { failureText } from '../../../api/result'
import { DECK_MAX_CARDS, DECK_MAX_SPELLS } from '../../../game/decks'
import { playerDeckQuery, savePlayerDeck, showToastAtom, useSetAtom } from '../../../state'
import { common, deckEditor as text } from '../../../text'
import type { Item } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { dealSentence, powerOfItems } from '../../components/decks/deckAdvice'
import { DeckWarnings } from '../../components/decks/DeckWarnings'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useIsDesktop } from '../../hooks/useMediaQuery'
import { useCollection } from '../cards/useCollection'
import { DeckCounters, ruleText } from './DeckCounters'
import { EditorPane, paneTitle } from './EditorPane'
import { LeaveGuard } from './LeaveGuard'
import type { Deck } from './useDecks'

type Kind = 'all' | 'card' | 'spell'
const same = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id))

export function DeckEditor({ deckId, userId }: { deckId: number; userId: number }) {
  const collection = useCollection(userId)
  const query = useQuery(playerDeckQuery(deckId))
  const deck = query.data ?? null
  const failed = !deck && query.isError

  const back = (
    <Link className="back-link" to="/inventory">
      ← {text.back}
    </Link>
  )
  if (failed || collection.status === 'error')
    return (
      <div className="page deck-editor">
        {back}
        <Notice tone="error">{failed ? text.notFound : text.loadError}</Notice>
      </div>
    )
  if (!deck || collection.status !== 'ready') return <Spinner label={common.loading} />
  return <Editor key={deck.id} deck={deck} items={collection.items} userId={userId} back={back} />
}

interface EditorProps {
  deck: Deck
  items: Item[]
  userId: number
  back: React.ReactNode
}

function Editor({ deck, items, userId, back }: EditorProps) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const desktop = useIsDesktop()
  const [cartes, setCartes] = useState(() => deck.cartes.map((c) => c.id))
  const [spells, setSpells] = useState(() => deck.spells.map((s) => s.id))
  const [kind, setKind] = useState<Kind>('all')
  const [query, setQuery] = useState('')
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null)
  const [saving, setSaving] = useState(false)

  const inDeck = useMemo(() => new Set([...cartes.map((id) => `card:${id}`), ...spells.map((id) => `spell:${id}`)]), [cartes, spells])
  const deckItems = items.filter((i) => inDeck.has(`${i.kind}:${i.id}`))
  const q = query.trim().toLowerCase()
  const available = items.filter((i) => !inDeck.has(`${i.kind}:${i.id}`) && (kind === 'all' || i.kind === kind) && (!q || i.name.toLowerCase().includes(q)))
  const dirty = !same(cartes, deck.cartes.map((c) => c.id)) || !same(spells, deck.spells.map((s) => s.id))

  const add = (item: Item, id: number) => {
    const [list, set, max, label] = item.kind === 'card' ? [cartes, setCartes, DECK_MAX_CARDS, text.counterCards] : [spells, setSpells, DECK_MAX_SPELLS, text.counterSpells]
    if (list.length >= max) return setMessage({ tone: 'info', text: text.full(label, max) })
    setMessage(null)
    set([...list, id])
  }
  const remove = (item: Item, id: number) => {
    setMessage(null)
    if (item.kind === 'card') setCartes(cartes.filter((c) => c !== id))
    else setSpells(spells.filter((s) => s !== id))
  }
  const save = async () => {
    setSaving(true)
    setMessage(null)
    const result = await savePlayerDeck(client, userId, deck.id, cartes, spells)
    setSaving(false)
    if (result.ok) toast({ text: text.saved(result.data.name), tone: 'success' })
    else setMessage({ tone: 'error', text: failureText(result.failure, text.saveFailed) })
  }

  const collectionPane = (
    <section className="editor-pane" aria-label={text.collection}>
      <div className="editor-tools">
        <RadioGroup.Root className="segmented editor-kinds" value={kind} onValueChange={(v) => setKind(v as Kind)} aria-label={text.collection}>
          <RadioGroup.Item value="all" className="segment">{text.filterAll}</RadioGroup.Item>
          <RadioGroup.Item value="card" className="segment">{text.filterCards}</RadioGroup.Item>
          <RadioGroup.Item value="spell" className="segment">{text.filterSpells}</RadioGroup.Item>
        </RadioGroup.Root>
        <input type="search" className="input" aria-label={text.search} placeholder={text.search} value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <p className="field-hint">{text.collectionHint}</p>
      <EditorPane side="collection" items={available} empty={text.emptyCollection} onPick={add} />
    </section>
  )
  const deckPane = (
    <section className="editor-pane editor-deck" aria-label={text.deck}>
      <p className="field-hint">{text.deckHint}</p>
      <EditorPane side="deck" items={deckItems} empty={text.emptyDeck} onPick={remove} />
    </section>
  )

  return (
    <div className="page deck-editor">
      <LeaveGuard dirty={dirty} />
      {back}
      <PageHeader title={text.title(deck.name)} intro={ruleText()} />
      <div className="editor-bar panel">
        <DeckCounters cards={cartes.length} spells={spells.length} power={powerOfItems(deckItems)} />
        <div className="editor-save">
          {dirty && <span className="muted editor-dirty">{text.unsaved}</span>}
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={saving || deck.inGame} aria-busy={saving || undefined}>
            <Icon name="check" /> {saving ? text.saving : text.save}
          </button>
        </div>
      </div>
      <div className="deck-advice">
        <p className="deck-deal muted">{dealSentence()}</p>
        <DeckWarnings cards={cartes.length} spells={spells.length} />
      </div>
      {deck.inGame && <Notice tone="info">{text.inGame}</Notice>}
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {desktop ? (
        <div className="editor-columns">
          <div>
            <h2 className="editor-title">{paneTitle('collection', available.length)}</h2>
            {collectionPane}
          </div>
          <div>
            <h2 className="editor-title">{paneTitle('deck', deckItems.length)}</h2>
            {deckPane}
          </div>
        </div>
      ) : (
        <Tabs.Root defaultValue="collection" className="editor-tabs">
          <Tabs.List className="tabs" aria-label={text.tabsLabel}>
            <Tabs.Trigger value="collection" className="tab">{paneTitle('collection', available.length)}</Tabs.Trigger>
            <Tabs.Trigger value="deck" className="tab">{paneTitle('deck', deckItems.length)}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="collection" className="tab-panel">{collectionPane}</Tabs.Content>
          <Tabs.Content value="deck" className="tab-panel">{deckPane}</Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  )
}
