// Players and games for the stream benches, made inside the server process without HTTP.
// `seedGames`: through the server's own services: an account with its starter collection
// (`createAccount`, the sign-up's transaction, one password hash computed once instead of one
// scrypt per account), a token signed as sign-in does, unranked matchmaking, both deck choices.
// That costs ~180 ms a pair on PGlite, so `cloneGames` makes thousands: one game made that way,
// then its players' rows and its game row copied in two INSERT … SELECT (new pseudos, new
// players, a fresh clock). The clones own no cards (their games carry the template's frozen decks,
// which is all a move or a view reads), so the move and stream paths do exactly the same work.
import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { createAccount } from '../../src/server/services/starter'
import { hashPassword } from '../../src/server/security/password'
import { findUser } from '../../src/server/db/repositories/users'
import { listUserDecks } from '../../src/server/db/repositories/decks'
import { joinQueue } from '../../src/server/games/matchmaking'
import { actOnGameAs } from '../../src/server/games/service'
import { chooseDeckStep, loadChosenDeck } from '../../src/server/games/decks'

export interface SeededPlayer {
  id: number
  token: string
}

export interface SeededGame {
  id: number
  players: [SeededPlayer, SeededPlayer]
}

let passwordHash: Promise<string> | null = null

async function newAccount(app: FastifyInstance, name: string): Promise<SeededPlayer & { deckId: number }> {
  passwordHash ??= hashPassword('motdepasse-solide', app.config.passwordCost)
  const id = await createAccount(app.db, { pseudo: name, email: `${name}@exemple.fr`, passwordHash: await passwordHash })
  const { token } = await app.tokens.sign({ userId: id, tokenVersion: 0 }, app.clock())
  const [deck] = await listUserDecks(app.db, id)
  return { id, token, deckId: deck.id }
}

/** `pairs` new unranked games in progress, two new players each; `prefix` keeps pseudos unique. */
export async function seedGames(app: FastifyInstance, prefix: string, pairs: number): Promise<SeededGame[]> {
  const { db } = app
  const games: SeededGame[] = []
  for (let i = 0; i < pairs; i++) {
    const a = await newAccount(app, `${prefix}a${i}`)
    const b = await newAccount(app, `${prefix}b${i}`)
    const now = app.clock()
    const id = await joinQueue(app.gameStore, (await findUser(db, a.id))!, 'unranked', undefined, now)
    const joined = await joinQueue(app.gameStore, (await findUser(db, b.id))!, 'unranked', undefined, now)
    if (joined !== id) throw new Error(`seed: player ${b.id} joined game ${joined}, not ${id}`)
    for (const p of [a, b]) {
      const chosen = await loadChosenDeck(db, p.deckId, p.id)
      await actOnGameAs(app.gameStore, id, p.id, now, (g, slot) => chooseDeckStep(g, slot, chosen, now))
    }
    games.push({ id, players: [{ id: a.id, token: a.token }, { id: b.id, token: b.token }] })
  }
  return games
}

async function columnsOf(db: Db, table: string): Promise<string[]> {
  const { rows } = (await db.execute(
    sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name <> 'id' order by ordinal_position`,
  )) as unknown as { rows: { column_name: string }[] }
  return rows.map((r) => r.column_name)
}

/** The column list and the SELECT list copying row `source`, some columns replaced by SQL expressions. */
function copyLists(columns: string[], source: string, replaced: Record<string, string>): { into: string; select: string } {
  return {
    into: columns.map((c) => `"${c}"`).join(', '),
    select: columns.map((c) => replaced[c] ?? `${source}."${c}"`).join(', '),
  }
}

/** `pairs` games in progress copied from one game made by `seedGames` (see the header). */
export async function cloneGames(app: FastifyInstance, prefix: string, pairs: number): Promise<SeededGame[]> {
  const { db } = app
  const [template] = await seedGames(app, `${prefix}t`, 1)
  if (pairs <= 1) return [template]
  const count = 2 * (pairs - 1)
  const userCopy = copyLists(await columnsOf(db, 'users'), 'u', {
    pseudo: `'${prefix}' || g`,
    email: `'${prefix}' || g || '@exemple.fr'`,
  })
  const { rows: users } = (await db.execute(
    sql.raw(`insert into users (${userCopy.into}) select ${userCopy.select} from users u, generate_series(1, ${count}) g where u.id = ${template.players[0].id} order by g returning id`),
  )) as unknown as { rows: { id: number }[] }
  const ids = users.map((u) => u.id).sort((x, y) => x - y)
  const seats = Array.from({ length: pairs - 1 }, (_, i) => ({ a: ids[2 * i], b: ids[2 * i + 1] }))
  const gameCopy = copyLists(await columnsOf(db, 'games'), 'g', {
    joueur1: 'p.a',
    joueur2: 'p.b',
    turn_deadline: `now() + interval '30 seconds'`,
    created_at: 'now()',
    updated_at: 'now()',
  })
  const { rows: games } = (await db.execute(
    sql`insert into games (${sql.raw(gameCopy.into)}) select ${sql.raw(gameCopy.select)} from games g, json_to_recordset(${JSON.stringify(seats)}::json) as p(a int, b int) where g.id = ${template.id} returning id, joueur1, joueur2`,
  )) as unknown as { rows: { id: number; joueur1: number; joueur2: number }[] }
  const now = app.clock()
  const token = async (userId: number) => ({ id: userId, token: (await app.tokens.sign({ userId, tokenVersion: 0 }, now)).token })
  const clones: SeededGame[] = []
  for (const g of games) clones.push({ id: g.id, players: [await token(g.joueur1), await token(g.joueur2)] })
  return [template, ...clones]
}
