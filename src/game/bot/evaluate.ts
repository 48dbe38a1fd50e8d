// Static score of a position for one player: living cards and their power, and the best KO
// each side could make with its next placement (the side to move will likely make it).
// Hot path of the look-ahead: plain loops, no closures, module constants read once.
import { BOARD_SIZE, adjacentView } from '../board'
import { cardSidesOf, power, spellSidesOf } from '../power'
import { sidesTotal } from '../sides'
import { opponentOf } from '../types'
import { rulesOf } from '../rules'
import { spellPowerOf } from '../spell-powers'
import type { Hand, MatchState, PlayerSlot } from '../types'

const WIN_SCORE = 1_000_000
const WEIGHTS = {
  /** A living card. */
  alive: 100,
  /** Per point of power of a living card. */
  power: 1,
  /** Share of its best KO the side to move is counted as making (above 1: a card that will be lost is worse than none). */
  toMove: 1.2,
  /** Share of its best KO the other side keeps as a threat (0.3 made moyen fear threats it could answer: the starter won 55 % of moyen mirrors under rules 2; 0.1, 51 %). */
  waiting: 0.1,
}

const SIZE = BOARD_SIZE
const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: SIZE }, (_, i) => adjacentView(i))

interface Reach {
  card: number
  bless: number
  /** The deepest curse that strikes (rules 1: any; rules 3: « Frappe »), 0 when none. */
  curse: number
}

/** Hands are shared between states until they change, so their reach is computed once per hand. */
const reachCache = new WeakMap<Hand, Reach>()

/** Strongest card still in a hand, best blessing and worst curse (0 when none). */
function handReach(state: MatchState, player: PlayerSlot): Reach {
  const hand = state.hands[player]
  const cached = reachCache.get(hand)
  if (cached) return cached
  const reach = { card: -Infinity, bless: 0, curse: 0 }
  for (const id of hand.cards) reach.card = Math.max(reach.card, sidesTotal(cardSidesOf(state, id)))
  for (const id of hand.spells) {
    const v = sidesTotal(spellSidesOf(state, id))
    reach.bless = Math.max(reach.bless, v)
    // « Néant » is left out: a bot that counts it as a lasting threat keeps it rather than lay it
    if (rulesOf(state) < 2 || spellPowerOf(state, id) === 'frappe') reach.curse = Math.min(reach.curse, v)
  }
  reachCache.set(hand, reach)
  return reach
}

const cardValue = (p: number): number => WEIGHTS.alive + WEIGHTS.power * p

/**
 * Value of the best KO side could make with one placement, from its strongest card and spells (a
 * curse captures only when it strikes: rules 1, or rules 3's « Frappe »).
 */
function bestCapture(state: MatchState, powers: number[], side: PlayerSlot, reach: Reach): number {
  const owners = state.cardOwners
  let best = 0
  for (let i = 0; i < SIZE; i++) {
    let gain = 0
    const around = NEIGHBOURS[i]
    if (state.plateau[i] == null) {
      if (reach.card === -Infinity) continue
      const spell = state.plateauspell[i]
      const landing = reach.card + (spell == null ? 0 : sidesTotal(spellSidesOf(state, spell)))
      for (const q of around) if (owners[q] !== side && powers[q] < landing) gain += cardValue(powers[q])
    } else if (state.plateauspell[i] == null && !Number.isNaN(powers[i])) {
      if (owners[i] === side) {
        if (reach.bless <= 0) continue
        for (const q of around) if (owners[q] !== side && powers[q] < powers[i] + reach.bless) gain += cardValue(powers[q])
      } else if (reach.curse < 0) {
        for (const q of around) if (owners[q] === side && powers[q] > powers[i] + reach.curse) gain = cardValue(powers[i])
      }
    }
    if (gain > best) best = gain
  }
  return best
}

/** Higher is better for me. A finished game scores ±WIN_SCORE plus the living-card margin. */
export function evaluate(state: MatchState, me: PlayerSlot): number {
  // NaN where no living card: every comparison with NaN is false, so such positions never count
  const powers = new Array<number>(SIZE)
  let material = 0
  for (let i = 0; i < SIZE; i++) {
    powers[i] = state.satutscard[i] === 'ALIVE' ? power(state, i) : NaN
    if (!Number.isNaN(powers[i])) material += (state.cardOwners[i] === me ? 1 : -1) * cardValue(powers[i])
  }
  if (state.finished) return (state.winner === me ? WIN_SCORE : -WIN_SCORE) + material
  const mover = state.roundTo
  const waiting = opponentOf(mover)
  const threat =
    WEIGHTS.toMove * bestCapture(state, powers, mover, handReach(state, mover)) -
    WEIGHTS.waiting * bestCapture(state, powers, waiting, handReach(state, waiting))
  return material + (mover === me ? threat : -threat)
}
