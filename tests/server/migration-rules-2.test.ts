// The rules 2 migration (20261128045323_rules_2.sql) on a database as it stood before it, on PGlite
// and on the PostgreSQL of TEST_DATABASE_URL: the seeded spell values retuned (an admin's edit kept),
// an upgraded curse's bonus turned to its own direction (−level), blessings left as they were, and
// the new bounds of a spell instance's bonus (−3…3) enforced.
import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationFiles } from '../../src/server/db/migrate'
import { PG_URL } from './helpers/app'
import { databaseUrl } from './helpers/pg-template'

const RULES_2 = '20261128045323_rules_2.sql'

interface Runner {
  exec(sql: string): Promise<void>
  rows<T>(sql: string): Promise<T[]>
  close(): Promise<void>
}

async function pgliteRunner(): Promise<Runner> {
  const db = new PGlite()
  return { exec: async (sql) => void (await db.exec(sql)), rows: async (sql) => (await db.query(sql)).rows as never, close: () => db.close() }
}

async function postgresRunner(url: string): Promise<Runner> {
  const name = `arene_mig_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const client = new pg.Client({ connectionString: databaseUrl(url, name) })
  await client.connect()
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

/** Runs every migration before rules 2, the old data, then rules 2 (and any later one). */
async function migrateAcrossRules2(db: Runner): Promise<void> {
  const files = migrationFiles()
  const at = files.findIndex((f) => f.name === RULES_2)
  expect(at).toBeGreaterThan(0)
  for (const f of files.slice(0, at)) await db.exec(f.sql)
  await db.exec(`
    INSERT INTO users (id, pseudo) VALUES (1, 'Ancien');
    INSERT INTO spells (id, slug, nom, rarete, image_de_base, points_haut, points_gauche, points_droite, points_bas) VALUES
      (1, 'toile-engluante', 'Toile Engluante', 'commune', '/s.svg', -1, -1, -1, -1),
      (2, 'benediction-mineure', 'Bénédiction Mineure', 'commune', '/s.svg', 1, 1, 1, 1),
      (3, 'regard-maudit', 'Regard Maudit', 'rare', '/s.svg', -3, -1, -1, -2);
    INSERT INTO spell_players (id, user_id, spell_id, bonus_haut, bonus_gauche, bonus_droite, bonus_bas) VALUES
      (10, 1, 1, 2, 2, 2, 2),
      (11, 1, 1, 0, 0, 0, 0),
      (12, 1, 2, 1, 1, 1, 1),
      (13, 1, 3, 3, 3, 3, 3);
  `)
  for (const f of files.slice(at)) await db.exec(f.sql)
}

const runners: [string, () => Promise<Runner>][] = [['PGlite', pgliteRunner]]
if (PG_URL) runners.push(['PostgreSQL', () => postgresRunner(PG_URL!)])

describe.each(runners)('the rules 2 migration on %s', (_, open) => {
  const opened: Runner[] = []
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()))
  })

  it('retunes the seeded spells, keeps an edited one, sinks upgraded curses and bounds a bonus to −3…3', async () => {
    const db = await open()
    opened.push(db)
    await migrateAcrossRules2(db)

    const spells = await db.rows<{ slug: string; v: string }>(
      `SELECT slug, concat_ws(',', points_haut, points_gauche, points_droite, points_bas) AS v FROM spells ORDER BY id`,
    )
    expect(spells).toEqual([
      { slug: 'toile-engluante', v: '-1,-1,0,-1' },
      { slug: 'benediction-mineure', v: '1,1,0,1' },
      { slug: 'regard-maudit', v: '-3,-1,-1,-2' }, // an admin's values: left alone
    ])

    const bonus = await db.rows<{ id: number; v: string }>(
      `SELECT id, concat_ws(',', bonus_haut, bonus_gauche, bonus_droite, bonus_bas) AS v FROM spell_players ORDER BY id`,
    )
    expect(bonus).toEqual([
      { id: 10, v: '-2,-2,-2,-2' }, // a curse at +2 (it weakened) is a curse at −2
      { id: 11, v: '0,0,0,0' },
      { id: 12, v: '1,1,1,1' }, // a blessing keeps its bonus
      { id: 13, v: '-3,-3,-3,-3' },
    ])

    await db.exec(`INSERT INTO spell_players (user_id, spell_id, bonus_haut, bonus_gauche, bonus_droite, bonus_bas) VALUES (1, 1, -3, -3, -3, -3)`)
    await expect(db.exec(`INSERT INTO spell_players (user_id, spell_id, bonus_haut) VALUES (1, 1, -4)`)).rejects.toThrow(/spell_players_bonus_haut_check/)
  })
})
