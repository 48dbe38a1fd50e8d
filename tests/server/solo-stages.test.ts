// Solo combat: stage 1 open, stage 3 refused; winning stage 1 gives its first-clear reward and opens
// stage 2, a later win +20 XP; pass-turn, surrender and end; the stage list with each boss's deck power.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer, type Player } from './helpers/players'
import { firstDeckId, watchLeaks, type Game } from './helpers/games'
import { grantBySlug } from '../../src/server/services/starter'
import { decksJson, findDeck, insertDeck } from '../../src/server/db/repositories/decks'
import { findAiOpponent, findStage } from '../../src/server/db/repositories/ai'
import { chooseMove, createRng, deckPower } from '../../src/game'
import type { MatchState, PlayerSlot, Sides } from '../../src/game'

const LEGENDS = ['dragon-ancien', 'kraken-des-profondeurs', 'licorne-celeste', 'roi-liche']

/** A match state rebuilt from the player's own view (the opponent's hand unknown, as for a client). */
function stateFromView(g: Game): MatchState {
  const sides = (x: Sides, base: Sides): Sides => ({
    pointsHaut: base.pointsHaut + x.pointsHaut,
    pointsGauche: base.pointsGauche + x.pointsGauche,
    pointsDroite: base.pointsDroite + x.pointsDroite,
    pointsBas: base.pointsBas + x.pointsBas,
  })
  const cardSides: Record<number, Sides> = {}
  const spellSides: Record<number, Sides> = {}
  const hand = g.hand ?? { cartes: [], spells: [] }
  for (const c of [...g.boardCards, ...hand.cartes]) cardSides[c.id] = sides(c, c.card)
  for (const s of [...g.boardSpells, ...hand.spells]) spellSides[s.id] = sides(s, s.spell)
  const me = g.you as PlayerSlot
  const hands = { 1: { cards: [] as number[], spells: [] as number[] }, 2: { cards: [] as number[], spells: [] as number[] } }
  hands[me] = { cards: hand.cartes.map((c) => c.id), spells: hand.spells.map((s) => s.id) }
  return {
    plateau: g.plateau, plateauspell: g.plateauspell, satutscard: g.satutscard, cardOwners: g.cardOwners as MatchState['cardOwners'], spellOwners: g.spellOwners as MatchState['spellOwners'],
    roundTo: g.roundTo, starter: 1, hands, cardSides, spellSides, consecutiveTimeouts: { 1: 0, 2: 0 }, moveCount: 0, finished: false, winner: null, endReason: null,
  }
}

describe('solo combat', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  async function strongDeck(p: Player): Promise<number> {
    const cards: number[] = []
    for (let i = 0; i < 3; i++) cards.push(...(await grantBySlug(t.app.db, p.id, LEGENDS, [], 3)).cards.values())
    const spells = [...(await grantBySlug(t.app.db, p.id, [], ['grace-des-anciens', 'flammes-interieures'], 3)).spells.values()]
    return (await insertDeck(t.app.db, p.id, 'Légendes', cards, spells)).id
  }

  /** Plays stage `stage` with `deckId` to the end with a look-ahead from the player's own view; the last game. */
  async function playStage(p: Player, stage: number, deckId: number) {
    const created = await t.api.post('/api/solo-combat-game/create-detailed', { userId: p.id, stageId: stage, deckId }, { token: p.token })
    expect(created.status).toBe(201)
    let game = created.body
    const rng = createRng(stage * 7919 + game.id)
    while (game.status === 'PLAYING') {
      const move = chooseMove(stateFromView(game), 1, 'moyen', rng)
      const body = move.kind === 'pass' ? {} : move.kind === 'card' ? { cardId: move.instanceId, index: move.index } : { spellId: move.instanceId, index: move.index }
      const res = await t.api.put(`/api/solo-combat-game/update-plate/${game.id}`, { userId: p.id, version: game.version, ...body }, { token: p.token })
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200)
      game = res.body.game
    }
    return game
  }

  it('opens stage 2 once stage 1 is won; stage 3 stays refused; first clear and later wins are rewarded', async () => {
    const p = await newPlayer(t.api)
    const watch = watchLeaks(t.api, [p])
    const stages = await t.api.get(`/api/solo-combat-game/stages/${p.id}`, { token: p.token })
    expect(stages.body).toHaveLength(10)
    expect(stages.body.map((s: { status: string }) => s.status)).toEqual(['open', ...Array(9).fill('locked')])
    expect(stages.body[0]).toMatchObject({ number: 1, bossPseudo: 'Grincedent', rewardCredit: 50, rewardXp: 60, wins: 0 })
    const locked = await t.api.get(`/api/solo-combat-game/can-access/${p.id}/3`, { token: p.token })
    expect(locked.body).toEqual({ canAccess: false, reason: "Étape verrouillée : remportez d'abord l'étape 2." })
    const refused = await t.api.post(`/api/solo-combat-game/create/${p.id}/3`, undefined, { token: p.token })
    expect([refused.status, refused.body.message]).toEqual([403, "Étape verrouillée : remportez d'abord l'étape 2."])

    const deckId = await strongDeck(p)
    let won = null
    for (let attempt = 0; attempt < 6 && !won; attempt++) {
      const game = await playStage(p, 1, deckId)
      if (game.winner === p.id) won = game
      else expect(game.rewards).toEqual({ xp: 0, credit: 0, ratingChange: 0 })
    }
    expect(won, 'stage 1 won within 6 attempts').not.toBeNull()
    expect(won).toMatchObject({ type: 'solo', stageId: 1, rewards: { xp: 60, credit: 50, ratingChange: 0 } })
    const me = await t.api.get(`/api/user/${p.id}`, { token: p.token })
    expect([me.body.level, me.body.credit]).toEqual([60, 550])
    expect((await t.api.get(`/api/solo-combat-game/can-access/${p.id}/2`, { token: p.token })).body).toEqual({ canAccess: true, reason: null })
    expect((await t.api.get(`/api/solo-combat-game/can-access/${p.id}/3`, { token: p.token })).body.canAccess).toBe(false)
    const after = await t.api.get(`/api/solo-combat-game/stages/${p.id}`, { token: p.token })
    expect(after.body.slice(0, 3).map((s: { status: string; wins: number }) => [s.status, s.wins])).toEqual([['won', 1], ['open', 0], ['locked', 0]])

    let again = null
    for (let attempt = 0; attempt < 6 && !again; attempt++) {
      const game = await playStage(p, 1, deckId)
      if (game.winner === p.id) again = game
    }
    expect(again?.rewards).toEqual({ xp: 20, credit: 0, ratingChange: 0 })
    watch.check()
  })

  it("gives each stage its boss's deck power: deckPower of the totals of the deck the database holds", async () => {
    const p = await newPlayer(t.api)
    const stages = await t.api.get(`/api/solo-combat-game/stages/${p.id}`, { token: p.token })
    expect(stages.status).toBe(200)
    const total = (x: Sides, base: Sides) => x.pointsHaut + x.pointsGauche + x.pointsDroite + x.pointsBas + base.pointsHaut + base.pointsGauche + base.pointsDroite + base.pointsBas
    for (const s of stages.body as { number: number; bossPower: number }[]) {
      const stage = await findStage(t.app.db, s.number)
      const boss = await findAiOpponent(t.app.db, stage!.opponentId)
      const [deck] = await decksJson(t.app.db, [(await findDeck(t.app.db, boss!.deckId))!])
      expect(deck.cartes.length + deck.spells.length, `stage ${s.number}'s boss has a deck`).toBeGreaterThan(0)
      const expected = deckPower(deck.cartes.map((c) => total(c, c.card)), deck.spells.map((x) => total(x, x.spell)))
      expect(s.bossPower, `stage ${s.number}`).toBe(expected)
      expect(s.bossPower).toBeGreaterThan(0)
    }
  })

  it('passes a turn, surrenders, ends; the active game and a game by id', async () => {
    const p = await newPlayer(t.api)
    const created = await t.api.post(`/api/solo-combat-game/create/${p.id}/1`, undefined, { token: p.token })
    expect(created.body).toMatchObject({ type: 'solo', status: 'WAITING', stageId: 1, difficulty: 'facile', joueur2: { pseudo: 'Grincedent', bot: true } })
    const active = await t.api.get(`/api/solo-combat-game/active/${p.id}`, { token: p.token })
    expect(active.body.id).toBe(created.body.id)
    const resumed = await t.api.post(`/api/solo-combat-game/create/${p.id}/1`, undefined, { token: p.token })
    expect(resumed.body.id).toBe(created.body.id)
    const started = await t.api.post(`/api/solo-combat-game/update-deck/${created.body.id}`, { userId: p.id, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    expect(started.body).toMatchObject({ status: 'PLAYING', roundTo: 1 })
    const passed = await t.api.post(`/api/solo-combat-game/pass-turn/${created.body.id}`, { userId: p.id }, { token: p.token })
    expect(passed.body).toMatchObject({ roundTo: 1, timeouts: { joueur1: 1 }, lastMove: { player: 2 } })
    expect((await t.api.get(`/api/solo-combat-game/${created.body.id}`, { token: p.token })).body.version).toBe(passed.body.version)

    const surrendered = await t.api.post(`/api/solo-combat-game/surrender/${p.id}/1`, undefined, { token: p.token })
    expect(surrendered.body).toMatchObject({ status: 'FINISHED', endReason: 'surrender', winner: created.body.joueur2.id, rewards: { xp: 0, credit: 0 } })
    const ended = await t.api.post(`/api/solo-combat-game/end/${p.id}/1`, undefined, { token: p.token })
    expect(ended.body).toMatchObject({ id: created.body.id, endReason: 'surrender', version: surrendered.body.version })
    expect((await t.api.get(`/api/solo-combat-game/active/${p.id}`, { token: p.token })).body).toBeNull()
    const none = await t.api.post(`/api/solo-combat-game/end/${p.id}/2`, undefined, { token: p.token })
    expect([none.status, none.body.message]).toEqual([404, 'Aucune partie sur cette étape.'])

    const next = await t.api.post('/api/solo-combat-game/create-detailed', { userId: p.id, stageId: 1, deckId: await firstDeckId(t.api, p) }, { token: p.token })
    const quit = await t.api.post(`/api/solo-combat-game/end/${p.id}/1`, undefined, { token: p.token })
    expect(quit.body).toMatchObject({ id: next.body.id, endReason: 'quit', status: 'FINISHED' })
    const stages = await t.api.get(`/api/solo-combat-game/stages/${p.id}`, { token: p.token })
    expect(stages.body[0]).toMatchObject({ status: 'open', wins: 0 })
  })
})
