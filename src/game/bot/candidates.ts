// The moves worth searching: legal placements reduced by equivalence (only totals matter in combat,
// and a spell's power under rules 3).
import { BOARD_SIZE, adjacentView } from '../board'
import { cardSidesOf, power, spellSidesOf } from '../power'
import { sidesTotal } from '../sides'
import { legalMoves } from '../view'
import { mustLayCard, rulesOf } from '../rules'
import { spellPowerOf, type SpellPower } from '../spell-powers'
import type { MatchState, PlacementMove, PlayerSlot } from '../types'

/** A move with its immediate KO count, as computed here without applying it. */
interface Candidate {
  move: PlacementMove
  kos: number
}

/** Total of a card or spell instance (only totals matter in combat). */
const moveTotal = (state: MatchState, move: PlacementMove): number =>
  sidesTotal(move.kind === 'card' ? cardSidesOf(state, move.instanceId) : spellSidesOf(state, move.instanceId))

interface Option {
  id: number
  total: number
  /** The spell's power (rules 3), null for cards and plain spells. */
  power: SpellPower | null
}

/** One instance per distinct total and power, ascending by total. */
function byTotal(ids: readonly number[], totalOf: (id: number) => number, powerOf: (id: number) => SpellPower | null = () => null): Option[] {
  const seen = new Map<string, Option>()
  for (const id of ids) {
    const total = totalOf(id)
    const power = powerOf(id)
    const key = `${total}:${power}`
    if (!seen.has(key)) seen.set(key, { id, total, power })
  }
  return [...seen.values()].sort((a, b) => a.total - b.total)
}

/** Powers of living enemy cards adjacent to i. */
function enemyPowersAround(state: MatchState, i: number, player: PlayerSlot): number[] {
  const out: number[] = []
  for (const q of adjacentView(i)) {
    if (state.satutscard[q] === 'ALIVE' && state.cardOwners[q] !== player) out.push(power(state, q))
  }
  return out
}

/** Enemy cards player's living cards next to i would knock out if they attacked (a « Ralliement »), i's own neighbours apart. */
function rallyKos(state: MatchState, i: number, player: PlayerSlot): number {
  const around = new Set(adjacentView(i))
  const fallen = new Set<number>()
  for (const a of adjacentView(i)) {
    if (state.satutscard[a] !== 'ALIVE' || state.cardOwners[a] !== player) continue
    const mine = power(state, a)
    for (const q of adjacentView(a)) {
      if (!around.has(q) && state.satutscard[q] === 'ALIVE' && state.cardOwners[q] !== player && mine > power(state, q)) fallen.add(q)
    }
  }
  return fallen.size
}

/** Per level of KOs reachable at a slot: the cheapest option reaching it, plus the strongest option. */
function pickOptions(options: Option[], kosOf: (option: Option) => number): { id: number; kos: number }[] {
  const picked = new Map<number, number>()
  let bestKos = -1
  for (const o of options) {
    const kos = kosOf(o)
    if (kos > bestKos) {
      picked.set(o.id, kos)
      bestKos = kos
    }
  }
  const strongest = options[options.length - 1]
  if (strongest) picked.set(strongest.id, kosOf(strongest))
  return [...picked].map(([id, kos]) => ({ id, kos }))
}

/** Reduced placements for player; falls back to every legal move (deduplicated by total) when none fits. */
export function candidateMoves(state: MatchState, player: PlayerSlot): Candidate[] {
  const hand = state.hands[player]
  const cards = byTotal(hand.cards, (id) => sidesTotal(cardSidesOf(state, id)))
  const spells = byTotal(hand.spells, (id) => sidesTotal(spellSidesOf(state, id)), (id) => spellPowerOf(state, id))
  const out: Candidate[] = []
  for (let i = 0; i < BOARD_SIZE; i++) {
    const spellHere = state.plateauspell[i]
    if (state.plateau[i] == null && cards.length > 0) {
      const bonus = spellHere == null ? 0 : sidesTotal(spellSidesOf(state, spellHere))
      const enemies = enemyPowersAround(state, i, player)
      const kosOf = ({ total }: Option): number => enemies.filter((e) => total + bonus > e).length
      for (const o of pickOptions(cards, kosOf)) out.push({ move: { kind: 'card', instanceId: o.id, index: i }, kos: o.kos })
    }
    if (spellHere == null && state.satutscard[i] === 'ALIVE' && spells.length > 0 && !mustLayCard(state, player)) out.push(...spellOptions(state, player, i, spells))
  }
  if (out.length > 0) return out
  const unique = new Map<string, Candidate>()
  for (const move of legalMoves(state, player)) {
    const key = `${move.kind}:${moveTotal(state, move)}:${move.index}`
    if (!unique.has(key)) unique.set(key, { move, kos: 0 })
  }
  return [...unique.values()]
}

/**
 * Blessings on own living cards, curses on enemy ones: the strongest, and the cheapest reaching the
 * most KOs. From rules 2 a curse starts no fight unless it has a power (rules 3: « Frappe », « Néant »):
 * else it makes no KO now, only a weaker target. A « Ralliement » also counts its allies' KOs.
 */
function spellOptions(state: MatchState, player: PlayerSlot, i: number, spells: Option[]): Candidate[] {
  const mine = state.cardOwners[i] === player
  const base = power(state, i)
  const useful = spells.filter((s) => (mine ? s.total > 0 : s.total < 0))
  if (useful.length === 0) return []
  let kosOf: (option: Option) => number
  if (mine) {
    const enemies = enemyPowersAround(state, i, player)
    const rallied = spells.some((o) => o.power === 'ralliement') ? rallyKos(state, i, player) : 0
    kosOf = ({ total, power }) => enemies.filter((e) => base + total > e).length + (power === 'ralliement' ? rallied : 0)
  } else {
    const strikes = (o: Option): boolean => rulesOf(state) < 2 || o.power === 'frappe'
    const allies = adjacentView(i).filter((q) => state.satutscard[q] === 'ALIVE' && state.cardOwners[q] === player).map((q) => power(state, q))
    kosOf = (o) => (o.power === 'neant' || (strikes(o) && allies.some((a) => a > base + o.total)) ? 1 : 0)
  }
  // strongest effect last: ascending totals for blessings, descending for curses
  const ordered = mine ? useful : [...useful].reverse()
  return pickOptions(ordered, kosOf).map((o) => ({ move: { kind: 'spell', instanceId: o.id, index: i }, kos: o.kos }))
}
