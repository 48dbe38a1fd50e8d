// The légendaire guarantee on the server: per player and kind (Classique and Premium share the card
// counter, Sorts has its own), the 10th booster in a row without a légendaire holds one, a natural
// légendaire resets the counter, openings at once (two instances on PostgreSQL) neither skip the
// guarantee nor count twice, and the shop reads the counters (GET /api/packplayer/user/{id}/pity).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { testApp, type TestApp } from './helpers/app'
import { burst, cluster, type Cluster } from './helpers/bursts'
import { adminToken, newPlayer, type Player } from './helpers/players'
import { idOf, rows, unchanged } from './helpers/economy'
import { drawPack, type PackTerms, type PoolItem } from '../../src/server/packs/draw'
import { catalogueItems } from '../../src/server/db/repositories/packs'
import { PITY_BOOSTERS } from '../../src/game/economy'
import { createRng } from '../../src/game/random'
import { migrationsFolder } from '../../src/server/db/migrate'

let t: TestApp
let admin: { id: number; token: string }
let packs: { classique: number; premium: number; sorts: number }
let pools: { cards: PoolItem[]; spells: PoolItem[] }

const TERMS: Record<keyof typeof packs, PackTerms & { kind: 'cards' | 'spells' }> = {
  classique: { kind: 'cards', size: 5, guaranteedRarity: 'rare' },
  premium: { kind: 'cards', size: 5, guaranteedRarity: 'épique' },
  sorts: { kind: 'spells', size: 3, guaranteedRarity: null },
}
const hasLegendary = (items: { rarete: string }[]) => items.some((i) => i.rarete === 'légendaire')

/** Seeds whose usual draw of that booster holds a légendaire (`legendary`) or not. */
function seedsFor(pack: keyof typeof packs, legendary: boolean, count: number, from = 1): number[] {
  const rng = createRng(from)
  const found: number[] = []
  while (found.length < count) {
    const seed = rng.int(2 ** 32)
    if (hasLegendary(drawPack(TERMS[pack], pools[TERMS[pack].kind], seed)) === legendary) found.push(seed)
  }
  return found
}

beforeAll(async () => {
  t = await testApp()
  admin = await adminToken(t.api)
  packs = { classique: await idOf(t, 'packs', 'booster-classique'), premium: await idOf(t, 'packs', 'booster-premium'), sorts: await idOf(t, 'packs', 'booster-sorts') }
  pools = { cards: await catalogueItems(t.app.db, 'cards'), spells: await catalogueItems(t.app.db, 'spells') }
})
afterAll(() => t.close())

/** A booster given to the player, with the seed chosen (as if drawn at acquisition). */
async function boosterWithSeed(app: TestApp, userId: number, pack: keyof typeof packs, seed: number): Promise<number> {
  const res = await app.api.post('/api/packplayer/user/add', { userId, packId: packs[pack] }, { token: admin.token })
  expect(res.status).toBe(201)
  await app.app.db.execute(sql`UPDATE pack_players SET seed = ${seed} WHERE id = ${res.body.id}`)
  return res.body.id
}

const open = (app: TestApp, p: Player, packPlayerId: number) => app.api.post('/api/packplayer/user/open', { userId: p.id, packPlayerId }, { token: p.token })
const pityOf = async (app: TestApp, p: Player) => {
  const res = await app.api.get(`/api/packplayer/user/${p.id}/pity`, { token: p.token })
  expect(res.status).toBe(200)
  return res.body as { cards: number; spells: number }
}
type Revealed = { card?: { id: number; rarete: string }; spell?: { id: number; rarete: string } }
const revealed = (body: { cards: Revealed[]; spells: Revealed[] }) => [...body.cards.map((c) => c.card!), ...body.spells.map((s) => s.spell!)]

/** Opens boosters of that pack one after the other, each without a natural légendaire. */
async function openWithout(p: Player, pack: keyof typeof packs, count: number, from: number) {
  for (const seed of seedsFor(pack, false, count, from)) {
    const res = await open(t, p, await boosterWithSeed(t, p.id, pack, seed))
    expect(res.status).toBe(200)
    expect(hasLegendary(revealed(res.body))).toBe(false)
  }
}

describe('les compteurs', () => {
  it('commencent à 0 ; un joueur ne lit que les siens, l’admin ceux de tous', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    expect(await pityOf(t, p)).toEqual({ cards: 0, spells: 0 })
    const other = await t.api.get(`/api/packplayer/user/${p.id}/pity`, { token: q.token })
    expect([other.status, other.body.message]).toEqual([403, 'Accès refusé : vous ne pouvez agir que pour votre propre compte.'])
    expect((await t.api.get(`/api/packplayer/user/${p.id}/pity`, { token: admin.token })).body).toEqual({ cards: 0, spells: 0 })
    expect((await t.api.get('/api/packplayer/user/zéro/pity', { token: p.token })).status).toBe(400)
  })
})

describe('la garantie', () => {
  it(`le ${PITY_BOOSTERS}e booster de cartes d’affilée sans légendaire en contient une, tirée de sa graine`, async () => {
    const p = await newPlayer(t.api)
    await openWithout(p, 'classique', PITY_BOOSTERS - 1, 11)
    expect(await pityOf(t, p)).toEqual({ cards: PITY_BOOSTERS - 1, spells: 0 })
    const [seed] = seedsFor('classique', false, 1, 12)
    const res = await open(t, p, await boosterWithSeed(t, p.id, 'classique', seed))
    expect(res.status).toBe(200)
    const items = revealed(res.body)
    expect(hasLegendary(items)).toBe(true)
    const expected = drawPack(TERMS.classique, pools.cards, seed, { forceLegendary: true })
    expect(items.map((i) => i.id)).toEqual(expected.map((i) => i.id))
    expect(await pityOf(t, p)).toEqual({ cards: 0, spells: 0 })
    // Recorded with the opening as it was revealed.
    const [row] = await rows<{ content: { cards: { rarete: string }[] } }>(t, sql`SELECT content FROM pack_players WHERE id = ${res.body.packPlayer.id}`)
    expect(row.content.cards.at(-1)!.rarete).toBe('légendaire')
  })

  it('Classique et Premium partagent un compteur ; les sorts ont le leur', async () => {
    const p = await newPlayer(t.api)
    await openWithout(p, 'classique', 5, 21)
    await openWithout(p, 'sorts', 3, 22)
    await openWithout(p, 'premium', PITY_BOOSTERS - 6, 23)
    expect(await pityOf(t, p)).toEqual({ cards: PITY_BOOSTERS - 1, spells: 3 })
    const [seed] = seedsFor('premium', false, 1, 24)
    expect(hasLegendary(revealed((await open(t, p, await boosterWithSeed(t, p.id, 'premium', seed))).body))).toBe(true)
    expect(await pityOf(t, p)).toEqual({ cards: 0, spells: 3 })
    // The spell counter reaches its own term.
    await openWithout(p, 'sorts', PITY_BOOSTERS - 4, 25)
    const [spellSeed] = seedsFor('sorts', false, 1, 26)
    const res = await open(t, p, await boosterWithSeed(t, p.id, 'sorts', spellSeed))
    expect(revealed(res.body).map((i) => i.id)).toEqual(drawPack(TERMS.sorts, pools.spells, spellSeed, { forceLegendary: true }).map((i) => i.id))
    expect(hasLegendary(revealed(res.body))).toBe(true)
    expect(await pityOf(t, p)).toEqual({ cards: 0, spells: 0 })
  })

  it('une légendaire tirée naturellement remet le compteur à 0, sans rien forcer', async () => {
    const p = await newPlayer(t.api)
    await openWithout(p, 'classique', 4, 31)
    expect((await pityOf(t, p)).cards).toBe(4)
    const [seed] = seedsFor('classique', true, 1, 32)
    const res = await open(t, p, await boosterWithSeed(t, p.id, 'classique', seed))
    expect(revealed(res.body).map((i) => i.id)).toEqual(drawPack(TERMS.classique, pools.cards, seed).map((i) => i.id))
    expect(await pityOf(t, p)).toEqual({ cards: 0, spells: 0 })
  })

  it('une ouverture refusée ne change pas le compteur', async () => {
    const p = await newPlayer(t.api)
    await openWithout(p, 'classique', 2, 41)
    const id = await boosterWithSeed(t, p.id, 'classique', seedsFor('classique', false, 1, 42)[0])
    expect((await open(t, p, id)).status).toBe(200)
    await unchanged(t, async () => expect((await open(t, p, id)).status).toBe(409))
    expect((await pityOf(t, p)).cards).toBe(3)
  })
})

describe('ouvertures simultanées (deux instances sur PostgreSQL)', () => {
  let c: Cluster
  beforeAll(async () => {
    c = await cluster()
  })
  afterAll(() => c.close())

  it('ni garantie sautée ni compte en double', async () => {
    const p = await newPlayer(c.at(0).api)
    const opened = PITY_BOOSTERS + 2
    const ids: number[] = []
    for (const seed of seedsFor('classique', false, opened, 51)) ids.push(await boosterWithSeed(c.at(0), p.id, 'classique', seed))
    const answers = await burst(opened, (i) => open(c.at(i), p, ids[i]))
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
    // Exactly one of them was the 10th in a row: it holds the only légendaire; two more were opened after it.
    expect(answers.filter((a) => hasLegendary(revealed(a.body)))).toHaveLength(1)
    expect(await pityOf(c.at(1), p)).toEqual({ cards: opened - PITY_BOOSTERS, spells: 0 })
  })

  it('deux ouvertures au seuil : une seule est garantie', async () => {
    const p = await newPlayer(c.at(0).api)
    await c.at(0).app.db.execute(sql`INSERT INTO pack_pity (user_id, kind, opened_without_legendary) VALUES (${p.id}, 'cards', ${PITY_BOOSTERS - 2})`)
    const seeds = seedsFor('premium', false, 2, 61)
    const ids = [await boosterWithSeed(c.at(0), p.id, 'premium', seeds[0]), await boosterWithSeed(c.at(0), p.id, 'premium', seeds[1])]
    const answers = await burst(2, (i) => open(c.at(i), p, ids[i]))
    expect(answers.filter((a) => hasLegendary(revealed(a.body)))).toHaveLength(1)
    expect(await pityOf(c.at(0), p)).toEqual({ cards: 0, spells: 0 })
  })
})

describe('la migration', () => {
  it('reprend les compteurs des boosters déjà ouverts', async () => {
    const [p, q] = [await newPlayer(t.api), await newPlayer(t.api)]
    await openWithout(p, 'classique', 2, 71)
    await open(t, p, await boosterWithSeed(t, p.id, 'classique', seedsFor('classique', true, 1, 72)[0]))
    await openWithout(p, 'premium', 3, 73)
    await openWithout(p, 'sorts', 2, 74)
    await openWithout(q, 'sorts', 1, 75)
    const expected = { p: await pityOf(t, p), q: await pityOf(t, q) }
    expect(expected).toEqual({ p: { cards: 3, spells: 2 }, q: { cards: 0, spells: 1 } })
    const file = readFileSync(`${migrationsFolder}/20261128025114_economy_pity.sql`, 'utf8')
    const backfill = file.slice(file.lastIndexOf('--> statement-breakpoint') + '--> statement-breakpoint'.length)
    await t.app.db.execute(sql`DELETE FROM pack_pity WHERE user_id IN (${p.id}, ${q.id})`)
    await t.app.db.execute(sql.raw(backfill.replace('GROUP BY', `AND o."user_id" IN (${p.id}, ${q.id}) GROUP BY`)))
    expect({ p: await pityOf(t, p), q: await pityOf(t, q) }).toEqual(expected)
  })
})
