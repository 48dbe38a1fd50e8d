// The 'Collection' dialog of a player in the Joueurs section: their cards, spells and boosters
// (GET /api/cardplayer/user/{id}, /api/spellplayer/user/{id}, /api/packplayer/user/{id}), 'Retirer'
// per instance (POST …/user/delete, confirmed) and the 'Donner …' pickers (POST …/user/add).
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ADMIN, profileOf, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, PACKS, SPELLS, cardPlayer, packPlayer, spellPlayer } from './helpers/cards'


const BORIN = { ...profileOf({ id: 9, accessToken: 'x', admin: false }), pseudo: 'Borin' }

function openCollection(handlers: Record<string, Handler | ReturnType<typeof json>> = {}) {
  const view = renderApp({
    path: '/admin',
    session: ADMIN,
    handlers: {
      'GET /api/user': json([profileOf(ADMIN), BORIN]),
      'GET /api/cardplayer/user/{userId}': json([cardPlayer(CARDS.loup, { id: 201 }), cardPlayer(CARDS.dragon, { id: 202, bonus: 2 })]),
      'GET /api/spellplayer/user/{userId}': json([spellPlayer(SPELLS.poison, { id: 301 })]),
      'GET /api/packplayer/user/{id}': json([packPlayer(PACKS.classique, 401), packPlayer(PACKS.sorts, 402, { content: { cards: [], spells: [] } })]),
      'GET /api/cards': json(Object.values(CARDS)),
      'GET /api/spells': json(Object.values(SPELLS)),
      'GET /api/packs': json(Object.values(PACKS)),
      ...handlers,
    },
  })
  return view
}

async function open() {
  const row = (await screen.findByRole('rowheader', { name: /Borin/ })).closest('tr')!
  fireEvent.click(within(row).getByRole('button', { name: 'Collection' }))
  return screen.findByRole('dialog', { name: 'Collection de Borin' })
}
const pick = async (scope: HTMLElement, label: string, option: string) => {
  const trigger = within(scope).getByRole('combobox', { name: label })
  fireEvent.click(trigger)
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('admin console: a player’s collection', () => {
  it('reads the player’s cards, spells and boosters, légendaire first', async () => {
    const { server } = openCollection()
    const dialog = await open()
    const tabs = await within(dialog).findByRole('tablist', { name: 'Contenu de la collection' })
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Cartes (2)', 'Sorts (1)', 'Boosters (2)']))
    expect(server.count('GET', '/api/cardplayer/user/9')).toBe(1)
    expect(server.count('GET', '/api/spellplayer/user/9')).toBe(1)
    expect(server.count('GET', '/api/packplayer/user/9')).toBe(1)
    const names = within(dialog).getAllByRole('listitem').map((li) => li.querySelector('.admin-strong')?.textContent)
    expect(names).toEqual(['Dragon Ancien', 'Loup des Brumes'])
    expect(within(dialog).getByText(/Bonus \+2/)).toBeInTheDocument()

    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: 'Boosters (2)' }), { button: 0 })
    const opened = (await within(dialog).findByText('Booster Sorts')).closest('li')!
    expect(within(opened).getByText('Ouvert')).toBeInTheDocument()
    expect(within(opened).getByRole('button', { name: 'Retirer' })).toBeDisabled()
    expect(within(within(dialog).getByText('Booster Classique').closest('li')!).getByRole('button', { name: 'Retirer' })).toBeEnabled()
  })

  it("'Retirer' takes an instance back after a confirmation (POST /api/cardplayer/user/delete) and reloads", async () => {
    let removed = false
    const { server } = openCollection({
      'POST /api/cardplayer/user/delete': () => {
        removed = true
        return json({ message: 'La carte a été retirée de la collection du joueur.' })
      },
      'GET /api/cardplayer/user/{userId}': () => json(removed ? [cardPlayer(CARDS.loup, { id: 201 })] : [cardPlayer(CARDS.loup, { id: 201 }), cardPlayer(CARDS.dragon, { id: 202 })]),
    })
    const dialog = await open()
    const dragon = (await within(dialog).findByText('Dragon Ancien')).closest('li')!
    fireEvent.click(within(dragon).getByRole('button', { name: 'Retirer' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirer « Dragon Ancien » ?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }))
    expect(await screen.findByText('La carte a été retirée de la collection du joueur.')).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path === '/api/cardplayer/user/delete').map((c) => c.body)).toEqual([{ userId: 9, cardPlayerId: 202 }])
    await waitFor(() => expect(within(dialog).queryByText('Dragon Ancien')).toBeNull())
    expect(within(dialog).getByRole('tab', { name: 'Cartes (1)' })).toBeInTheDocument()
    expect(server.count('GET', '/api/cardplayer/user/9')).toBe(2)
  })

  it("'Donner une carte', 'Donner un sort' and 'Donner un booster' (POST …/user/add)", async () => {
    const { server } = openCollection({
      'POST /api/cardplayer/user/add': json(cardPlayer(CARDS.dragon, { id: 500 }), 201),
      'POST /api/spellplayer/user/add': json(spellPlayer(SPELLS.benediction, { id: 501 }), 201),
      'POST /api/packplayer/user/add': json({ message: 'Booster introuvable.', status: 404 }, 404),
    })
    const dialog = await open()
    const give = await within(dialog).findByRole('region', { name: 'Donner une carte' })
    expect(within(give).getByRole('button', { name: 'Donner' })).toBeDisabled()
    await pick(give, 'Carte à donner', 'Dragon Ancien')
    fireEvent.click(within(give).getByRole('button', { name: 'Donner' }))
    expect(await screen.findByText('Borin reçoit « Dragon Ancien ».')).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path === '/api/cardplayer/user/add').map((c) => c.body)).toEqual([{ userId: 9, cardId: 4 }])
    // The gift makes Borin's collection stale (all three lists are read again), not the catalogue.
    await waitFor(() => expect(server.count('GET', '/api/cardplayer/user/9')).toBe(2))
    expect(server.count('GET', '/api/spellplayer/user/9')).toBe(2)
    expect(server.count('GET', '/api/packplayer/user/9')).toBe(2)
    expect(['/api/cards', '/api/spells', '/api/packs'].map((path) => server.count('GET', path))).toEqual([1, 1, 1])

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: /Sorts/ }), { button: 0 })
    const spells = await within(dialog).findByRole('region', { name: 'Donner un sort' })
    await pick(spells, 'Sort à donner', 'Bénédiction Mineure')
    fireEvent.click(within(spells).getByRole('button', { name: 'Donner' }))
    expect(await screen.findByText('Borin reçoit « Bénédiction Mineure ».')).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path === '/api/spellplayer/user/add').map((c) => c.body)).toEqual([{ userId: 9, spellId: 11 }])

    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: /Boosters/ }), { button: 0 })
    const packs = await within(dialog).findByRole('region', { name: 'Donner un booster' })
    await pick(packs, 'Booster à donner', 'Booster Premium')
    fireEvent.click(within(packs).getByRole('button', { name: 'Donner' }))
    expect(await within(packs).findByText('Booster introuvable.')).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path === '/api/packplayer/user/add').map((c) => c.body)).toEqual([{ userId: 9, packId: 3 }])
  })
})
