// The Cartes page (/cards): the collection grouped by card with its copies, the filters and sorts,
// the 'Amélioration possible' highlight, the detail panel, the upgrade flow (confirmed) and skins.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, SPELLS, cardPlayer, spellPlayer } from './helpers/cards'

const LOUPS = [cardPlayer(CARDS.loup, { id: 21, upgradable: true }), cardPlayer(CARDS.loup, { id: 22 }), cardPlayer(CARDS.loup, { id: 23 }), cardPlayer(CARDS.loup, { id: 24 })]
const COLLECTION = [...LOUPS, cardPlayer(CARDS.garde, { id: 30 }), cardPlayer(CARDS.chevalier, { id: 31, bonus: 2 }), cardPlayer(CARDS.dragon, { id: 32 })]
const SPELL_LIST = [spellPlayer(SPELLS.benediction, { id: 40 }), spellPlayer(SPELLS.poison, { id: 41 })]

function openCards(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, profile = { cardlevelup: 1 }, width = 1440) {
  return renderApp({
    path: '/cards',
    session: PLAYER,
    profile,
    width,
    handlers: {
      'GET /api/cardplayer/user/{userId}': json(COLLECTION),
      'GET /api/spellplayer/user/{userId}': json(SPELL_LIST),
      'GET /api/skins/owned': json([]),
      ...handlers,
    },
  })
}

const grid = () => screen.getByRole('list', { name: 'Votre collection' })
const tileNames = () => within(grid()).getAllByRole('button').map((b) => b.querySelector('.card-tile-name')?.textContent)

describe('collection page', () => {
  it('shows one tile per card with its copies, rarity, values and power', async () => {
    openCards()
    expect(await screen.findByRole('heading', { level: 1, name: 'Cartes' })).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Votre collection' })
    // rarity sort: légendaire first, cards before spells
    expect(tileNames()).toEqual(['Dragon Ancien', 'Chevalier Noir', 'Poison Lent', 'Garde du Pont', 'Loup des Brumes', 'Bénédiction Mineure'])
    const loup = within(grid()).getByRole('button', { name: /^Loup des Brumes — / })
    expect(loup).toHaveTextContent('×4')
    // named by everything the tile shows
    expect(loup).toHaveAccessibleName('Loup des Brumes — Carte · Commune · 4 exemplaires · Puissance 12 · Haut 2, Gauche 4, Droite 4, Bas 2 · Amélioration possible')
    const chevalier = within(grid()).getByRole('button', { name: /^Chevalier Noir — / })
    expect(chevalier).toHaveAccessibleName(/Puissance 25 · Haut 5 \+2, Gauche 4 \+2/)
    expect(within(chevalier).getByText('5')).toBeInTheDocument()
    expect(within(chevalier).getAllByText('+2')).toHaveLength(4)
    expect(screen.getByText('7 cartes · 2 sorts')).toBeInTheDocument()
  })

  it('filters by kind, rarity and name, and sorts by power or name', async () => {
    openCards()
    await screen.findByRole('list', { name: 'Votre collection' })
    fireEvent.click(screen.getByRole('radio', { name: 'Sorts' }))
    await waitFor(() => expect(tileNames()).toEqual(['Poison Lent', 'Bénédiction Mineure']))
    fireEvent.click(screen.getByRole('radio', { name: 'Tout' }))

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), { target: { value: 'benediction' } })
    await waitFor(() => expect(tileNames()).toEqual(['Bénédiction Mineure']))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), { target: { value: 'zzz' } })
    expect(await screen.findByText('Aucune carte ne correspond à ces filtres.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }))

    const sort = await screen.findByRole('combobox', { name: 'Trier par' })
    fireEvent.click(sort)
    fireEvent.pointerDown(sort, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: 'Nom' }))
    await waitFor(() => expect(tileNames()).toEqual(['Bénédiction Mineure', 'Chevalier Noir', 'Dragon Ancien', 'Garde du Pont', 'Loup des Brumes', 'Poison Lent']))

    const rarity = screen.getByRole('combobox', { name: 'Rareté' })
    fireEvent.click(rarity)
    fireEvent.pointerDown(rarity, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: 'Rare' }))
    await waitFor(() => expect(tileNames()).toEqual(['Chevalier Noir', 'Poison Lent']))
  })

  it("highlights the upgradable cards ('Amélioration possible') and can show only them", async () => {
    openCards()
    const banner = await screen.findByRole('region', { name: 'Amélioration possible' })
    expect(banner).toHaveTextContent('1 carte ou sort peut être amélioré avec vos doublons.')
    fireEvent.click(within(banner).getByRole('button', { name: 'Les voir' }))
    await waitFor(() => expect(tileNames()).toEqual(['Loup des Brumes']))
    fireEvent.click(within(banner).getByRole('button', { name: 'Tout afficher' }))
    await waitFor(() => expect(tileNames()).toHaveLength(6))
  })

  it('counts cards and spells in the banner as the badge does, not their copies', async () => {
    // every copy of the loups can be upgraded (each could take the others): one card, as the badge says
    const all = LOUPS.map((c) => ({ ...c, upgradable: true }))
    const view = openCards({ 'GET /api/cardplayer/user/{userId}': json([...all, ...COLLECTION.slice(4)]) })
    const banner = await screen.findByRole('region', { name: 'Amélioration possible' })
    expect(banner).toHaveTextContent('1 carte ou sort peut être amélioré avec vos doublons.')
    view.unmount()
    const twoSpells = [spellPlayer(SPELLS.poison, { id: 42, upgradable: true }), spellPlayer(SPELLS.poison, { id: 43, upgradable: true })]
    openCards({ 'GET /api/cardplayer/user/{userId}': json([...all, ...COLLECTION.slice(4)]), 'GET /api/spellplayer/user/{userId}': json([...SPELL_LIST, ...twoSpells]) }, { cardlevelup: 2 })
    expect(await screen.findByRole('region', { name: 'Amélioration possible' })).toHaveTextContent('2 cartes ou sorts peuvent être améliorés avec vos doublons.')
  })

  it('says when the collection is empty or cannot be loaded', async () => {
    const empty = openCards({ 'GET /api/cardplayer/user/{userId}': json([]), 'GET /api/spellplayer/user/{userId}': json([]) })
    expect(await screen.findByText('Votre collection est vide pour le moment.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ouvrir des boosters/ })).toHaveAttribute('href', '/pack')
    empty.unmount()
    openCards({ 'GET /api/cardplayer/user/{userId}': json({ message: 'Erreur', status: 500 }, 500) })
    expect(await screen.findByText('Impossible de charger votre collection.')).toBeInTheDocument()
  })

  it('opens the detail: art, description, values, each copy with its bonus level', async () => {
    openCards()
    fireEvent.click(await screen.findByRole('button', { name: /^Chevalier Noir — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Chevalier Noir' })
    expect(dialog).toHaveAccessibleDescription('Sombre et loyal.')
    expect(within(dialog).getByRole('img', { name: /Chevalier Noir — Haut 5 \+2, Gauche 4 \+2, Droite 4 \+2, Bas 4 \+2/ })).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: /Exemplaire 1/ })).toHaveTextContent('+2')
    expect(within(dialog).getByText('Encore 3 exemplaires pour améliorer.')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Améliorer' })).toBeNull()
    expect(await within(dialog).findByText('Vous n’avez pas encore de skin pour cette carte.')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Voir les skins au Magasin' })).toHaveAttribute('href', '/shop')
  })

  it("upgrades after a confirmation: POST /api/cardplayer/upgrade, the result, the collection and profile read again", async () => {
    let upgraded = false
    const { server } = openCards({
      'GET /api/cardplayer/user/{userId}': () =>
        json(upgraded ? [cardPlayer(CARDS.loup, { id: 21, bonus: 1 }), ...COLLECTION.slice(4)] : COLLECTION),
      'POST /api/cardplayer/upgrade': () => {
        upgraded = true
        return json({ cardPlayer: cardPlayer(CARDS.loup, { id: 21, bonus: 1 }), consumed: [22, 23, 24] })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Loup des Brumes — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Loup des Brumes' })
    expect(within(dialog).getByText(/Trois autres exemplaires de cette carte sont consommés pour \+1 sur chaque côté/)).toBeInTheDocument()
    const profileReads = server.count('GET', '/api/user/7')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Améliorer' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Améliorer « Loup des Brumes » ?' })
    expect(confirm).toHaveTextContent('Cet exemplaire passera de +0 à +1 sur chaque côté.')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Améliorer' }))
    expect(await within(dialog).findByText('« Loup des Brumes » passe à +1 sur chaque côté (3 exemplaires consommés).')).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/cardplayer/upgrade')?.body).toEqual({ userId: 7, cardPlayerId: 21 })
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /Exemplaire 1/ })).toHaveTextContent('+1'))
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(1)
    expect(server.count('GET', '/api/user/7')).toBeGreaterThan(profileReads)
  })

  it("shows the server's message when an upgrade is refused", async () => {
    openCards({ 'POST /api/cardplayer/upgrade': json({ message: 'Cette carte est dans une partie en cours.', status: 409 }, 409) })
    fireEvent.click(await screen.findByRole('button', { name: /^Loup des Brumes — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Loup des Brumes' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Améliorer' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Améliorer' }))
    expect(await within(dialog).findByText('Cette carte est dans une partie en cours.')).toBeInTheDocument()
  })

  it("applies an owned skin to the chosen copy and removes it ('Retirer le skin')", async () => {
    const skin = { id: 5, nom: 'Édition Spectrale', rarete: 'rare', prix: 1.49, imageUrl: '/assets/skins/spectrale.svg', linkedId: 3, type: 'card', onSale: true }
    let skinned = false
    const { server } = openCards({
      'GET /api/skins/owned': json([{ id: 9, skin, purchasedAt: '2025-01-01T00:00:00Z' }]),
      'GET /api/cardplayer/user/{userId}': () =>
        json([...COLLECTION.filter((c) => c.id !== 31), cardPlayer(CARDS.chevalier, { id: 31, bonus: 2, ...(skinned ? { skinId: 5, imageSkin: skin.imageUrl } : {}) })]),
      'POST /api/cardplayer/skin': (request) => {
        skinned = (request.body as { skinId: number | null }).skinId !== null
        return json(cardPlayer(CARDS.chevalier, { id: 31, bonus: 2 }))
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Chevalier Noir — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Chevalier Noir' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Appliquer Édition Spectrale' }))
    expect(await within(dialog).findByText('Skin « Édition Spectrale » appliqué.')).toBeInTheDocument()
    expect(server.calls.find((c) => c.path === '/api/cardplayer/skin')?.body).toEqual({ userId: 7, cardPlayerId: 31, skinId: 5 })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Retirer le skin' }))
    expect(await within(dialog).findByText('Skin retiré : l’illustration d’origine est de retour.')).toBeInTheDocument()
    expect(server.calls.filter((c) => c.path === '/api/cardplayer/skin')[1]?.body).toEqual({ userId: 7, cardPlayerId: 31, skinId: null })
  })

  it('upgrades a spell through /api/spellplayer/upgrade', async () => {
    const spells = [40, 42, 43, 44].map((id) => spellPlayer(SPELLS.benediction, { id, upgradable: id === 40 }))
    const { server } = openCards({
      'GET /api/spellplayer/user/{userId}': json(spells),
      'POST /api/spellplayer/upgrade': json({ spellPlayer: spellPlayer(SPELLS.benediction, { id: 40, bonus: 1 }), consumed: [42, 43, 44] }),
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Bénédiction Mineure — / }))
    const dialog = await screen.findByRole('dialog', { name: 'Bénédiction Mineure' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Améliorer' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Améliorer' }))
    await waitFor(() => expect(server.calls.find((c) => c.path === '/api/spellplayer/upgrade')?.body).toEqual({ userId: 7, spellPlayerId: 40 }))
  })
})
