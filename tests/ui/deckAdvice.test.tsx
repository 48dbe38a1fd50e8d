// What a game makes of a deck, where decks are shown: the deal (numbers from src/game's DEAL), the
// deck's power (deckPower of its instances' totals) and the warnings of a deck a game would leave
// short — as text in the deck's description, never a block: such a deck stays playable and selectable.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { CARDS, SPELLS, cardPlayer, deck, spellPlayer } from './helpers/cards'
import { apiDeck, apiGame, ME } from './helpers/games'
import { GAME_CARDS, GAME_SPELLS, deckPower } from '../../src/game'
import { deckWarnings } from '../../src/ui/components/decks/deckAdvice'

vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const NO_SPELL = 'Aucun sort : vous ne pourrez ni renforcer vos cartes, ni affaiblir celles de l’adversaire, ni jouer un tour sans poser de carte.'
const fewCards = (n: number) => `Seulement ${n} cartes : une partie en distribue ${GAME_CARDS}, vous en aurez moins que votre adversaire.`

const LOUPS = Array.from({ length: 14 }, (_, i) => cardPlayer(CARDS.loup, { id: 500 + i }))
const DRAGON = cardPlayer(CARDS.dragon, { id: 520, bonus: 2 })
const BENEDICTIONS = Array.from({ length: 6 }, (_, i) => spellPlayer(SPELLS.benediction, { id: 600 + i }))
const POISON = spellPlayer(SPELLS.poison, { id: 610 })
/** 12 cards and 6 spells: no warning. */
const FULL = deck(1, 'Complet', LOUPS.slice(0, 12), BENEDICTIONS, { playable: true })
/** 13 cards, no spell: playable, warned. */
const NO_SPELLS = deck(2, 'Sans sorts', [...LOUPS.slice(0, 12), DRAGON], [], { playable: true })
/** 2 cards, 6 spells: playable under the spec's rule (6 spells), warned about its cards. */
const FEW_CARDS = deck(3, 'Peu de cartes', LOUPS.slice(0, 2), [...BENEDICTIONS.slice(0, 5), POISON], { playable: true })

function openDecks(path = '/inventory') {
  return renderApp({
    path,
    session: PLAYER,
    handlers: {
      'GET /api/decksplayer/user/{userId}': json([FULL, NO_SPELLS, FEW_CARDS]),
      'GET /api/decksplayer/{id}': (_r, { id }) => json([FULL, NO_SPELLS, FEW_CARDS].find((d) => d.id === Number(id))),
      'GET /api/cardplayer/user/{userId}': json([...LOUPS, DRAGON]),
      'GET /api/spellplayer/user/{userId}': json([...BENEDICTIONS, POISON]),
    },
  })
}

const total = (sides: { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }) => sides.pointsHaut + sides.pointsGauche + sides.pointsDroite + sides.pointsBas
/** deckPower of a fixture deck, from its instances' totals (base + bonus). */
function powerOf(d: { cartes: unknown[]; spells: unknown[] }): number {
  const cartes = d.cartes as ReturnType<typeof cardPlayer>[]
  const spells = d.spells as ReturnType<typeof spellPlayer>[]
  return deckPower(cartes.map((c) => total(c) + total(c.card)), spells.map((s) => total(s) + total(s.spell)))
}

describe('deck warnings', () => {
  it('warns of no spell, no card, fewer cards or fewer spells than a game deals; nothing for an empty deck', () => {
    expect(deckWarnings(GAME_CARDS, GAME_SPELLS)).toEqual([])
    expect(deckWarnings(30, GAME_SPELLS)).toEqual([])
    expect(deckWarnings(0, 0)).toEqual([])
    expect(deckWarnings(GAME_CARDS, 0)).toEqual([NO_SPELL])
    expect(deckWarnings(GAME_CARDS - 1, GAME_SPELLS)).toEqual([fewCards(GAME_CARDS - 1)])
    expect(deckWarnings(1, GAME_SPELLS)[0]).toMatch(/^Seulement 1 carte : /)
    expect(deckWarnings(0, GAME_SPELLS)[0]).toMatch(/^Aucune carte : /)
    expect(deckWarnings(GAME_CARDS, GAME_SPELLS - 1)).toEqual([`Seulement ${GAME_SPELLS - 1} sorts : une partie en distribue ${GAME_SPELLS}, votre adversaire pourra en avoir plus.`])
    expect(deckWarnings(3, 0)).toHaveLength(2)
  })
})

describe('the deck list', () => {
  it('says what a game deals, shows each deck’s power, and puts a short deck’s warnings in its description', async () => {
    openDecks()
    await screen.findByRole('list', { name: 'Vos decks' })
    expect(
      screen.getByText(`Une partie distribue au hasard ${GAME_CARDS} cartes et ${GAME_SPELLS} sorts de votre deck, autant à chaque joueur : un grand deck apporte de la variété, pas plus de coups.`),
    ).toBeInTheDocument()
    const item = (name: string) => screen.getByRole('listitem', { name })
    expect(item('Complet')).toHaveTextContent(`Puissance : ${powerOf(FULL)}`)
    expect(item('Sans sorts')).toHaveTextContent(`Puissance : ${powerOf(NO_SPELLS)}`)
    // a curse counts by what it takes away
    expect(powerOf(FEW_CARDS)).toBe(deckPower([12, 12], [3, 3, 3, 3, 3, 4]))
    expect(item('Peu de cartes')).toHaveTextContent(`Puissance : ${powerOf(FEW_CARDS)}`)

    expect(item('Complet')).not.toHaveAccessibleDescription()
    expect(within(item('Complet')).queryByRole('note')).toBeNull()
    expect(item('Sans sorts')).toHaveAccessibleDescription(NO_SPELL)
    expect(within(item('Sans sorts')).getByRole('note', { name: 'Conseils pour ce deck' })).toHaveTextContent(NO_SPELL)
    expect(item('Peu de cartes')).toHaveAccessibleDescription(fewCards(2))
    // advice, not a block: both are still playable
    expect(within(item('Sans sorts')).getByText('Jouable')).toBeInTheDocument()
    expect(within(item('Peu de cartes')).getByText('Jouable')).toBeInTheDocument()
  })
})

describe('the deck editor', () => {
  it('says what a game deals from this deck, follows the power and the warnings as the deck changes, and never blocks', async () => {
    openDecks('/inventory?deck=2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Deck « Sans sorts »' })).toBeInTheDocument()
    expect(screen.getByText(`Une partie distribue au hasard ${GAME_CARDS} cartes et ${GAME_SPELLS} sorts de ce deck, à chaque joueur autant.`)).toBeInTheDocument()
    expect(screen.getByText(`Puissance : ${powerOf(NO_SPELLS)}`)).toBeInTheDocument()
    expect(screen.getByRole('note', { name: 'Conseils pour ce deck' })).toHaveTextContent(NO_SPELL)
    expect(screen.getByText('Jouable', { selector: '.deck-playable' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()

    const collection = screen.getByRole('region', { name: 'Collection' })
    fireEvent.click(within(collection).getByRole('button', { name: /^Ajouter Poison Lent — / }))
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Conseils pour ce deck' })).not.toHaveTextContent(NO_SPELL))
    expect(screen.getByRole('note', { name: 'Conseils pour ce deck' })).toHaveTextContent(/^Seulement 1 sort : /)
    expect(screen.getByText(`Puissance : ${powerOf({ ...NO_SPELLS, spells: [POISON] })}`)).toBeInTheDocument()

    // down to one card fewer than a game deals
    const deckPane = screen.getByRole('region', { name: 'Deck' })
    const remove = NO_SPELLS.cartes.length - (GAME_CARDS - 1)
    for (let i = 0; i < remove; i++) fireEvent.click(within(deckPane).getAllByRole('button', { name: /^Retirer Loup des Brumes — / })[0])
    expect(screen.getByRole('note', { name: 'Conseils pour ce deck' })).toHaveTextContent(fewCards(GAME_CARDS - 1))
  })
})

describe('the deck choice in a game', () => {
  it('says what a game deals, and shows a short deck’s warning as its button’s description: still selectable', async () => {
    renderApp({
      path: '/game/unranked',
      state: { gameCode: 7 },
      session: ME,
      profile: { id: ME.id, pseudo: 'Alice' },
      handlers: {
        'GET /api/games/{id}': json(apiGame({ status: 'WAITING', deckplayer1: null, hand: null, turnDeadline: null })),
        'GET /api/decksplayer/user/{userId}': json([apiDeck(3, 'Deck de départ', 12, 6), apiDeck(4, 'Sans sorts', 12, 0), apiDeck(5, 'Brouillon', 3, 1)]),
      },
    })
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre deck' })
    expect(dialog).toHaveAccessibleDescription(`Votre main : ${GAME_CARDS} cartes et ${GAME_SPELLS} sorts tirés au hasard de votre deck, autant pour votre adversaire.`)
    const full = await within(dialog).findByRole('button', { name: /^Jouer avec Deck de départ/ })
    expect(full).not.toHaveAccessibleDescription()
    expect(full).toHaveTextContent(/Puissance : \d+/)
    const noSpells = within(dialog).getByRole('button', { name: /^Jouer avec Sans sorts/ })
    expect(noSpells).toBeEnabled()
    expect(noSpells).toHaveAccessibleDescription(NO_SPELL)
    expect(noSpells).toHaveTextContent(NO_SPELL)
    // an unplayable deck gets its badge, not advice
    expect(within(dialog).getByRole('button', { name: /Brouillon/ })).not.toHaveAccessibleDescription()
  })
})
