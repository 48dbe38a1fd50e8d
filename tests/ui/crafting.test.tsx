// Crafting and recycling on the Cartes page: the catalogue items not owned yet ('Manquantes'), the
// « Fabriquer (N pts) » and « Recycler (+N pts) » actions behind their confirmations (the server's
// answer in the detail, the header's credit and the collection read again), the price table; and
// the booster shop's légendaire guarantee line and rule.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, PACKS, SPELLS, cardPlayer, spellPlayer } from './helpers/cards'
import { CRAFT_PRICE, PITY_BOOSTERS, RECYCLE_VALUE, boostersUntilPity } from '../../src/game/economy'
import { formatPoints } from '../../src/text'

const CATALOGUE_CARDS = Object.values(CARDS)
const CATALOGUE_SPELLS = Object.values(SPELLS)
const OWNED = [cardPlayer(CARDS.loup, { id: 21 }), cardPlayer(CARDS.garde, { id: 30 })]
const pts = (n: number) => formatPoints(n).replace(/\s/g, ' ')
const credit = () => screen.getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')
const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ')

function openCards(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, profile: { credit?: number } = { credit: 5000 }) {
  return renderApp({
    path: '/cards',
    session: PLAYER,
    profile,
    handlers: {
      'GET /api/cardplayer/user/{userId}': json(OWNED),
      'GET /api/spellplayer/user/{userId}': json([spellPlayer(SPELLS.benediction, { id: 40 })]),
      'GET /api/cards': json(CATALOGUE_CARDS),
      'GET /api/spells': json(CATALOGUE_SPELLS),
      'GET /api/skins/owned': json([]),
      ...handlers,
    },
  })
}

const grid = () => screen.getByRole('list', { name: 'Votre collection' })
const tileNames = () => within(grid()).getAllByRole('button').map((b) => b.querySelector('.card-tile-name')?.textContent)

async function show(choice: 'Ma collection' | 'Manquantes' | 'Tout le catalogue') {
  const select = await screen.findByRole('combobox', { name: 'Afficher' })
  fireEvent.click(select)
  fireEvent.pointerDown(select, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  fireEvent.click(await screen.findByRole('option', { name: choice }))
}

describe('missing cards and crafting', () => {
  it('lists the catalogue items not owned yet, and says how many there are', async () => {
    openCards()
    await screen.findByRole('list', { name: 'Votre collection' })
    expect(tileNames()).toEqual(['Garde du Pont', 'Loup des Brumes', 'Bénédiction Mineure'])
    fireEvent.click(await screen.findByRole('button', { name: '3 manquantes au catalogue' }))
    await waitFor(() => expect(tileNames()).toEqual(['Dragon Ancien', 'Chevalier Noir', 'Poison Lent']))
    const dragon = within(grid()).getByRole('button', { name: /^Dragon Ancien — / })
    expect(dragon).toHaveAccessibleName(/0 exemplaire/)
    expect(dragon.querySelector('.card-tile-missing')).toHaveAttribute('title', 'Manquante')
    await show('Tout le catalogue')
    await waitFor(() => expect(tileNames()).toHaveLength(6))
  })

  it('crafts a missing card after a confirmation: POST /api/cardplayer/craft, the credit in the header and the collection follow', async () => {
    let crafted = false
    const craftedCopy = cardPlayer(CARDS.dragon, { id: 90 })
    const { server } = openCards({
      'GET /api/cardplayer/user/{userId}': () => json(crafted ? [...OWNED, craftedCopy] : OWNED),
      'GET /api/user/{id}': () => json(profileOf(PLAYER, { credit: crafted ? 5000 - CRAFT_PRICE.légendaire : 5000 })),
      'POST /api/cardplayer/craft': () => {
        crafted = true
        return json({ cardPlayer: craftedCopy, credit: 5000 - CRAFT_PRICE.légendaire }, 201)
      },
    })
    await show('Manquantes')
    fireEvent.click(await screen.findByRole('button', { name: /^Dragon Ancien — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Dragon Ancien' })
    expect(dialog).toHaveTextContent('Vous ne possédez pas encore cette carte.')
    expect(within(dialog).queryByRole('button', { name: 'Améliorer' })).toBeNull()
    await waitFor(() => expect(credit()).toBe(pts(5000)))
    const cardReads = server.count('GET', '/api/cardplayer/user/7')
    fireEvent.click(within(dialog).getByRole('button', { name: `Fabriquer (${formatPoints(CRAFT_PRICE.légendaire)})` }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Fabriquer « Dragon Ancien » ?' })
    expect(text(confirm)).toContain(`${pts(CRAFT_PRICE.légendaire)} seront retirés de votre crédit (il vous restera ${pts(5000 - CRAFT_PRICE.légendaire)})`)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fabriquer' }))
    expect(await within(dialog).findByText(`« Dragon Ancien » fabriqué : il vous reste ${pts(5000 - CRAFT_PRICE.légendaire)}.`)).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/cardplayer/craft')?.body).toEqual({ userId: 7, cardId: CARDS.dragon.id })
    await waitFor(() => expect(credit()).toBe(pts(5000 - CRAFT_PRICE.légendaire)))
    expect(server.count('GET', '/api/cardplayer/user/7')).toBeGreaterThan(cardReads)
    // The card is owned now: its copy is listed and selected.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Exemplaire 1/ })).toBeChecked())
  })

  it('crafts a spell through /api/spellplayer/craft, and cannot craft without enough credit', async () => {
    let crafted = false
    const { server } = openCards(
      {
        'POST /api/spellplayer/craft': () => {
          crafted = true
          return json({ spellPlayer: spellPlayer(SPELLS.benediction, { id: 91 }), credit: 0 }, 201)
        },
        'GET /api/user/{id}': () => json(profileOf(PLAYER, { credit: crafted ? 0 : CRAFT_PRICE.commune })),
      },
      { credit: CRAFT_PRICE.commune },
    )
    fireEvent.click(await screen.findByRole('button', { name: /^Bénédiction Mineure — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Bénédiction Mineure' })
    fireEvent.click(within(dialog).getByRole('button', { name: `Fabriquer (${formatPoints(CRAFT_PRICE.commune)})` }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fabriquer' }))
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/spellplayer/craft')?.body).toEqual({ userId: 7, spellId: SPELLS.benediction.id }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))

    await show('Manquantes')
    fireEvent.click(await screen.findByRole('button', { name: /^Chevalier Noir — / }))
    const chevalier = await screen.findByRole('dialog', { name: 'Chevalier Noir' })
    await waitFor(() => expect(within(chevalier).getByRole('button', { name: `Fabriquer (${formatPoints(CRAFT_PRICE.rare)})` })).toBeDisabled())
    expect(text(chevalier)).toContain(`Il vous manque ${pts(CRAFT_PRICE.rare)} pour la fabriquer.`)
  })

  it("shows the server's message when a craft is refused", async () => {
    openCards({ 'POST /api/cardplayer/craft': json({ message: 'Crédit insuffisant : fabriquer « Loup des Brumes » coûte 100 points et vous en avez 20.', status: 409 }, 409) })
    fireEvent.click(await screen.findByRole('button', { name: /^Loup des Brumes — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Loup des Brumes' })
    fireEvent.click(within(dialog).getByRole('button', { name: /^Fabriquer/ }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fabriquer' }))
    expect(await within(dialog).findByText('Crédit insuffisant : fabriquer « Loup des Brumes » coûte 100 points et vous en avez 20.')).toBeInTheDocument()
  })
})

describe('recycling', () => {
  const MAXED = cardPlayer(CARDS.chevalier, { id: 50, bonus: 3 })
  const SPARE = { ...cardPlayer(CARDS.chevalier, { id: 51 }), recyclable: true }
  const IN_DECK = { ...cardPlayer(CARDS.chevalier, { id: 52 }), recyclable: false }

  it('recycles a spare copy after a confirmation; the other copies say why they cannot be', async () => {
    let recycled = false
    const { server } = openCards({
      'GET /api/cardplayer/user/{userId}': () => json(recycled ? [...OWNED, MAXED, IN_DECK] : [...OWNED, MAXED, SPARE, IN_DECK]),
      'GET /api/user/{id}': () => json(profileOf(PLAYER, { credit: recycled ? 5000 + RECYCLE_VALUE.rare : 5000 })),
      'POST /api/cardplayer/recycle': () => {
        recycled = true
        return json({ credit: 5000 + RECYCLE_VALUE.rare })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Chevalier Noir — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Chevalier Noir' })
    // The best copy (+3) is selected: it is the only +3.
    expect(dialog).toHaveTextContent('Cet exemplaire est votre seul +3 : il ne se recycle pas.')
    const radios = within(dialog).getAllByRole('radio')
    expect(radios.map((r) => r.textContent)).toEqual(['Exemplaire 1+3', 'Exemplaire 2+0', 'Exemplaire 3+0Recyclable'])
    fireEvent.click(radios[1])
    expect(await within(dialog).findByText('Cet exemplaire est dans un deck : retirez-le du deck pour le recycler.')).toBeInTheDocument()
    fireEvent.click(radios[2])
    fireEvent.click(await within(dialog).findByRole('button', { name: `Recycler (+${formatPoints(RECYCLE_VALUE.rare)})` }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Recycler un exemplaire de « Chevalier Noir » ?' })
    expect(text(confirm)).toContain(`Cet exemplaire (+0) sera détruit et vous recevrez ${pts(RECYCLE_VALUE.rare)}.`)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Recycler' }))
    expect(await within(dialog).findByText(`Un exemplaire de « Chevalier Noir » a été recyclé : ${pts(RECYCLE_VALUE.rare)} ajoutés à votre crédit.`)).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/cardplayer/recycle')?.body).toEqual({ userId: 7, cardPlayerId: 51 })
    await waitFor(() => expect(credit()).toBe(pts(5000 + RECYCLE_VALUE.rare)))
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2))
  })

  it('says nothing of recycling before a copy reaches +3', async () => {
    openCards()
    fireEvent.click(await screen.findByRole('button', { name: /^Loup des Brumes — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Loup des Brumes' })
    expect(within(dialog).queryByRole('heading', { name: 'Recycler' })).toBeNull()
    expect(within(dialog).getByRole('heading', { name: 'Fabriquer' })).toBeInTheDocument()
  })
})

describe('price table', () => {
  it('opens from the Cartes page with the prices of src/game/economy.ts', async () => {
    openCards()
    fireEvent.click(await screen.findByRole('button', { name: 'Prix de fabrication' }))
    const dialog = await screen.findByRole('dialog', { name: 'Prix de fabrication' })
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => text(r))
    expect(rows).toEqual([
      `Commune${pts(CRAFT_PRICE.commune)}+${pts(RECYCLE_VALUE.commune)}`,
      `Rare${pts(CRAFT_PRICE.rare)}+${pts(RECYCLE_VALUE.rare)}`,
      `Épique${pts(CRAFT_PRICE.épique)}+${pts(RECYCLE_VALUE.épique)}`,
      `Légendaire${pts(CRAFT_PRICE.légendaire)}+${pts(RECYCLE_VALUE.légendaire)}`,
    ].map((r) => ` ${r}`))
  })
})

describe('booster shop: the légendaire guarantee', () => {
  function openBoosters(path = '/pack', pity: unknown = { cards: 7, spells: 0 }) {
    return renderApp({
      path,
      session: PLAYER,
      profile: { credit: 500 },
      handlers: {
        'GET /api/packs': json([PACKS.premium, PACKS.classique, PACKS.sorts]),
        'GET /api/packplayer/user/{id}': json([]),
        'GET /api/packplayer/user/{id}/pity': json(pity),
        'GET /api/cardplayer/user/{userId}': json([]),
        'GET /api/spellplayer/user/{userId}': json([]),
      },
    })
  }
  const line = (n: number) => `Légendaire garantie au plus tard dans ${n} ${n > 1 ? 'boosters' : 'booster'}`

  it('shows per kind when a légendaire is guaranteed at the latest, with the rule', async () => {
    openBoosters()
    const classique = await screen.findByRole('article', { name: 'Booster Classique' })
    await waitFor(() => expect(classique).toHaveTextContent(line(boostersUntilPity(7))))
    expect(screen.getByRole('article', { name: 'Booster Premium' })).toHaveTextContent(line(boostersUntilPity(7)))
    expect(screen.getByRole('article', { name: 'Booster Sorts' })).toHaveTextContent(line(PITY_BOOSTERS))
    expect(within(classique).getByLabelText(`Boosters de cartes : légendaire garantie au plus tard dans ${boostersUntilPity(7)} boosters`)).toBeInTheDocument()
    expect(screen.getByText(/le 10e en contient une à coup sûr/)).toBeInTheDocument()
    expect(screen.getByText('Vos doublons en trop se recyclent en points, et vos points fabriquent la carte de votre choix.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Prix de fabrication' }))
    expect(await screen.findByRole('dialog', { name: 'Prix de fabrication' })).toBeInTheDocument()
  })

  it('states the rule next to the odds table of a focused booster; 1 booster when it is due', async () => {
    openBoosters('/pack/2', { cards: 0, spells: PITY_BOOSTERS - 1 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Booster Sorts' })).toBeInTheDocument()
    const sorts = screen.getByRole('article', { name: 'Booster Sorts' })
    await waitFor(() => expect(sorts).toHaveTextContent(line(1)))
    expect(within(sorts).getByText(/En plus de ces chances/)).toBeInTheDocument()
  })
})
