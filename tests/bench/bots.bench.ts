// Bot benchmark (a script, not a test): node --import tsx tests/bench/bots.bench.ts [games]
// Prints decision time per move (p50/p95) per difficulty, and difficile's win rate against facile
// and moyen over seeded games (who is player 1 alternates). Targets: difficile p95 ≤ 50 ms, ≥ 70 % vs facile.
// Then the balance of training: a greedy new player with the starter deck against each training bot
// with its seeded deck (tests/game/bot-balance.ts), win rate with its 95 % interval beside the target.
import { performance } from 'node:perf_hooks'
import { BOT_BUDGET_MS, applyMove, chooseMove, createRng, makeSides, newMatch, shuffled } from '../../src/game'
import type { Difficulty, Hand, MatchState, PlayerSlot, Rng, Sides } from '../../src/game'
import { TARGETS, greedyWins, wilson } from '../game/bot-balance'

const GAMES = Number(process.argv[2] ?? 200)

/** Four sides 1–9 summing to power (power 4–36). */
function sidesForPower(power: number, rng: Rng): Sides {
  const v = [1, 1, 1, 1]
  for (let left = power - 4; left > 0; ) {
    const i = rng.int(4)
    if (v[i] < 9) {
      v[i]++
      left--
    }
  }
  return makeSides(v[0], v[1], v[2], v[3])
}

/** 48 cards in the catalogue's power bands (24 × 8–14, 12 × 15–19, 8 × 20–24, 4 × 25–30), 16 spells. */
function catalogue(rng: Rng): { cards: Sides[]; spells: Sides[] } {
  const bands: [number, number, number][] = [[24, 8, 14], [12, 15, 19], [8, 20, 24], [4, 25, 30]]
  const cards = bands.flatMap(([n, lo, hi]) => Array.from({ length: n }, () => sidesForPower(lo + rng.int(hi - lo + 1), rng)))
  const spell = (sign: number): Sides => {
    const s = () => sign * rng.int(6)
    return makeSides(s(), s(), s(), Math.max(1, rng.int(6)) * sign)
  }
  const spells = [...Array.from({ length: 10 }, () => spell(1)), ...Array.from({ length: 6 }, () => spell(-1))]
  return { cards, spells }
}

interface Setup {
  hands: [Hand, Hand]
  cardSides: Record<number, Sides>
  spellSides: Record<number, Sides>
}

/** A deck per player: 12–20 cards and 6–10 spells from the catalogue, ids unique per player. */
function deal(rng: Rng): Setup {
  const cat = catalogue(rng)
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  const hands = ([1, 2] as const).map((p) => {
    const cards = shuffled(cat.cards.map((_, i) => i), rng).slice(0, 12 + rng.int(9))
    const spells = shuffled(cat.spells.map((_, i) => i), rng).slice(0, 6 + rng.int(5))
    for (const c of cards) cardSides[p * 1000 + c] = cat.cards[c]
    for (const s of spells) spellSides[p * 1000 + s] = cat.spells[s]
    return { cards: cards.map((c) => p * 1000 + c), spells: spells.map((s) => p * 1000 + s) }
  }) as [Hand, Hand]
  return { hands, cardSides, spellSides }
}

const timings: Record<Difficulty, number[]> = { facile: [], moyen: [], difficile: [] }

/** One game; returns the winner's slot. */
function play(seed: number, bots: Record<PlayerSlot, Difficulty>): PlayerSlot {
  const rng = createRng(seed)
  const { hands, cardSides, spellSides } = deal(rng)
  let state: MatchState = newMatch({ hand1: hands[0], hand2: hands[1], cardSides, spellSides, rng })
  while (!state.finished) {
    const player = state.roundTo
    const started = performance.now()
    const move = chooseMove(state, player, bots[player], rng, BOT_BUDGET_MS, () => performance.now())
    timings[bots[player]].push(performance.now() - started)
    const result = applyMove(state, player, move)
    if (!result.ok) throw new Error(`illegal bot move ${JSON.stringify(move)}: ${result.code}`)
    state = result.state
  }
  return state.winner as PlayerSlot
}

/** Difficile's wins against opponent over GAMES games, alternating who is player 1. */
function winRate(opponent: Difficulty, seedBase: number): number {
  let wins = 0
  for (let g = 0; g < GAMES; g++) {
    const hard: PlayerSlot = g % 2 === 0 ? 1 : 2
    const bots = { [hard]: 'difficile', [hard === 1 ? 2 : 1]: opponent } as Record<PlayerSlot, Difficulty>
    if (play(seedBase + g, bots) === hard) wins++
  }
  return wins / GAMES
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const vsFacile = winRate('facile', 1_000)
const vsMoyen = winRate('moyen', 2_000)
console.log(`Bots: ${GAMES} seeded games per pairing, budget ${BOT_BUDGET_MS} ms`)
for (const d of ['facile', 'moyen', 'difficile'] as const) {
  const t = timings[d]
  console.log(`${d.padEnd(10)} ${String(t.length).padStart(6)} moves  p50 ${percentile(t, 50).toFixed(2)} ms  p95 ${percentile(t, 95).toFixed(2)} ms  max ${Math.max(...t).toFixed(2)} ms`)
}
console.log(`difficile vs facile: ${(vsFacile * 100).toFixed(1)} % won (target ≥ 70 %)`)
console.log(`difficile vs moyen:  ${(vsMoyen * 100).toFixed(1)} % won`)
const p95 = percentile(timings.difficile, 95)

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`
console.log(`\nTraining balance: greedy new player (starter deck) vs each bot (its seeded deck), ${GAMES} seeded games per level`)
let balanced = true
for (const d of ['facile', 'moyen', 'difficile'] as const) {
  const wins = greedyWins(d, GAMES, 10_000)
  const [lo, hi] = wilson(wins, GAMES)
  const rate = wins / GAMES
  const { min, max } = TARGETS[d]
  const ok = rate >= min && rate <= max
  balanced &&= ok
  // the other reading of "greedy" (KOs only, a spell as good as a card) as a robustness check; skipped for difficile (slow)
  const other = d === 'difficile' ? '' : `   (KOs-only greedy: ${pct(greedyWins(d, GAMES, 10_000, { style: 'kos' }) / GAMES)})`
  console.log(`${d.padEnd(10)} player won ${pct(rate).padStart(7)}  95 % [${pct(lo)} – ${pct(hi)}]  target ${pct(min)} – ${pct(max)}  ${ok ? 'ok' : 'OFF'}${other}`)
}
console.log(p95 <= BOT_BUDGET_MS && vsFacile >= 0.7 && balanced ? 'Targets met.' : 'Targets NOT met.')
