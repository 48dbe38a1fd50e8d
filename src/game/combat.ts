// Combat after a placement: the active player's cards attack adjacent living enemy cards. One
// function lists the fights in the order they happen; the KOs of a move and the clashes the board
// draws both come from it.
import { adjacentView } from './board'
import { isAlive, power, spellSidesOf } from './power'
import { rulesOf } from './rules'
import { spellPowerOf } from './spell-powers'
import { sidesTotal } from './sides'
import type { MatchState, PlayerSlot } from './types'

type CombatState = Pick<MatchState, 'plateau' | 'plateauspell' | 'cardSides' | 'spellSides' | 'satutscard' | 'cardOwners' | 'rules' | 'spellRarities'>

/** From the attacker's side: 'ko' the defender falls, 'held' it was stronger, 'tie' equal totals. */
export type FightOutcome = 'ko' | 'held' | 'tie'

export interface Fight {
  /** Position of the attacking card; the defender's own position when a « Néant » curse devours it. */
  attacker: number
  defender: number
  /** The attacker's power; for « Néant », the curse's total. */
  attackerTotal: number
  defenderTotal: number
  outcome: FightOutcome
}

/** What was laid at the position: a card, or a spell (whose power acts as it is laid, rules 3). */
export type Laid = 'card' | 'spell'

const outcomeOf = (attackerTotal: number, defenderTotal: number): FightOutcome =>
  attackerTotal > defenderTotal ? 'ko' : attackerTotal < defenderTotal ? 'held' : 'tie'

/** Every living enemy card next to `from` that has not fallen in this move, attacked by the card at `from`. */
function attackAround(state: CombatState, from: number, attacker: PlayerSlot, fallen: Set<number>, fights: Fight[]): void {
  const total = power(state, from)
  for (const q of adjacentView(from)) {
    const there = state.cardOwners[q]
    if (!isAlive(state, q) || there == null || there === attacker || fallen.has(q)) continue
    const fight: Fight = { attacker: from, defender: q, attackerTotal: total, defenderTotal: power(state, q), outcome: outcomeOf(total, power(state, q)) }
    fights.push(fight)
    if (fight.outcome === 'ko') fallen.add(q)
  }
}

/** The enemy card at index attacked by each of attacker's living cards next to it, until it falls. */
function strikeAt(state: CombatState, index: number, attacker: PlayerSlot, fights: Fight[]): void {
  const defenderTotal = power(state, index)
  for (const q of adjacentView(index)) {
    if (!isAlive(state, q) || state.cardOwners[q] !== attacker) continue
    const fight: Fight = { attacker: q, defender: index, attackerTotal: power(state, q), defenderTotal, outcome: outcomeOf(power(state, q), defenderTotal) }
    fights.push(fight)
    if (fight.outcome === 'ko') return
  }
}

/**
 * The fights a placement at index by attacker starts (the state already holds the placement, no KO
 * applied), in src/game's neighbour order (up, left, right, down). A card, or a spell under
 * attacker's own card, makes that card attack its enemy neighbours; a « Ralliement » blessing then
 * makes attacker's cards next to it attack theirs. A spell under an enemy card starts no fight (it
 * weakens or strengthens the card for the placements to come) unless it strikes: under rules 1 every
 * spell, under rules 3 a « Frappe » curse (attacker's neighbouring cards attack it) or « Néant » (it
 * falls). KO cards take no part; a card falls once.
 */
export function fightsAt(state: CombatState, index: number, attacker: PlayerSlot, laid: Laid = 'card'): Fight[] {
  if (!isAlive(state, index)) return []
  const spell = state.plateauspell[index]
  const spellPower = laid === 'spell' && spell != null ? spellPowerOf(state, spell) : null
  const fights: Fight[] = []
  if (state.cardOwners[index] !== attacker) {
    if (spellPower === 'neant') {
      return [{ attacker: index, defender: index, attackerTotal: sidesTotal(spellSidesOf(state, spell!)), defenderTotal: power(state, index), outcome: 'ko' }]
    }
    if (rulesOf(state) < 2 || spellPower === 'frappe') strikeAt(state, index, attacker, fights)
    return fights
  }
  const fallen = new Set<number>()
  attackAround(state, index, attacker, fallen, fights)
  if (spellPower === 'ralliement') {
    for (const a of adjacentView(index)) if (isAlive(state, a) && state.cardOwners[a] === attacker) attackAround(state, a, attacker, fallen, fights)
  }
  return fights
}

/** Positions made KO by a placement at index by attacker (see fightsAt). Sorted, no duplicates. */
export function resolveCombat(state: CombatState, index: number, attacker: PlayerSlot, laid: Laid = 'card'): number[] {
  const ko = new Set<number>()
  for (const f of fightsAt(state, index, attacker, laid)) if (f.outcome === 'ko') ko.add(f.defender)
  return [...ko].sort((a, b) => a - b)
}
