// What a refused call must leave alone, and what no answer may show: a fingerprint of every
// table a call can write (one query), and the checks of an answer (status, leaks, French).
import { sql } from 'drizzle-orm'
import type { Answer, TestApp } from './app'
import { looksFrench } from './contract-requests'

// Every table a call can write, except the attempt counters (rate_events) and server settings.
const TABLES = [
  'users', 'cards', 'spells', 'packs', 'skins', 'news', 'card_players', 'spell_players', 'decks', 'deck_cards', 'deck_spells',
  'friendships', 'pack_players', 'payments', 'user_skins', 'test_payment_intents', 'games', 'solo_progress', 'training_stats',
  'password_resets',
]

export type Fingerprint = Record<string, string>

/** An md5 of each table's rows, in one query. */
export async function fingerprint(t: TestApp): Promise<Fingerprint> {
  const parts = TABLES.map((table) => sql`${table}::text, (SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${sql.identifier(table)} x)`)
  const result = (await t.app.db.execute(sql`SELECT json_build_object(${sql.join(parts, sql`, `)}) AS f`)) as unknown as { rows: { f: Fingerprint | string }[] }
  const f = result.rows[0].f
  return typeof f === 'string' ? (JSON.parse(f) as Fingerprint) : f
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] => TABLES.filter((table) => before[table] !== after[table])

// Internals an error must never show: stack frames, source paths, English error names, SQL.
const LEAKS = [/(^|\n)\s*at \S/, /\bat \S+ \(/, /\.(ts|js|mjs):\d/, /node_modules/, /\b\w*Error:/, /\b(violates|duplicate key|invalid input syntax|syntax error at|PGlite|drizzle|SQLSTATE)\b/i]

/** What is wrong with an answer: a 5xx, a leak, a 4xx without a French message, or not the status expected. */
export function answerProblems(res: Answer, expected: number[] | null): string[] {
  const problems: string[] = []
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body)
  if (res.status >= 500) problems.push(`a ${res.status}`)
  if (res.status >= 400) {
    const leak = LEAKS.find((re) => re.test(text))
    if (leak) problems.push(`shows internals (${leak})`)
    const body = res.body as { message?: unknown; status?: unknown } | undefined
    if (!looksFrench(body?.message)) problems.push('no French message')
    if (body?.status !== res.status) problems.push('status field differs')
  }
  if (expected && !expected.includes(res.status)) problems.push(`expected ${expected.join(' or ')}`)
  return problems
}
