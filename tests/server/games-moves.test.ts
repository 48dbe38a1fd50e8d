// Integrity of moves: checked against the stored game with the spec's messages; repeated and stale
// requests; deck choice; leaving (quit = loss, waiting = cancelled); one game in progress per player.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testApp, type TestApp } from './helpers/app'
import { newPlayer } from './helpers/players'
import { firstDeckId, startUnranked, view, watchLeaks } from './helpers/games'
import { insertDeck } from '../../src/server/db/repositories/decks'
import { CURRENT_RULES, GAME_CARDS, MOVE_MESSAGES } from '../../src/game'

describe('moves and game integrity', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await testApp()
  })
  afterAll(() => t.close())

  it('refuses out-of-turn, foreign, occupied and full positions with the spec messages; a repeat is not applied twice', async () => {
    const { id, mover, waiter } = await startUnranked(t.api)
    const watch = watchLeaks(t.api, [mover, waiter])
    const url = `/api/games/unranked/plate/${id}`
    const m0 = await view(t.api, mover, id)
    const w0 = await view(t.api, waiter, id)

    const outOfTurn = await t.api.post(url, { userId: waiter.id, cardId: w0.hand.cartes[0].id, index: 5 }, { token: waiter.token })
    expect(outOfTurn.status).toBe(409)
    expect(outOfTurn.body.message).toBe("C'est le tour de l'adversaire")
    expect(outOfTurn.body.game).toMatchObject({ id, version: m0.version, you: w0.you })

    const foreign = await t.api.post(url, { userId: mover.id, cardId: w0.hand.cartes[0].id, index: 5 }, { token: mover.token })
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe("Cette carte ou ce sort n'est pas dans votre main.")

    const both = await t.api.post(url, { userId: mover.id, cardId: m0.hand.cartes[0].id, spellId: m0.hand.spells[0].id, index: 0 }, { token: mover.token })
    expect([both.status, both.body.message]).toEqual([400, 'Placez une carte ou un sort, pas les deux à la fois.'])
    const noIndex = await t.api.post(url, { userId: mover.id, cardId: m0.hand.cartes[0].id }, { token: mover.token })
    expect([noIndex.status, noIndex.body.message]).toEqual([400, 'Indiquez la position (index) où placer.'])

    const first = { userId: mover.id, cardId: m0.hand.cartes[0].id, index: 0, version: m0.version }
    const placed = await t.api.post(url, first, { token: mover.token })
    expect(placed.status).toBe(200)
    expect(placed.body.plateau[0]).toBe(first.cardId)
    expect(placed.body.game).toMatchObject({ roundTo: w0.you, version: m0.version + 1, lastMove: { kind: 'card', index: 0, instanceId: first.cardId, timeout: false } })
    expect(placed.body.game.hand.cartes).toHaveLength(GAME_CARDS - 1)

    // the same request again: answered with the current game, nothing applied twice
    const again = await t.api.post(url, first, { token: mover.token })
    expect(again.status).toBe(200)
    expect(again.body.game.version).toBe(m0.version + 1)
    expect(again.body.game.hand.cartes).toHaveLength(GAME_CARDS - 1)
    // another move on the old version: 409 with the fresh game
    const stale = await t.api.post(url, { userId: mover.id, cardId: m0.hand.cartes[1].id, index: 1, version: m0.version }, { token: mover.token })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe('La partie a changé entre-temps : voici la partie à jour.')
    expect(stale.body.game.version).toBe(m0.version + 1)

    const taken = await t.api.post(url, { userId: waiter.id, cardId: w0.hand.cartes[0].id, index: 0 }, { token: waiter.token })
    expect([taken.status, taken.body.message]).toEqual([409, 'Position occupée'])
    // the opening: two cards before the first spell
    const early = await t.api.post(url, { userId: waiter.id, spellId: w0.hand.spells[0].id, index: 0 }, { token: waiter.token })
    expect([early.status, early.body.message]).toEqual([409, MOVE_MESSAGES.CARDS_FIRST])
    expect(early.body.game).toMatchObject({ id, rules: CURRENT_RULES, roundTo: w0.you })
    const lay = async (who: typeof mover, cardId: number, index: number) =>
      expect((await t.api.post(url, { userId: who.id, cardId, index }, { token: who.token })).status).toBe(200)
    await lay(waiter, w0.hand.cartes[0].id, 1)
    await lay(mover, m0.hand.cartes[1].id, 10)
    await lay(waiter, w0.hand.cartes[1].id, 2)
    await lay(mover, m0.hand.cartes[2].id, 12)
    const curse = await t.api.post(url, { userId: waiter.id, spellId: w0.hand.spells[0].id, index: 0 }, { token: waiter.token })
    expect(curse.status).toBe(200)
    const full = await t.api.post(url, { userId: mover.id, spellId: m0.hand.spells[0].id, index: 0 }, { token: mover.token })
    expect([full.status, full.body.message]).toEqual([409, 'Poste déjà occupé'])
    const fullCard = await t.api.post(url, { userId: mover.id, cardId: m0.hand.cartes[3].id, index: 0 }, { token: mover.token })
    expect([fullCard.status, fullCard.body.message]).toEqual([409, 'Poste déjà occupé'])

    // the deck cannot change once the game has started; the same deck again is fine
    const deckUrl = `/api/games/unranked/decks/${id}`
    const deckId = await firstDeckId(t.api, mover)
    const same = await t.api.post(deckUrl, { userId: mover.id, deckId }, { token: mover.token })
    expect(same.status).toBe(200)
    const starter = await t.api.get(`/api/decksplayer/${deckId}`, { token: mover.token })
    expect(starter.body.inGame).toBe(true)
    const otherDeck = await insertDeck(t.app.db, mover.id, 'Autre', starter.body.cartes.map((c: { id: number }) => c.id), [])
    const changed = await t.api.post(deckUrl, { userId: mover.id, deckId: otherDeck.id }, { token: mover.token })
    expect([changed.status, changed.body.message]).toEqual([409, 'La partie a commencé : votre deck ne peut plus changer.'])

    // quitting is a loss: the other player gets a normal win, the quitter nothing
    const quit = await t.api.post(`/api/games/unranked/end/${id}`, { userId: mover.id }, { token: mover.token })
    expect(quit.body).toMatchObject({ status: 'FINISHED', open: false, endReason: 'quit', winner: waiter.id, rewards: { xp: 0, credit: 0, ratingChange: 0 } })
    const finished = await t.api.post(url, { userId: waiter.id, cardId: w0.hand.cartes[2].id, index: 3 }, { token: waiter.token })
    expect([finished.status, finished.body.message]).toEqual([409, 'La partie est terminée.'])
    expect(finished.body.game.status).toBe('FINISHED')
    expect((await t.api.get(`/api/decksplayer/${deckId}`, { token: mover.token })).body.inGame).toBe(false)
    const quitAgain = await t.api.post(`/api/games/unranked/end/${id}`, { userId: mover.id }, { token: mover.token })
    expect(quitAgain.body.version).toBe(quit.body.version)
    const w = await t.api.get(`/api/user/${waiter.id}`, { token: waiter.token })
    const m = await t.api.get(`/api/user/${mover.id}`, { token: mover.token })
    expect([w.body.level, w.body.credit, m.body.level, m.body.credit]).toEqual([100, 550, 0, 500])
    expect((await view(t.api, waiter, id)).rewards).toEqual({ xp: 100, credit: 50, ratingChange: 0 })
    watch.check()
  })

  it('checks the deck: unknown, someone else’s, not playable', async () => {
    const a = await newPlayer(t.api)
    const b = await newPlayer(t.api)
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    const url = `/api/games/unranked/decks/${opened.body.id}`
    const foreign = await t.api.post(url, { userId: a.id, deckId: await firstDeckId(t.api, b) }, { token: a.token })
    expect([foreign.status, foreign.body.message]).toEqual([403, 'Ce deck ne vous appartient pas.'])
    const missing = await t.api.post(url, { userId: a.id, deckId: 999999 }, { token: a.token })
    expect([missing.status, missing.body.message]).toEqual([404, 'Deck introuvable.'])
    const full = await t.api.get(`/api/decksplayer/${await firstDeckId(t.api, a)}`, { token: a.token })
    const small = await insertDeck(t.app.db, a.id, 'Trop petit', full.body.cartes.slice(0, 11).map((c: { id: number }) => c.id), full.body.spells.slice(0, 5).map((s: { id: number }) => s.id))
    const refused = await t.api.post(url, { userId: a.id, deckId: small.id }, { token: a.token })
    expect([refused.status, refused.body.message]).toEqual([400, "Pas assez de cartes : ce deck n'est pas jouable (au moins 12 cartes ou 6 sorts)."])
    const early = await t.api.post(`/api/games/unranked/plate/${opened.body.id}`, { userId: a.id, cardId: full.body.cartes[0].id, index: 0 }, { token: a.token })
    expect([early.status, early.body.message]).toEqual([409, "La partie n'a pas encore commencé : choisissez votre deck."])
    await t.api.post(`/api/games/unranked/end/${opened.body.id}`, { userId: a.id }, { token: a.token })
  })

  it('keeps one game in progress per player; leaving a waiting game cancels it without a loss', async () => {
    const a = await newPlayer(t.api)
    const opened = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    const again = await t.api.post('/api/games/unranked', { userId: a.id }, { token: a.token })
    expect(again.body.id).toBe(opened.body.id)
    const check = await t.api.get(`/api/games/check/${a.id}`, { token: a.token })
    expect(check.body).toEqual({ id: opened.body.id, type: 'unranked', status: 'WAITING', code: null })
    const other = await t.api.post('/api/games/ranked', { userId: a.id }, { token: a.token })
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ code: 'ALREADY_PLAYING', game: { id: opened.body.id } })
    const training = await t.api.post('/api/games/training', { userId: a.id, difficulty: 'facile' }, { token: a.token })
    expect([training.status, training.body.game.id]).toEqual([409, opened.body.id])

    const cancelled = await t.api.post(`/api/games/unranked/end/${opened.body.id}`, { userId: a.id }, { token: a.token })
    expect(cancelled.body).toMatchObject({ status: 'FINISHED', endReason: 'cancelled', winner: null, rewards: null })
    const none = await t.api.get(`/api/games/check/${a.id}`, { token: a.token })
    expect([none.status, none.body]).toEqual([200, null])
    const me = await t.api.get(`/api/user/${a.id}`, { token: a.token })
    expect([me.body.level, me.body.credit]).toEqual([0, 500])
    // the wrong mode's path does not find the game
    const wrongMode = await t.api.post(`/api/games/ranked/end/${opened.body.id}`, { userId: a.id }, { token: a.token })
    expect([wrongMode.status, wrongMode.body.message]).toEqual([404, 'Partie introuvable.'])
  })
})
