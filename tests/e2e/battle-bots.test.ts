// The battle screen against the bots: a training game played to the end on a phone held sideways
// (deck chosen in the dialog, placement by drag), and solo stage 1 played and won on a phone held
// upright (by click), which opens stage 2: with a deck the boss cannot beat, so the win is known.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { apiPlayer, call, openGame, type ApiSession } from './helpers/gameApi'
import { playToTheEnd, resultTitle } from './helpers/gameBattle'
import { chooseFirstDeck, leftForHome } from './helpers/gameUi'
import { NO_FULLSCREEN_OFFER, signInContext, signedInPage } from './helpers/signedIn'
import { useBrowserSuite } from './helpers/suite'
import { watchCsp } from './helpers/csp'
import { ADMIN } from './helpers/server'
import { CATALOGUE_CARDS } from '../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS } from '../../src/server/seed/catalogue-spells'
import { CATALOGUE_STAGES } from '../../src/server/seed/catalogue-stages'

interface Item {
  id: number
  nom: string
  pointsHaut: number
  pointsGauche: number
  pointsDroite: number
  pointsBas: number
}
const power = (i: Item) => i.pointsHaut + i.pointsGauche + i.pointsDroite + i.pointsBas

const UNBEATABLE = 'Invaincus'

/**
 * Gives `me` (through the admin's API) a deck of 12 légendaire cards, none of which stage 1's boss can
 * knock out: its strongest card under its strongest blessing stays at or below our weakest card
 * under its strongest curse (the values read from the server, the boss's deck from the catalogue; its
 * items have no bonus). A KO needs a strictly greater power, and our first answer to a boss card next
 * to a free spot knocks it out: we end with 10 living cards against at most 9.
 */
async function unbeatableDeck(base: string, me: ApiSession): Promise<void> {
  const [cards, spells] = await Promise.all([call<Item[]>(base, me, 'GET', '/api/cards'), call<Item[]>(base, me, 'GET', '/api/spells')])
  const byName = <T extends Item>(items: T[], catalogue: { slug: string; nom: string }[], slugs: string[]) =>
    slugs.map((slug) => items.find((i) => i.nom === catalogue.find((c) => c.slug === slug)!.nom)!)
  const stage = CATALOGUE_STAGES.find((s) => s.number === 1)!
  const bossCards = byName(cards, CATALOGUE_CARDS, stage.deckCards).map(power)
  const bossSpells = byName(spells, CATALOGUE_SPELLS, stage.deckSpells).map(power)
  const legends = cards.filter((c) => CATALOGUE_CARDS.find((k) => k.nom === c.nom)?.rarete === 'légendaire')
  expect(legends).toHaveLength(4)
  const bossAttack = Math.max(...bossCards) + Math.max(0, ...bossSpells)
  const ourDefence = Math.min(...legends.map(power)) + Math.min(0, ...bossSpells)
  expect(bossAttack, 'the boss could knock out a légendaire card').toBeLessThanOrEqual(ourDefence)
  const admin = await call<ApiSession>(base, null, 'POST', '/auth/signin', ADMIN)
  const given: number[] = []
  for (let i = 0; i < 12; i++) {
    const instance = await call<{ id: number }>(base, admin, 'POST', '/api/cardplayer/user/add', { userId: me.id, cardId: legends[i % 4].id })
    given.push(instance.id)
  }
  await call(base, me, 'POST', '/api/decksplayer/create', { userId: me.id, name: UNBEATABLE, cartes: given })
}

async function chooseDeck(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre deck' })
  await dialog.getByRole('button', { name: `Jouer avec ${name}` }).click()
  await dialog.waitFor({ state: 'detached' })
}

describe.skipIf(!hasChromium())('battle against the bots', () => {
  const env = useBrowserSuite()

  it('training: a whole game against the easy bot, by drag and drop, sideways phone', async () => {
    const context = await env.context('landscape')
    const violations = await watchCsp(context) // the whole game (scene, sounds) under the server's CSP
    const me = await apiPlayer(env.server.url, 'bots')
    await signInContext(context, me, NO_FULLSCREEN_OFFER)
    const page = await context.newPage()
    const game = await call(env.server.url, me, 'POST', '/api/games/training', { userId: me.id, difficulty: 'facile' })
    await openGame(page, `/game/training/${game.id}`, { gameId: game.id })
    await chooseFirstDeck(page)
    await page.getByRole('heading', { name: /Entraînement/ }).waitFor()
    await screenshot(page, 'battle/training-start-landscape')
    // the first placements by drag and drop, the rest through the API (the end is what matters here)
    const final = await playToTheEnd(page, env.server.url, me, game.id, { place: 'drag', uiMoves: 4 })
    expect(final.open).toBe(false)
    const dialog = page.getByRole('dialog', { name: resultTitle(final, me) })
    await dialog.waitFor({ timeout: 15_000 })
    await screenshot(page, 'battle/training-result-landscape')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog', { name: 'Partie terminée' }).getByRole('button', { name: 'Quitter' }).click()
    await page.waitForURL(leftForHome)
    expect(await violations()).toEqual([])
  }, 300_000)

  it('solo: stage 1 played and won by click on an upright phone opens stage 2', async () => {
    const { page, me } = await signedInPage(env, 'phone', { prefix: 'solo', local: NO_FULLSCREEN_OFFER })
    await unbeatableDeck(env.server.url, me)
    const game = await call(env.server.url, me, 'POST', `/api/solo-combat-game/create/${me.id}/1`)
    await openGame(page, `/game/solo/${game.id}`, { gameCode: game.id })
    await chooseDeck(page, UNBEATABLE)
    await page.getByRole('heading', { name: /Combat solo/ }).waitFor()
    await screenshot(page, 'battle/solo-start-phone')
    const final = await playToTheEnd(page, env.server.url, me, game.id, { place: 'click', uiMoves: 4 })
    expect(final.winner).toBe(me.id)
    const dialog = page.getByRole('dialog', { name: resultTitle(final, me) })
    await dialog.waitFor({ timeout: 15_000 })
    await screenshot(page, 'battle/solo-result-won-phone')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog', { name: 'Partie terminée' }).getByRole('button', { name: 'Quitter' }).click()
    await page.waitForURL(leftForHome)
    const stages = await call(env.server.url, me, 'GET', `/api/solo-combat-game/stages/${me.id}`)
    expect(stages.find((s: any) => s.number === 1).status).toBe('won')
    expect(stages.find((s: any) => s.number === 2).status).toBe('open')
  }, 300_000)
})
