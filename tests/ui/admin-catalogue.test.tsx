// The console's catalogue sections: Cartes et sorts (edit through POST /api/cardplayer/edit and
// /api/spellplayer/edit, with the 'Erreur inconnue' rule of the card edit), Boosters (create, edit,
// withdraw, back on sale) and Skins (create with the linked card or spell, withdraw).
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ADMIN, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, PACKS, SPELLS } from './helpers/cards'


function openSection(section: string, handlers: Record<string, Handler | ReturnType<typeof json>> = {}) {
  return renderApp({
    path: `/admin?section=${section}`,
    session: ADMIN,
    handlers: { 'GET /api/cards': json(Object.values(CARDS)), 'GET /api/spells': json(Object.values(SPELLS)), 'GET /api/packs': json(Object.values(PACKS)), ...handlers },
  })
}
const posted = (server: ReturnType<typeof renderApp>['server'], method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body ?? null)
const itemOf = async (name: string) => (await screen.findByText(name, { selector: '.admin-item-name' })).closest('li')!
async function pick(scope: HTMLElement, label: string, option: string) {
  const trigger = within(scope).getByRole('combobox', { name: label })
  fireEvent.click(trigger)
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
  fireEvent.click(await screen.findByRole('option', { name: option }))
}

describe('admin console: Cartes et sorts', () => {
  it('lists the cards, then the spells, filtered by name and rarity', async () => {
    const { server } = openSection('cartes')
    const list = await screen.findByRole('list', { name: 'Cartes du catalogue' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const dragon = await itemOf('Dragon Ancien')
    expect(within(dragon).getByText('Légendaire')).toBeInTheDocument()
    expect(within(dragon).getByText(/8 · 7 · 7 · 7/)).toBeInTheDocument()
    expect(within(dragon).getByRole('button', { name: 'Modifier Dragon Ancien' })).toBeInTheDocument()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), { target: { value: 'loup' } })
    await waitFor(() => expect(screen.getByText('1 carte')).toBeInTheDocument())
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), { target: { value: '' } })
    await pick(document.body, 'Rareté', 'Commune')
    await waitFor(() => expect(screen.getByText('2 cartes')).toBeInTheDocument())

    fireEvent.click(screen.getByRole('radio', { name: 'Sorts' }))
    const spells = await screen.findByRole('list', { name: 'Sorts du catalogue' })
    expect(server.count('GET', '/api/spells')).toBe(1)
    expect(within(spells).getByText('Bénédiction Mineure')).toBeInTheDocument()
  })

  it('edits a card: only the changed fields, values checked against 1…9, then a reload', async () => {
    let name = CARDS.dragon.nom
    const { server } = openSection('cartes', {
      'GET /api/cards': () => json(Object.values(CARDS).map((c) => (c.id === 4 ? { ...c, nom: name } : c))),
      'POST /api/cardplayer/edit': (r) => {
        name = (r.body as { nom: string }).nom
        return json({ ...CARDS.dragon, ...(r.body as object) })
      },
    })
    fireEvent.click(within(await itemOf('Dragon Ancien')).getByRole('button', { name: 'Modifier Dragon Ancien' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Dragon Ancien »' })
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('Dragon Ancien')
    expect(within(dialog).getByLabelText('Image (adresse)')).toHaveValue('/assets/cards/dragon.svg')
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Dragon Millénaire' } })
    fireEvent.change(within(dialog).getByLabelText('Haut'), { target: { value: '12' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Entre 1 et 9.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/cardplayer/edit')).toEqual([])
    fireEvent.change(within(dialog).getByLabelText('Haut'), { target: { value: '9' } })
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Plus vieux que le monde.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('« Dragon Millénaire » est mis à jour.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/cardplayer/edit')).toEqual([{ id: 4, nom: 'Dragon Millénaire', description: 'Plus vieux que le monde.', pointsHaut: 9 }])
    expect(await itemOf('Dragon Millénaire')).toBeInTheDocument()
  })

  it("shows 'Erreur inconnue' when the card edit fails without response data, and the server's message otherwise", async () => {
    let fail: 'network' | 'server' = 'network'
    openSection('cartes', {
      'POST /api/cardplayer/edit': () => (fail === 'network' ? new TypeError('Failed to fetch') : json({ message: "L'adresse de l'image doit commencer par « / » ou « https:// ».", status: 400 }, 400)),
    })
    fireEvent.click(within(await itemOf('Loup des Brumes')).getByRole('button', { name: 'Modifier Loup des Brumes' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Image (adresse)'), { target: { value: 'ftp://loup.png' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Erreur inconnue')).toBeInTheDocument()
    fail = 'server'
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText("L'adresse de l'image doit commencer par « / » ou « https:// ».")).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('edits a spell through POST /api/spellplayer/edit, values from −5 to +5', async () => {
    const { server } = openSection('cartes', { 'POST /api/spellplayer/edit': (r) => json({ ...SPELLS.poison, ...(r.body as object) }) })
    await screen.findByRole('list', { name: 'Cartes du catalogue' })
    fireEvent.click(screen.getByRole('radio', { name: 'Sorts' }))
    fireEvent.click(within(await itemOf('Poison Lent')).getByRole('button', { name: 'Modifier Poison Lent' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Poison Lent »' })
    fireEvent.change(within(dialog).getByLabelText('Bas'), { target: { value: '-6' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Entre −5 et 5.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Bas'), { target: { value: '-4' } })
    await pick(dialog, 'Rareté', 'Épique')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('« Poison Lent » est mis à jour.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/spellplayer/edit')).toEqual([{ id: 12, rarete: 'épique', pointsBas: -4 }])
  })
})

describe('admin console: Boosters', () => {
  const WITHDRAWN = { ...PACKS.premium, onSale: false }
  const packs = () => openSection('boosters', { 'GET /api/packs': json([PACKS.classique, PACKS.sorts, WITHDRAWN]) })

  it('lists the boosters with their price, contents, guarantee and state', async () => {
    packs()
    const list = await screen.findByRole('list', { name: 'Boosters du catalogue' })
    const classique = within(list).getByText('Booster Classique').closest('li')!
    expect(within(classique).getByText('200 pts')).toBeInTheDocument()
    expect(within(classique).getByText(/5 cartes · Rare ou mieux garantie/)).toBeInTheDocument()
    expect(within(classique).getByText('En vente')).toBeInTheDocument()
    const premium = within(list).getByText('Booster Premium').closest('li')!
    expect(within(premium).getByText('Retiré de la vente')).toBeInTheDocument()
    expect(within(premium).getByRole('button', { name: 'Remettre en vente' })).toBeInTheDocument()
  })

  it('creates a booster (POST /api/packs)', async () => {
    const { server } = openSection('boosters', { 'POST /api/packs': (r) => json({ ...PACKS.classique, id: 9, ...(r.body as object) }, 201) })
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau booster' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau booster' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }))
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Booster Légendaire' } })
    fireEvent.change(within(dialog).getByLabelText('Prix (points)'), { target: { value: '1500' } })
    fireEvent.change(within(dialog).getByLabelText('Objets par booster'), { target: { value: '3' } })
    await pick(dialog, 'Garantie', 'Légendaire')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }))
    expect(await screen.findByText('Le booster « Booster Légendaire » est créé.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/packs')).toEqual([{ nom: 'Booster Légendaire', description: '', prix: 1500, kind: 'cards', size: 3, guaranteedRarity: 'légendaire' }])
  })

  it('edits a booster (POST /api/packplayer/edit), withdraws one (DELETE /api/packs/{id}) and puts one back on sale', async () => {
    const { server } = openSection('boosters', {
      'GET /api/packs': json([PACKS.classique, PACKS.sorts, { ...PACKS.premium, onSale: false }]),
      'POST /api/packplayer/edit': (r) => json({ ...PACKS.classique, ...(r.body as object) }),
      'DELETE /api/packs/{id}': json({ message: 'Le « Booster Sorts » est retiré de la vente ; les boosters déjà achetés restent ouvrables.' }),
    })
    const classique = (await screen.findByText('Booster Classique', { selector: '.admin-item-name' })).closest('li')!
    fireEvent.click(within(classique).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Booster Classique »' })
    expect(within(dialog).getByRole('combobox', { name: 'Contenu' })).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText('Prix (points)'), { target: { value: '250' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /En vente/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('« Booster Classique » est mis à jour.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/packplayer/edit')).toEqual([{ id: 1, prix: 250, onSale: false }])

    const sorts = screen.getByText('Booster Sorts', { selector: '.admin-item-name' }).closest('li')!
    fireEvent.click(within(sorts).getByRole('button', { name: 'Retirer de la vente' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirer « Booster Sorts » de la vente ?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer de la vente' }))
    expect(await screen.findByText(/est retiré de la vente/)).toBeInTheDocument()
    expect(server.count('DELETE', '/api/packs/2')).toBe(1)

    const premium = screen.getByText('Booster Premium', { selector: '.admin-item-name' }).closest('li')!
    fireEvent.click(within(premium).getByRole('button', { name: 'Remettre en vente' }))
    expect(await screen.findByText('« Booster Premium » est de nouveau en vente.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/packplayer/edit')[1]).toEqual({ id: 3, onSale: true })
  })
})

describe('admin console: Skins', () => {
  const SKIN = { id: 5, nom: 'Dragon Ancien — Édition Brasier', rarete: 'légendaire', prix: 4.99, imageUrl: null, linkedId: 4, type: 'card', onSale: true }
  const OLD = { id: 6, nom: 'Poison — Édition Verte', rarete: 'rare', prix: 1.49, imageUrl: null, linkedId: 12, type: 'spell', onSale: false }

  it('lists the skins with their price and the card or spell they dress', async () => {
    openSection('skins', { 'GET /api/skins': json([SKIN, OLD]) })
    const list = await screen.findByRole('list', { name: 'Skins de la boutique' })
    const brasier = within(list).getByText(SKIN.nom).closest('li')!
    expect(within(brasier).getByText('4,99 €')).toBeInTheDocument()
    expect(within(brasier).getByText(/Habille « Dragon Ancien »/)).toBeInTheDocument()
    const old = within(list).getByText(OLD.nom).closest('li')!
    expect(within(old).getByText('Retiré de la vente')).toBeInTheDocument()
    expect(within(old).getByText(/Un sort · Habille « Poison Lent »/)).toBeInTheDocument()
    // a withdrawn skin can be put back on sale, not withdrawn again; both can be edited
    expect(within(old).queryByRole('button', { name: 'Retirer de la vente' })).toBeNull()
    expect(within(old).getByRole('button', { name: 'Remettre en vente' })).toBeInTheDocument()
    expect(within(old).getByRole('button', { name: 'Modifier' })).toBeInTheDocument()
    expect(within(brasier).getByRole('button', { name: 'Modifier' })).toBeInTheDocument()
  })

  it('edits a skin (PATCH /api/skins/{id}) sending only what changed', async () => {
    const { server } = openSection('skins', { 'GET /api/skins': json([SKIN]), 'PATCH /api/skins/{id}': (r) => json({ ...SKIN, ...(r.body as object) }) })
    const brasier = (await itemOf(SKIN.nom))
    fireEvent.click(within(brasier).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: `Modifier « ${SKIN.nom} »` })
    expect(within(dialog).getByLabelText('Prix (euros)')).toHaveValue('4,99')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Aucune modification à enregistrer.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Dragon Ancien — Édition Cendre' } })
    fireEvent.change(within(dialog).getByLabelText('Prix (euros)'), { target: { value: '3,5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Le skin « Dragon Ancien — Édition Cendre » est modifié.')).toBeInTheDocument()
    expect(posted(server, 'PATCH', '/api/skins/5')).toEqual([{ nom: 'Dragon Ancien — Édition Cendre', prix: 3.5 }])
  })

  it("puts a withdrawn skin back on sale ('Remettre en vente'), the server's refusal toasted", async () => {
    let refuse = true
    const { server } = openSection('skins', {
      'GET /api/skins': json([OLD]),
      'PATCH /api/skins/{id}': () => (refuse ? json({ message: 'Skin introuvable.', status: 404 }, 404) : json({ ...OLD, onSale: true })),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Remettre en vente' }))
    expect(await screen.findByText('Skin introuvable.')).toBeInTheDocument()
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Remettre en vente' }))
    expect(await screen.findByText('Le skin « Poison — Édition Verte » est de nouveau en vente.')).toBeInTheDocument()
    expect(posted(server, 'PATCH', '/api/skins/6')).toEqual([{ onSale: true }, { onSale: true }])
  })

  it('creates a skin (POST /api/skins) with the linked card, the price in euros', async () => {
    const { server } = openSection('skins', { 'GET /api/skins': json([SKIN]), 'POST /api/skins': (r) => json({ id: 7, onSale: true, ...(r.body as object) }, 201) })
    await screen.findByRole('list', { name: 'Skins de la boutique' })
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau skin' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau skin' })
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Loup — Édition Neige' } })
    fireEvent.change(within(dialog).getByLabelText('Prix (euros)'), { target: { value: '0,2' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }))
    expect(await within(dialog).findByText('Indiquez un prix entre 0,50 et 999,99 €, avec deux décimales au plus.')).toBeInTheDocument()
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Prix (euros)'), { target: { value: '2,49' } })
    await pick(dialog, 'Carte habillée', 'Loup des Brumes · Commune')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer' }))
    expect(await screen.findByText('Le skin « Loup — Édition Neige » est créé.')).toBeInTheDocument()
    expect(posted(server, 'POST', '/api/skins')).toEqual([{ nom: 'Loup — Édition Neige', rarete: 'rare', prix: 2.49, type: 'card', linkedId: 1, imageUrl: null }])
  })

  it('withdraws a skin after a confirmation (DELETE /api/skins/{id})', async () => {
    const { server } = openSection('skins', {
      'GET /api/skins': json([SKIN]),
      'DELETE /api/skins/{id}': json({ message: 'Le skin « Dragon Ancien — Édition Brasier » est retiré de la vente ; les joueurs qui l’ont acheté le gardent.' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer de la vente' }))
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer de la vente' }))
    expect(await screen.findByText(/est retiré de la vente ; les joueurs/)).toBeInTheDocument()
    expect(server.count('DELETE', '/api/skins/5')).toBe(1)
  })
})

describe('admin console: each change re-reads what it makes stale', () => {
  it('editing a booster reads GET /api/packs again, and nothing else, the list staying on screen meanwhile', async () => {
    let prix = 200
    let release = () => {}
    const { server } = openSection('boosters', {
      'GET /api/packs': () => {
        const answer = json([{ ...PACKS.classique, prix }, PACKS.sorts])
        return prix === 200 ? answer : new Promise((resolve) => (release = () => resolve(answer)))
      },
      'POST /api/packplayer/edit': (r) => {
        prix = (r.body as { prix: number }).prix
        return json({ ...PACKS.classique, prix })
      },
    })
    const classique = (await screen.findByText('Booster Classique', { selector: '.admin-item-name' })).closest('li')!
    expect(within(classique).getByText('200 pts')).toBeInTheDocument()
    const before = server.calls.length
    fireEvent.click(within(classique).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier « Booster Classique »' })
    fireEvent.change(within(dialog).getByLabelText('Prix (points)'), { target: { value: '250' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(server.count('GET', '/api/packs')).toBe(2))
    // While the list is read again, the one on screen stays.
    expect(screen.getByText('200 pts')).toBeInTheDocument()
    release()
    expect(await screen.findByText('« Booster Classique » est mis à jour.')).toBeInTheDocument()
    expect(await screen.findByText('250 pts')).toBeInTheDocument()
    expect(server.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/packplayer/edit', 'GET /api/packs'])
  })

  it('withdrawing a skin reads the skins again, not the cards and spells shown beside them', async () => {
    const SKIN = { id: 5, nom: 'Dragon Ancien — Édition Brasier', rarete: 'légendaire', prix: 4.99, imageUrl: null, linkedId: 4, type: 'card', onSale: true }
    let onSale = true
    const { server } = openSection('skins', {
      'GET /api/skins': () => json([{ ...SKIN, onSale }]),
      'DELETE /api/skins/{id}': () => {
        onSale = false
        return json({ message: 'Le skin est retiré de la vente.' })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer de la vente' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retirer de la vente' }))
    expect(await screen.findByText('Le skin est retiré de la vente.')).toBeInTheDocument()
    expect(await screen.findByText('Retiré de la vente')).toBeInTheDocument()
    expect(server.count('GET', '/api/skins')).toBe(2)
    expect(server.count('GET', '/api/cards')).toBe(1)
    expect(server.count('GET', '/api/spells')).toBe(1)
  })

  it('a failed change re-reads nothing', async () => {
    const { server } = openSection('cartes', { 'POST /api/cardplayer/edit': json({ message: 'Carte introuvable.', status: 404 }, 404) })
    fireEvent.click(within(await itemOf('Loup des Brumes')).getByRole('button', { name: 'Modifier Loup des Brumes' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Loup Gris' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Carte introuvable.')).toBeInTheDocument()
    expect(server.count('GET', '/api/cards')).toBe(1)
  })
})
