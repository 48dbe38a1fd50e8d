// The catalogue's cards and spells the player does not own yet, as collection groups without
// copies (their face: the item at +0), so the Cartes page can show them and craft them.
import type { Schemas } from '../../../api/client'
import { cardItem, spellItem, type Group, type Item } from '../../components/cards/items'

/** The instance fields of a face at +0 that no one owns. */
const UNOWNED = {
  id: 0,
  joueur: { id: 0, pseudo: '' },
  pointsHaut: 0,
  pointsGauche: 0,
  pointsDroite: 0,
  pointsBas: 0,
  imageSkin: null,
  skinId: null,
  upgradable: false,
  recyclable: false,
}

const groupOf = (face: Item): Group => ({
  key: `${face.kind}:${face.catalogueId}`,
  kind: face.kind,
  catalogueId: face.catalogueId,
  name: face.name,
  rarete: face.rarete,
  description: face.description,
  instances: [],
  best: face,
  upgradable: false,
})

/** A group the player owns no copy of. */
export const isMissing = (group: Group): boolean => group.instances.length === 0

/** The catalogue items not among the owned groups. */
export function missingGroups(cards: Schemas['Card'][], spells: Schemas['Spell'][], owned: Group[]): Group[] {
  const have = new Set(owned.map((g) => g.key))
  const faces = [...cards.map((card) => cardItem({ ...UNOWNED, card })), ...spells.map((spell) => spellItem({ ...UNOWNED, spell }))]
  return faces.map(groupOf).filter((g) => !have.has(g.key))
}
