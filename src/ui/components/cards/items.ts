// Card and spell instances (CardPlayer, SpellPlayer) as one shape for the DOM card views, their
// grouping by catalogue item (one tile per card with its copies) and the collection's sorts.
import type { Schemas } from '../../../api/client'
import { RARITIES, type Rarete } from '../../../game/rarity'

type ItemKind = 'card' | 'spell'
interface Sides4 {
  top: number
  left: number
  right: number
  bottom: number
}
export const SIDES: (keyof Sides4)[] = ['top', 'left', 'right', 'bottom']

/** The card back, also the fallback art of a missing or broken image. */
export const CARD_BACK = '/assets/ui/card-back.svg'

/** One owned instance. */
export interface Item {
  kind: ItemKind
  id: number
  catalogueId: number
  name: string
  rarete: Rarete
  description: string
  /** The art shown: the skin's when one is applied, else the card's own. */
  art: string
  baseArt: string
  base: Sides4
  bonus: Sides4
  /** The instance's upgrade level (+0…+3): its highest side bonus. */
  level: number
  /** Sum of the four values (base + bonus). */
  power: number
  skinId: number | null
  upgradable: boolean
  /** A spare copy the server lets recycle (another copy at +3, this one in no deck). */
  recyclable: boolean
}

/** Every instance of one catalogue item, the best one first. */
export interface Group {
  key: string
  kind: ItemKind
  catalogueId: number
  name: string
  rarete: Rarete
  description: string
  instances: Item[]
  best: Item
  upgradable: boolean
}

type Points = { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }
const sidesOf = (p: Points): Sides4 => ({ top: p.pointsHaut, left: p.pointsGauche, right: p.pointsDroite, bottom: p.pointsBas })
const total = (s: Sides4) => s.top + s.left + s.right + s.bottom

function itemOf(kind: ItemKind, instance: Schemas['CardPlayer'] | Schemas['SpellPlayer'], model: Schemas['Card'] | Schemas['Spell']): Item {
  const base = sidesOf(model)
  const bonus = sidesOf(instance)
  return {
    kind,
    id: instance.id,
    catalogueId: model.id,
    name: model.nom,
    rarete: model.rarete,
    description: model.description,
    art: instance.imageSkin ?? model.imageDeBase,
    baseArt: model.imageDeBase,
    base,
    bonus,
    level: Math.max(0, bonus.top, bonus.left, bonus.right, bonus.bottom),
    power: total(base) + total(bonus),
    skinId: instance.skinId ?? null,
    upgradable: instance.upgradable,
    recyclable: instance.recyclable ?? false,
  }
}

export const cardItem = (c: Schemas['CardPlayer']): Item => itemOf('card', c, c.card)
export const spellItem = (s: Schemas['SpellPlayer']): Item => itemOf('spell', s, s.spell)

/** Instances with the highest bonus first, then the most recent (highest id). */
const byBest = (a: Item, b: Item) => b.level - a.level || Number(b.upgradable) - Number(a.upgradable) || b.id - a.id

export function groupItems(items: Item[]): Group[] {
  const groups = new Map<string, Item[]>()
  for (const item of items) {
    const key = `${item.kind}:${item.catalogueId}`
    const list = groups.get(key)
    if (list) list.push(item)
    else groups.set(key, [item])
  }
  return [...groups.entries()].map(([key, list]) => {
    const instances = [...list].sort(byBest)
    const best = instances[0]
    return {
      key,
      kind: best.kind,
      catalogueId: best.catalogueId,
      name: best.name,
      rarete: best.rarete,
      description: best.description,
      instances,
      best,
      upgradable: instances.some((i) => i.upgradable),
    }
  })
}

export type SortKey = 'rarity' | 'power' | 'name'
const rank = (r: Rarete) => RARITIES.indexOf(r)
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr')
const KIND_ORDER: Record<ItemKind, number> = { card: 0, spell: 1 }

/** Rarity: légendaire first; power: strongest first; name: A to Z. Cards before spells on ties. */
export function compareBy(sort: SortKey): (a: { kind: ItemKind; name: string; rarete: Rarete; power: number }, b: { kind: ItemKind; name: string; rarete: Rarete; power: number }) => number {
  return (a, b) => {
    const kind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
    if (sort === 'name') return byName(a, b) || kind
    if (sort === 'power') return b.power - a.power || kind || byName(a, b)
    return rank(b.rarete) - rank(a.rarete) || kind || b.power - a.power || byName(a, b)
  }
}

export const sortGroups = (groups: Group[], sort: SortKey): Group[] =>
  [...groups].sort((a, b) => compareBy(sort)({ ...a, power: a.best.power }, { ...b, power: b.best.power }))
