// The Boosters page (/pack, /pack/{packId}): the offers with price, content, guarantee and the
// published odds; 'Acheter' (credit in the header follows; a short balance shows the server's
// message); the inventory, 'Ouvrir' and its reveal ('Nouveau !'); 'Échanger 3 contre 1'.
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, PACKS, cardPlayer, packPlayer } from './helpers/cards'
import { queryClientAtom } from '../../src/state'

function openBoosters(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, path = '/pack', profile = { credit: 500 }) {
  return renderApp({
    path,
    session: PLAYER,
    profile,
    handlers: {
      'GET /api/packs': json([PACKS.premium, PACKS.classique, PACKS.sorts, { ...PACKS.sorts, id: 4, nom: 'Ancien booster', onSale: false }]),
      'GET /api/packplayer/user/{id}': json([]),
      'GET /api/cardplayer/user/{userId}': json([cardPlayer(CARDS.loup, { id: 1 })]),
      'GET /api/spellplayer/user/{userId}': json([]),
      ...handlers,
    },
  })
}

const offer = (name: string) => screen.getByRole('article', { name })
const credit = () => screen.getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')

describe('boosters shop', () => {
  it('shows the boosters on sale, cheapest first, with content, guarantee, price and odds', async () => {
    openBoosters()
    expect(await screen.findByRole('heading', { level: 1, name: 'Boosters' })).toBeInTheDocument()
    await screen.findByRole('article', { name: 'Booster Classique' })
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent)).toEqual([
      'Booster Sorts',
      'Booster Classique',
      'Booster Premium',
    ])
    const classique = offer('Booster Classique')
    expect(classique).toHaveTextContent('5 cartes')
    expect(classique).toHaveTextContent('Au moins une rare ou mieux')
    expect(classique).toHaveTextContent('200 pts')
    expect(within(classique).getByLabelText('Probabilités de Booster Classique')).toHaveTextContent('Commune 70 % · Rare 22 % · Épique 7 % · Légendaire 1 %')
    expect(offer('Booster Sorts')).toHaveTextContent('Sans garantie de rareté')
    expect(within(offer('Booster Premium')).getByText('Il vous manque 100 pts.')).toBeInTheDocument()
    expect(within(classique).getByRole('link', { name: 'Détails et probabilités' })).toHaveAttribute('href', '/pack/1')
    expect(screen.getByText('Aucun booster dans votre inventaire : achetez-en un ci-dessus.')).toBeInTheDocument()
  })

  it('buys a booster: POST /api/packplayer/user/buy, the credit in the header follows, the inventory shows it', async () => {
    let bought = false
    const { server } = openBoosters({
      'POST /api/packplayer/user/buy': () => {
        bought = true
        return json({ packPlayer: packPlayer(PACKS.classique, 50), credit: 300 }, 201)
      },
      'GET /api/packplayer/user/{id}': () => json(bought ? [packPlayer(PACKS.classique, 50)] : []),
      'GET /api/user/{id}': () => json(profileOf(PLAYER, { credit: bought ? 300 : 500 })),
    })
    await screen.findByRole('article', { name: 'Booster Classique' })
    await waitFor(() => expect(credit()).toBe('500 pts'))
    fireEvent.click(within(offer('Booster Classique')).getByRole('button', { name: 'Acheter Booster Classique pour 200 pts' }))
    await waitFor(() => expect(credit()).toBe('300 pts'))
    expect(server.calls.find((c) => c.path === '/api/packplayer/user/buy')?.body).toEqual({ userId: 7, packId: 1 })
    expect(await screen.findByText('Booster Classique acheté : il vous attend dans votre inventaire.')).toBeInTheDocument()
    const inventory = screen.getByRole('region', { name: /Votre inventaire/ })
    expect(await within(inventory).findByText('1 à ouvrir')).toBeInTheDocument()
  })

  it("shows the server's message when the credit is short", async () => {
    openBoosters({
      'POST /api/packplayer/user/buy': json({ message: 'Crédit insuffisant : ce booster coûte 600 pts, vous en avez 500.', status: 409 }, 409),
    })
    await screen.findByRole('article', { name: 'Booster Premium' })
    fireEvent.click(within(offer('Booster Premium')).getByRole('button', { name: /Acheter Booster Premium/ }))
    expect(await within(offer('Booster Premium')).findByRole('alert')).toHaveTextContent('Crédit insuffisant : ce booster coûte 600 pts, vous en avez 500.')
  })

  it('focuses one booster on /pack/{packId} with its odds table', async () => {
    openBoosters({}, '/pack/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Booster Classique' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Probabilités de Booster Classique' })
    const rows = within(table).getAllByRole('row').map((r) => r.textContent)
    expect(rows).toEqual(['RaretéPar emplacementPar booster, garantie comprise', ' Commune70 %60,5 %', ' Rare22 %30,1 %', ' Épique7 %8,2 %', ' Légendaire1 %1,2 %'])
    expect(screen.getByRole('link', { name: /Tous les boosters/ })).toHaveAttribute('href', '/pack')
    expect(screen.queryByRole('article', { name: 'Booster Sorts' })).toBeNull()
  })

  it('says when a focused booster does not exist', async () => {
    openBoosters({}, '/pack/99')
    expect(await screen.findByText('Ce booster n’existe pas ou n’est plus en vente.')).toBeInTheDocument()
  })
})

describe('opening boosters', () => {
  const REVEALED = [
    cardPlayer(CARDS.loup, { id: 61 }),
    cardPlayer(CARDS.garde, { id: 62 }),
    cardPlayer(CARDS.garde, { id: 63 }),
    cardPlayer(CARDS.chevalier, { id: 64 }),
    cardPlayer(CARDS.dragon, { id: 65 }),
  ]

  it("opens one: POST /api/packplayer/user/open, the reveal with 'Nouveau !' on what was not owned", async () => {
    const { server } = openBoosters({
      'GET /api/packplayer/user/{id}': json([packPlayer(PACKS.classique, 50), packPlayer(PACKS.classique, 51, { content: { cards: REVEALED.slice(0, 2), spells: [] } })]),
      'POST /api/packplayer/user/open': json({ packPlayer: packPlayer(PACKS.classique, 50, { content: { cards: REVEALED, spells: [] } }), cards: REVEALED, spells: [] }),
    })
    const inventory = await screen.findByRole('region', { name: /Votre inventaire/ })
    expect(within(inventory).getByText('Déjà ouverts')).toBeInTheDocument()
    fireEvent.click(within(inventory).getByRole('button', { name: 'Ouvrir Booster Classique' }))
    const reveal = await screen.findByRole('dialog', { name: 'Booster Classique ouvert !' })
    expect(server.calls.find((c) => c.path === '/api/packplayer/user/open')?.body).toEqual({ userId: 7, packPlayerId: 50 })
    // reduced motion in the tests' media queries: every card is shown at once
    expect(reveal).toHaveTextContent('5 objets ajoutés à votre collection, dont 4 nouveaux.')
    expect(within(reveal).getByRole('button', { name: 'Loup des Brumes — Commune' })).toBeInTheDocument()
    expect(within(reveal).getByRole('button', { name: 'Dragon Ancien — Légendaire — Nouveau !' })).toBeInTheDocument()
    expect(within(reveal).getAllByText('Nouveau !')).toHaveLength(4)
    expect(within(reveal).getByRole('link', { name: 'Voir ma collection' })).toHaveAttribute('href', '/cards')
  })

  it("takes the purchase toast down when the reveal opens (it would cover its cards and buttons); 'Nouveau !' sits under the card", async () => {
    let bought = false
    openBoosters({
      'POST /api/packplayer/user/buy': () => {
        bought = true
        return json({ packPlayer: packPlayer(PACKS.classique, 50), credit: 300 }, 201)
      },
      'GET /api/packplayer/user/{id}': () => json(bought ? [packPlayer(PACKS.classique, 50)] : []),
      'POST /api/packplayer/user/open': json({ packPlayer: packPlayer(PACKS.classique, 50, { content: { cards: REVEALED, spells: [] } }), cards: REVEALED, spells: [] }),
    })
    await screen.findByRole('article', { name: 'Booster Classique' })
    fireEvent.click(within(offer('Booster Classique')).getByRole('button', { name: /Acheter Booster Classique/ }))
    expect(await screen.findByText(/Booster Classique acheté/)).toBeInTheDocument()
    const inventory = screen.getByRole('region', { name: /Votre inventaire/ })
    fireEvent.click(await within(inventory).findByRole('button', { name: 'Ouvrir Booster Classique' }))
    const reveal = await screen.findByRole('dialog', { name: 'Booster Classique ouvert !' })
    await waitFor(() => expect(screen.queryByText(/Booster Classique acheté/)).toBeNull())
    const badge = within(reveal).getAllByText('Nouveau !')[0]
    expect(badge.closest('.reveal-flip')).toBeNull()
    expect(badge.previousElementSibling).toHaveClass('reveal-rarity')
  })

  it('opens with exactly one request, then re-reads only the boosters owned, the légendaire counters, the collection and the profile', async () => {
    const { server, store } = openBoosters({
      'GET /api/packplayer/user/{id}': json([packPlayer(PACKS.classique, 50)]),
      'POST /api/packplayer/user/open': json({ packPlayer: packPlayer(PACKS.classique, 50), cards: REVEALED, spells: [] }),
    })
    const inventory = await screen.findByRole('region', { name: /Votre inventaire/ })
    // the collection (what is new in the booster) is read with the page, before any opening
    await waitFor(() => expect(server.count('GET', '/api/spellplayer/user/7')).toBe(1))
    const start = server.calls.length
    fireEvent.click(within(inventory).getByRole('button', { name: 'Ouvrir Booster Classique' }))
    expect(await screen.findByRole('dialog', { name: 'Booster Classique ouvert !' })).toHaveTextContent('dont 4 nouveaux')
    const after = () => server.calls.slice(start).map((c) => `${c.method} ${c.path}`)
    const expected = ['GET /api/cardplayer/user/7', 'GET /api/packplayer/user/7', 'GET /api/packplayer/user/7/pity', 'GET /api/spellplayer/user/7', 'GET /api/user/7', 'POST /api/packplayer/user/open']
    await waitFor(() => expect(new Set(after())).toEqual(new Set(expected)))
    // every read asked for has been answered: a second re-read would be in flight now
    const client = store.get(queryClientAtom)
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0))
    // one POST; each re-read once (the profile poll may add its own read of the profile)
    expect(after().filter((c) => c !== 'GET /api/user/7').sort()).toEqual(expected.filter((c) => c !== 'GET /api/user/7'))
    expect(server.count('GET', '/api/packs')).toBe(1)
  })

  it('flips the cards one by one when motion is allowed, or all at once', async () => {
    openBoosters({
      'GET /api/packplayer/user/{id}': json([packPlayer(PACKS.classique, 50)]),
      'POST /api/packplayer/user/open': json({ packPlayer: packPlayer(PACKS.classique, 50), cards: REVEALED, spells: [] }),
    })
    const inventory = await screen.findByRole('region', { name: /Votre inventaire/ })
    const matchMedia = window.matchMedia
    vi.stubGlobal('matchMedia', (q: string) => ({ ...matchMedia(q), matches: q.includes('reduced-motion') ? false : matchMedia(q).matches }))
    fireEvent.click(within(inventory).getByRole('button', { name: 'Ouvrir Booster Classique' }))
    const reveal = await screen.findByRole('dialog', { name: 'Booster Classique ouvert !' })
    expect(within(reveal).getAllByRole('button', { name: /Retourner la carte/ })).toHaveLength(5)
    await waitFor(() => expect(within(reveal).getAllByRole('button', { name: /Retourner la carte/ }).length).toBeLessThan(5), { timeout: 2000 })
    fireEvent.click(within(reveal).getByRole('button', { name: 'Retourner la carte 5' }))
    expect(within(reveal).getByRole('button', { name: /Dragon Ancien/ })).toBeInTheDocument()
    await act(async () => fireEvent.click(within(reveal).getByRole('button', { name: 'Tout révéler' })))
    expect(within(reveal).queryAllByRole('button', { name: /Retourner la carte/ })).toHaveLength(0)
    expect(within(reveal).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
  })

  it("trades three unopened boosters for one of the next tier ('Échanger 3 contre 1')", async () => {
    const { server } = openBoosters({
      'GET /api/packplayer/user/{id}': json([packPlayer(PACKS.sorts, 70), packPlayer(PACKS.sorts, 71), packPlayer(PACKS.sorts, 72), packPlayer(PACKS.classique, 73)]),
      'POST /api/packplayer/upgrade': json({ packPlayer: { ...packPlayer(PACKS.classique, 74), source: 'upgrade' }, consumed: [70, 71, 72] }),
    })
    const inventory = await screen.findByRole('region', { name: /Votre inventaire/ })
    expect(within(inventory).getByText(/Trois boosters fermés d’un même type donnent un booster du niveau au-dessus/)).toBeInTheDocument()
    expect(within(inventory).getByText('Échanger 3 contre 1 : 1 / 3')).toBeInTheDocument()
    fireEvent.click(within(inventory).getByRole('button', { name: 'Échanger 3 Booster Sorts → 1 Booster Classique' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Échanger 3 contre 1 ?' })
    expect(confirm).toHaveTextContent('Trois Booster Sorts fermés seront échangés contre un Booster Classique.')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Échanger' }))
    expect(await screen.findByText('Échange réussi : un Booster Classique vous attend.')).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/packplayer/upgrade')?.body).toEqual({ userId: 7, packId: 2 })
  })
})
