// What each slot and each hand item shows, from the server's Game (headless: plain data, no Pixi).
// Values, stronger flags and free slots all come from src/game over toMatchState(game).
import { BOARD_SIZE, SIDE_KEYS, isRarete, powerOfRarity, sideValues, slotError, strongerFlags } from '../../game'
import type { MatchState, PlayerSlot, RulesVersion, SideKey, Sides, SpellPower } from '../../game'
import { artOf } from './art'
import { cardDisplayState, displayMessage } from './display'
import type { DisplayState } from './display'
import { baseOf, instanceSides, toMatchState } from './match-state'
import type { CardInstance, GameSnapshot, ItemKind, SpellInstance } from './snapshot'

export type Corner = 'top' | 'left' | 'right' | 'bottom'
const CORNER_OF: Readonly<Record<SideKey, Corner>> = { pointsHaut: 'top', pointsGauche: 'left', pointsDroite: 'right', pointsBas: 'bottom' }

/** One corner value: the catalogue's base plus the bonus (instance bonus, and on the board the spell). */
export interface CornerValue {
  base: number
  bonus: number
  total: number
}

export interface ItemFace {
  name: string
  rarity: string
  /** The skin's art when the instance has one, else the catalogue's base image. */
  art: string
  values: Record<Corner, CornerValue>
  /** Sum of the four totals. */
  power: number
  /** A spell's power under the game's rules (rules 3: rare or better), else null. */
  spellPower: SpellPower | null
}

export interface ItemView {
  kind: ItemKind
  instanceId: number
  display: DisplayState
  /** Text shown instead of the face ('Loading...', 'Invalid card data', …); null when ready. */
  message: string | null
  /** The face; null unless display is 'ready'. */
  face: ItemFace | null
}

export type Owner = 'ally' | 'enemy'

export interface BoardCardView extends ItemView {
  kind: 'card'
  /** Dead card: draw the skull. */
  ko: boolean
  owner: Owner
  /** One of the viewer's living cards beats an adjacent living enemy card (src/game strongerFlags). */
  stronger: boolean
}

/** A card placed on the board (its face shows the total that decides its fights), not a hand item. */
export const isBoardCard = (item: ItemView): item is BoardCardView => item.kind === 'card' && 'ko' in item && 'owner' in item

export interface BoardSpellView extends ItemView {
  kind: 'spell'
  owner: Owner
}

export interface SlotView {
  index: number
  card: BoardCardView | null
  spell: BoardSpellView | null
  /** A card may go here (card slot free and position not full). */
  freeForCard: boolean
  /** A spell may go here (spell slot free and position not full). */
  freeForSpell: boolean
}

export interface BoardView {
  /** The perspective: the viewer's slot (someone looking on sees joueur1's side). */
  viewer: PlayerSlot
  slots: SlotView[]
  /** The viewer's hand: cards, then spells. */
  hand: ItemView[]
}

function corners(base: Sides, total: Sides): Record<Corner, CornerValue> {
  const out = {} as Record<Corner, CornerValue>
  for (const key of SIDE_KEYS) out[CORNER_OF[key]] = { base: base[key], bonus: total[key] - base[key], total: total[key] }
  return out
}

const catalogueOf = (item: CardInstance | SpellInstance) => ('card' in item ? item.card : item.spell)

/** The face of an instance whose values are `total` (base + bonus [+ spell]). */
/** The power a spell of this rarity and total has under these rules (spell-powers.ts). */
const spellPowerOfFace = (kind: ItemKind, rarity: string, total: number, rules: RulesVersion | undefined): SpellPower | null =>
  kind === 'spell' && (rules ?? 1) >= 3 && isRarete(rarity) ? powerOfRarity(rarity, total < 0) : null

function itemView(kind: ItemKind, id: number, item: CardInstance | SpellInstance | undefined, rules: RulesVersion | undefined, total?: Sides | null): ItemView {
  const display = item ? cardDisplayState(item, kind) : 'unavailable'
  if (!item || display !== 'ready') return { kind, instanceId: id, display, message: displayMessage(display, kind), face: null }
  const base = baseOf(item)
  const values = corners(base, total ?? instanceSides(item))
  const catalogue = catalogueOf(item)
  const power = values.top.total + values.left.total + values.right.total + values.bottom.total
  return {
    kind,
    instanceId: id,
    display,
    message: null,
    face: {
      name: catalogue.nom,
      rarity: catalogue.rarete,
      art: artOf(item, kind) ?? catalogue.imageDeBase,
      values,
      power,
      spellPower: spellPowerOfFace(kind, catalogue.rarete, power, rules),
    },
  }
}

/** Hand item views with their display values (base + instance bonus). */
export function handView(game: Pick<GameSnapshot, 'hand' | 'rules'>): ItemView[] {
  if (!game.hand) return []
  return [
    ...game.hand.cartes.map((c) => itemView('card', c.id, c, game.rules)),
    ...game.hand.spells.map((s) => itemView('spell', s.id, s, game.rules)),
  ]
}

function slotView(match: MatchState, game: GameSnapshot, viewer: PlayerSlot, flags: boolean[], cards: Map<number, CardInstance>, spells: Map<number, SpellInstance>, i: number): SlotView {
  const cardId = game.plateau[i]
  const spellId = game.plateauspell[i]
  const ownerOf = (slot: PlayerSlot | null): Owner => (slot != null && slot !== viewer ? 'enemy' : 'ally')
  const card: BoardCardView | null =
    cardId == null
      ? null
      : {
          ...itemView('card', cardId, cards.get(cardId), game.rules, sideValues(match, i)),
          kind: 'card',
          ko: game.satutscard[i] === 'KO',
          owner: ownerOf(game.cardOwners[i]),
          stronger: flags[i] === true,
        }
  const spell: BoardSpellView | null =
    spellId == null ? null : { ...itemView('spell', spellId, spells.get(spellId), game.rules), kind: 'spell', owner: ownerOf(game.spellOwners[i]) }
  return { index: i, card, spell, freeForCard: slotError(match, 'card', i) === null, freeForSpell: slotError(match, 'spell', i) === null }
}

/**
 * The board and hand as the viewer sees them. `you` defaults to the snapshot's `you`; someone looking
 * on (null) sees it from joueur1's side.
 */
export function boardView(game: GameSnapshot, you: PlayerSlot | null = game.you): BoardView {
  const viewer: PlayerSlot = you ?? 1
  const match = toMatchState(game, you)
  const flags = strongerFlags(match, viewer)
  const cards = new Map(game.boardCards.map((c) => [c.id, c]))
  const spells = new Map(game.boardSpells.map((s) => [s.id, s]))
  const slots = Array.from({ length: BOARD_SIZE }, (_, i) => slotView(match, game, viewer, flags, cards, spells, i))
  return { viewer, slots, hand: handView(game) }
}
