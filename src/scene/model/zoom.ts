// The card zoom: a long-press on touch (no placement started), a hover that rests or a right-click
// on desktop shows one hand or board card large, with everything its small face cannot say. A pure
// reducer over pointer facts (the view times the delays and sends `tick`), and zoomDetails, what
// the zoom shows, from the game snapshot.
import { adjacentView, isAlive, power } from '../../game'
import type { SpellPower } from '../../game'
import { boardView } from './board-view'
import type { BoardCardView, Corner, CornerValue, ItemView, Owner } from './board-view'
import { toMatchState } from './match-state'
import { sameItem } from './snapshot'
import type { GameSnapshot, HandItemRef, ItemKind, Point } from './snapshot'

/** A touch held this long without moving opens the zoom. */
export const LONG_PRESS_MS = 450
/** A mouse resting this long over a card opens the zoom. */
export const HOVER_DELAY_MS = 600
/** A press that moves further than this (CSS px) is no long-press. */
export const LONG_PRESS_TOLERANCE_PX = 10

export type ZoomTarget = { where: 'hand'; item: HandItemRef } | { where: 'board'; index: number }
export type ZoomSource = 'press' | 'hover' | 'menu'

export type ZoomState =
  | { kind: 'closed' }
  /** Waiting for the delay: opens at `due` (ms) unless the pointer moves away first. */
  | { kind: 'pending'; target: ZoomTarget; source: 'press' | 'hover'; due: number; origin: Point }
  | { kind: 'open'; target: ZoomTarget; source: ZoomSource }

export type ZoomEvent =
  /** A touch (or pen) pressed on a card. */
  | { type: 'press'; target: ZoomTarget; point: Point; now: number }
  /** The mouse moved (not pressed): over a card, or over nothing. */
  | { type: 'hover'; target: ZoomTarget | null; point: Point; now: number }
  /** The pressing pointer moved. */
  | { type: 'move'; point: Point }
  /** The pressing pointer was released (or the press became a drag or a scroll). */
  | { type: 'release' }
  | { type: 'tick'; now: number }
  /** A right-click (context menu) on a card. */
  | { type: 'menu'; target: ZoomTarget }
  /** Escape, a tap outside, the game changed. */
  | { type: 'close' }

export const ZOOM_CLOSED: ZoomState = Object.freeze({ kind: 'closed' })

export const sameTarget = (a: ZoomTarget | null, b: ZoomTarget | null): boolean =>
  a == null || b == null ? a === b : a.where === 'hand' ? b.where === 'hand' && sameItem(a.item, b.item) : b.where === 'board' && a.index === b.index

/** One step of the zoom. Irrelevant events return the same state object. */
export function reduceZoom(state: ZoomState, event: ZoomEvent): ZoomState {
  switch (event.type) {
    case 'press':
      return { kind: 'pending', target: event.target, source: 'press', due: event.now + LONG_PRESS_MS, origin: event.point }
    case 'hover': {
      if (state.kind === 'pending' && state.source === 'press') return state
      if (state.kind === 'open' && state.source !== 'hover') return state
      if (event.target == null) return state.kind === 'closed' ? state : ZOOM_CLOSED
      if (state.kind !== 'closed' && sameTarget(state.target, event.target)) return state
      return { kind: 'pending', target: event.target, source: 'hover', due: event.now + HOVER_DELAY_MS, origin: event.point }
    }
    case 'move':
      if (state.kind === 'pending' && state.source === 'press' && Math.hypot(event.point.x - state.origin.x, event.point.y - state.origin.y) > LONG_PRESS_TOLERANCE_PX) return ZOOM_CLOSED
      return state
    case 'release':
      return state.kind === 'pending' && state.source === 'press' ? ZOOM_CLOSED : state
    case 'tick':
      return state.kind === 'pending' && event.now >= state.due ? { kind: 'open', target: state.target, source: state.source } : state
    case 'menu':
      return { kind: 'open', target: event.target, source: 'menu' }
    case 'close':
      return state.kind === 'closed' ? state : ZOOM_CLOSED
  }
}

/** The target shown, or null. */
export const zoomedTarget = (state: ZoomState): ZoomTarget | null => (state.kind === 'open' ? state.target : null)

/** What the zoom shows of a card or spell. */
export interface ZoomDetails {
  kind: ItemKind
  where: 'hand' | 'board'
  name: string
  rarity: string
  art: string
  /** The instance wears a skin (its art is the skin's). */
  skinned: boolean
  /** The four values: base, bonus (instance bonus, and on the board the spell), total. */
  values: Record<Corner, CornerValue>
  /** Sum of the four totals: the power that decides its fights. */
  total: number
  owner: Owner
  ko: boolean
  stronger: boolean
  /** Board card: the positions of the adjacent living enemy cards it beats. */
  beats: { index: number; total: number }[]
  /** A spell's power (rules 3), else null. */
  spellPower: SpellPower | null
}

const instanceOf = (game: GameSnapshot, kind: ItemKind, id: number) =>
  kind === 'card'
    ? (game.hand?.cartes.find((c) => c.id === id) ?? game.boardCards.find((c) => c.id === id))
    : (game.hand?.spells.find((s) => s.id === id) ?? game.boardSpells.find((s) => s.id === id))

/** The details of the zoomed card, or null when it is gone (placed, no card on that slot) or its data is missing. */
export function zoomDetails(game: GameSnapshot, target: ZoomTarget): ZoomDetails | null {
  const view = boardView(game)
  let item: ItemView | undefined
  let board: BoardCardView | null = null
  if (target.where === 'hand') item = view.hand.find((h) => sameItem(h, target.item))
  else {
    const slot = view.slots[target.index]
    board = slot?.card ?? null
    item = slot?.card ?? slot?.spell ?? undefined
  }
  if (!item?.face) return null
  const instance = instanceOf(game, item.kind, item.instanceId)
  let beats: ZoomDetails['beats'] = []
  if (board && target.where === 'board' && !board.ko) {
    const match = toMatchState(game)
    const mine = power(match, target.index)
    const owner = match.cardOwners[target.index]
    beats = adjacentView(target.index)
      .filter((j) => isAlive(match, j) && match.cardOwners[j] != null && match.cardOwners[j] !== owner && mine > power(match, j))
      .map((j) => ({ index: j, total: power(match, j) }))
  }
  return {
    kind: item.kind,
    where: target.where,
    name: item.face.name,
    rarity: item.face.rarity,
    art: item.face.art,
    skinned: !!instance?.imageSkin,
    values: item.face.values,
    total: item.face.power,
    owner: board?.owner ?? (target.where === 'board' && 'owner' in item ? (item as { owner: Owner }).owner : 'ally'),
    ko: board?.ko ?? false,
    stronger: board?.stronger ?? false,
    beats,
    spellPower: item.face.spellPower,
  }
}
