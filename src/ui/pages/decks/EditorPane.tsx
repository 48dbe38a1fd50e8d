// One side of the deck editor: its items as compact tiles grouped by card and bonus level (×N);
// a click (or Enter / Space) moves one copy to the other side.
import { deckEditor as text } from '../../../text'
import { CardTile } from '../../components/cards/CardTile'
import { compareBy, type Item } from '../../components/cards/items'

interface Stack {
  key: string
  item: Item
  ids: number[]
}

/** Copies of the same card at the same bonus level are one stack. */
function stacksOf(items: Item[]): Stack[] {
  const stacks = new Map<string, Stack>()
  for (const item of items) {
    const key = `${item.kind}:${item.catalogueId}:${item.level}:${item.skinId ?? ''}`
    const stack = stacks.get(key)
    if (stack) stack.ids.push(item.id)
    else stacks.set(key, { key, item, ids: [item.id] })
  }
  return [...stacks.values()].sort((a, b) => compareBy('rarity')(a.item, b.item))
}

interface Props {
  side: 'collection' | 'deck'
  items: Item[]
  empty: string
  onPick: (item: Item, id: number) => void
}

export function EditorPane({ side, items, empty, onPick }: Props) {
  const stacks = stacksOf(items)
  if (stacks.length === 0) return <p className="empty-state empty-compact">{empty}</p>
  return (
    <ul className="card-grid card-grid-compact" data-side={side}>
      {stacks.map(({ key, item, ids }) => (
        <li key={key}>
          <CardTile
            item={item}
            count={ids.length}
            compact
            actionLabel={side === 'collection' ? text.add(item.name, item.level) : text.remove(item.name, item.level)}
            onOpen={() => onPick(item, ids[ids.length - 1])}
            badge={
              <span className="card-tile-action" aria-hidden="true">
                {side === 'collection' ? '+' : '−'}
              </span>
            }
          />
        </li>
      ))}
    </ul>
  )
}

export const paneTitle = (side: 'collection' | 'deck', n: number) => `${side === 'collection' ? text.collection : text.deck} (${n})`
