// The French labels of the DOM mirror's buttons, from the scene's board view (what the canvas draws).
import { neighboursOf } from '../../../scene/model'
import type { BoardView, ItemFace, ItemView, KoForecast, SlotView } from '../../../scene/model'
import { accessibilityText as t } from '../../../text/accessibility'
import type { SpokenValues } from '../../../text/accessibility'
import { spellPowerSpoken } from '../../../text/spellPowers'

const spoken = (face: ItemFace): SpokenValues => ({
  top: face.values.top.total,
  left: face.values.left.total,
  right: face.values.right.total,
  bottom: face.values.bottom.total,
  total: face.power,
})

/**
 * « Case 7 : Garde du Pont, à vous, haut 2, gauche 3, droite 3, bas 5, total 13 » / « Case 8 : libre »,
 * and with an item picked, where laying it knocks cards out: « Case 8 : libre, poser ici met 1 carte KO ».
 */
export function slotLabel(slot: SlotView, ko = 0): string {
  const { card, spell, index } = slot
  let label: string
  if (!card) label = t.freeSlot(index)
  else if (card.face) label = t.boardCard(index, card.face.name, card.owner === 'ally', spoken(card.face), card.ko)
  else label = t.boardCardUnknown(index, card.message ?? '', card.owner === 'ally', card.ko)
  if (spell) label += t.slotSpell(spell.face?.name ?? spell.message ?? '', spell.owner === 'ally')
  if (ko > 0) label += t.koForecast(ko)
  return label
}

/** The description of a slot's button: its neighbours by src/game's rule (row ends included). */
export const slotNeighbours = (index: number): string => t.neighbours(neighboursOf(index))

/** « Carte 1 : Garde du Pont, haut 2, … » (cards and spells numbered apart, as the hand shows them). */
function handLabels(hand: readonly ItemView[]): string[] {
  let cards = 0
  let spells = 0
  return hand.map((item, i) => {
    const n = item.kind === 'card' ? ++cards : ++spells
    if (!item.face) return t.handUnknown(i + 1, item.message ?? '')
    if (item.kind === 'card') return t.handCard(n, item.face.name, spoken(item.face))
    return t.handSpell(n, item.face.name, spoken(item.face)) + (item.face.spellPower ? spellPowerSpoken(item.face.spellPower) : '')
  })
}

/** Every label of a board view: the 21 positions (with the picked item's KO forecast) and the hand. */
export const mirrorLabels = (view: BoardView, forecast?: KoForecast): { slots: string[]; hand: string[] } => ({
  slots: view.slots.map((slot) => slotLabel(slot, forecast?.get(slot.index) ?? 0)),
  hand: handLabels(view.hand),
})
