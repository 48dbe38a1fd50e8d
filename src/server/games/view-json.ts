// A viewer's view of one game version as JSON text, made once and shared for a moment by everything
// that sends it: an action's HTTP answer, that player's event streams (every tab), the spectators'
// (viewer null). Keyed by the game object (one per version this instance holds; a settled copy is
// another object) and the viewer. A text lives TEXT_LIFE_MS to 2 × TEXT_LIFE_MS of wall time (memory
// only): the view's one field that depends on the time, `serverTime`, is kept out of the shared text
// and written in front of it at each send, so every answer and event carries its own clock. The
// instances (most of a view's text) are written from texts made once per game's frozen decks.
import { LRUCache } from 'lru-cache'
import { emptyBoard } from '../../game'
import type { GameDecks, LoadedGame } from './types'
import { gameViewFrame } from './view'

const TEXT_LIFE_MS = 100

type Texts = Map<LoadedGame, Map<number | null, string>>

let current: Texts = new Map()
let previous: Texts = new Map()
let swappedAt = 0

/** The texts of this period, the previous period's kept for lookups (no timer: swapped on use). */
function texts(): Texts {
  const now = performance.now()
  if (now - swappedAt >= TEXT_LIFE_MS) {
    previous = now - swappedAt >= 2 * TEXT_LIFE_MS ? new Map() : current
    current = new Map()
    swappedAt = now
  }
  return current
}

/** An instance's JSON text in three parts, so that its definition's text is shared, never copied: head + definition + tail. */
interface InstanceText {
  head: string
  definition: string
  tail: string
}

interface InstanceTexts {
  cards: Map<number, InstanceText>
  spells: Map<number, InstanceText>
}

/** Each instance's JSON text, per frozen decks object (the same from version to version until they change; they never change in place). */
const instanceTexts = new WeakMap<GameDecks, InstanceTexts>()

/** One copy of each card or spell definition's text, which every game's instances of it point to (past the max, the least recently used is forgotten). */
const definitionTexts = new LRUCache<string, string>({ max: 20_000 })

function sharedText(text: string): string {
  const known = definitionTexts.get(text)
  if (known !== undefined) return known
  definitionTexts.set(text, text)
  return text
}

const HEADS = { card: '{"card":', spell: '{"spell":' }

/** An instance's text around its definition's shared text. */
function instanceText<K extends 'card' | 'spell'>(instance: { id: number } & Record<K, unknown>, definition: K): InstanceText {
  const { [definition]: shown, ...own } = instance
  return { head: HEADS[definition], definition: sharedText(JSON.stringify(shown)), tail: `,${JSON.stringify(own).slice(1)}` }
}

function instanceTextsOf(decks: GameDecks): InstanceTexts {
  let texts = instanceTexts.get(decks)
  if (texts) return texts
  texts = { cards: new Map(), spells: new Map() }
  for (const deck of [decks['1'], decks['2']]) {
    if (!deck) continue
    for (const card of deck.cards) texts.cards.set(card.id, instanceText(card, 'card'))
    for (const spell of deck.spells) texts.spells.set(spell.id, instanceText(spell, 'spell'))
  }
  instanceTexts.set(decks, texts)
  return texts
}

/** The instances of `ids` as a JSON array (ids without an instance left out, as gameView does). */
function instanceList(ids: (number | null)[], texts: Map<number, InstanceText>): string {
  const parts: string[] = ['[']
  for (const id of ids) {
    const text = id == null ? undefined : texts.get(id)
    if (text === undefined) continue
    if (parts.length > 1) parts.push(',')
    parts.push(text.head, text.definition, text.tail)
  }
  parts.push(']')
  return parts.join('')
}

/** `gameView(game, viewerId, now)` as JSON text; all but its `serverTime` serialized once while fresh. */
export function gameViewJson(game: LoadedGame, viewerId: number | null, now: Date): string {
  const clock = `{"serverTime":${JSON.stringify(now.toISOString())},`
  const fresh = texts()
  const known = fresh.get(game)?.get(viewerId) ?? previous.get(game)?.get(viewerId)
  if (known !== undefined) return clock + known
  const { frame, ids } = gameViewFrame(game, viewerId, now)
  const { serverTime: _sentApart, ...timeless } = frame
  const shown = instanceTextsOf(game.record.decks)
  const hand = ids.hand ? `{"cartes":${instanceList(ids.hand.cards, shown.cards)},"spells":${instanceList(ids.hand.spells, shown.spells)}}` : 'null'
  const instances = `"hand":${hand},"boardCards":${instanceList(ids.boardCards, shown.cards)},"boardSpells":${instanceList(ids.boardSpells, shown.spells)}`
  const rest = `${JSON.stringify(timeless).slice(1, -1)},${instances}}` // the view's other fields and its closing brace
  let byViewer = fresh.get(game)
  if (!byViewer) fresh.set(game, (byViewer = new Map()))
  byViewer.set(viewerId, rest)
  return clock + rest
}

/** A placement's answer (PlateResponse) as JSON text: the boards, then the game as `viewerId` sees it. */
export function plateAnswerJson(game: LoadedGame, viewerId: number, now: Date): string {
  const state = game.record.state
  const plateau = JSON.stringify(state?.plateau ?? emptyBoard<number>())
  const plateauspell = JSON.stringify(state?.plateauspell ?? emptyBoard<number>())
  return `{"plateau":${plateau},"plateauspell":${plateauspell},"game":${gameViewJson(game, viewerId, now)}}`
}
