// Balance bench (a script, not a test): `npm run bench -- balance [--quick] [section …]`.
// Thousands of seeded games on the real catalogue through the code the server runs (the start and its
// deal, applyMove, the server's bot decisions), both seats and both starters alternating, on every
// core. Prints each figure with its 95 % interval beside its target (issue 29); the table in the
// README's rules section (src/game/README.md, « Équilibre mesuré ») is copied from this output.
import { performance } from 'node:perf_hooks'
import { createPool } from './balance/pool'
import { bots, deckSize, economy, firstMove, matchmaking, solo, spellRarity, unfillable, upgrades, type Row, type Scale } from './balance/figures'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const only = args.filter((a) => !a.startsWith('--'))
const scale: Scale = { games: (n) => Math.max(40, Math.round((quick ? n / 4 : n) / 4) * 4) }

const sections: [string, () => Promise<Row[]> | Row[]][] = []
const pool = createPool()
sections.push(
  ['first-move', () => firstMove(pool, scale)],
  ['deck-size', () => deckSize(pool, scale)],
  ['upgrades', () => upgrades(pool, scale)],
  ['bots', () => bots(pool, scale)],
  ['unfillable', () => unfillable(pool, scale)],
  ['solo', () => solo(pool, scale)],
  ['matchmaking', () => matchmaking(pool, scale)],
  ['spells', () => spellRarity(pool, scale)],
  ['economy', () => economy(scale)],
)

const rows: Row[] = []
const started = performance.now()
for (const [name, run] of sections) {
  if (only.length && !only.includes(name)) continue
  const t0 = performance.now()
  const got = await run()
  rows.push(...got)
  for (const r of got) console.log(`${r.ok === null ? ' ' : r.ok ? '✔' : '✘'} ${r.figure}: ${r.measured}${r.target ? `  (cible ${r.target})` : ''}`)
  console.log(`   — ${name}: ${((performance.now() - t0) / 1000).toFixed(0)} s`)
}
await pool.close()

console.log('\n| Figure | Mesuré [IC 95 %] | Cible | |')
console.log('|---|---|---|---|')
for (const r of rows) console.log(`| ${r.figure} | ${r.measured} | ${r.target} | ${r.ok === null ? '' : r.ok ? '✔' : '✘'} |`)
const failed = rows.filter((r) => r.ok === false).length
console.log(`\n${rows.filter((r) => r.ok).length} figures on target, ${failed} off, in ${((performance.now() - started) / 1000).toFixed(0)} s${quick ? ' (--quick: a quarter of the games)' : ''}.`)
