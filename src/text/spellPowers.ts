// The powers of rare and better spells (rules 3, src/game/spell-powers.ts): their names and what
// they do, as the card zoom, the collection, the screen reader and the rules page say them.
import type { SpellPower } from '../game/spell-powers'

export const spellPowerText: Record<SpellPower, { name: string; effect: string }> = {
  frappe: {
    name: 'Frappe',
    effect: 'Posée sous une carte adverse, vos cartes voisines l’attaquent aussitôt.',
  },
  ralliement: {
    name: 'Ralliement',
    effect: 'Posée sous votre carte, elle attaque, puis vos cartes voisines attaquent aussi leurs ennemies.',
  },
  neant: {
    name: 'Néant',
    effect: 'Posée sous une carte adverse, elle la met KO aussitôt.',
  },
}

/** « Pouvoir — Frappe : … » */
export const spellPowerLine = (power: SpellPower): string => `Pouvoir — ${spellPowerText[power].name} : ${spellPowerText[power].effect}`

/** Appended to a hand spell's screen-reader label: « , pouvoir Frappe ». */
export const spellPowerSpoken = (power: SpellPower): string => `, pouvoir ${spellPowerText[power].name} : ${spellPowerText[power].effect}`
