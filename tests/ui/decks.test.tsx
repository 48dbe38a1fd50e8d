// The Decks page (/inventory): the decks with their counts and badges, create / rename / delete
// (refused in a game with the server's message), and the editor: add and remove by click and
// keyboard, the counters against the deck rule, 'Enregistrer' with the server's errors; tabs on phones;
// leaving with unsaved changes asks first (links, back, closing the tab).
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'
import { CARDS, SPELLS, cardPlayer, deck, spellPlayer } from './helpers/cards'

const OWNED_CARDS = [
  ...Array.from({ length: 12 }, (_, i) => cardPlayer(CARDS.loup, { id: 200 + i })),
  cardPlayer(CARDS.garde, { id: 220 }),
  cardPlayer(CARDS.dragon, { id: 221, bonus: 1 }),
]
const OWNED_SPELLS = Array.from({ length: 6 }, (_, i) => spellPlayer(SPELLS.benediction, { id: 300 + i }))
const STARTER = deck(1, 'Deck de départ', OWNED_CARDS.slice(0, 12), OWNED_SPELLS, { playable: true })
const SMALL = deck(2, 'Essai', [OWNED_CARDS[12]], [], { playable: false })
const BUSY = deck(3, 'En cours', OWNED_CARDS.slice(0, 12), [], { playable: true, inGame: true })

function openDecks(handlers: Record<string, Handler | ReturnType<typeof json>> = {}, path = '/inventory', width = 1440) {
  return renderApp({
    path,
    session: PLAYER,
    width,
    handlers: {
      'GET /api/decksplayer/user/{userId}': json([STARTER, SMALL, BUSY]),
      'GET /api/decksplayer/{id}': (_r, { id }) => json([STARTER, SMALL, BUSY].find((d) => d.id === Number(id))),
      'GET /api/cardplayer/user/{userId}': json(OWNED_CARDS),
      'GET /api/spellplayer/user/{userId}': json(OWNED_SPELLS),
      ...handlers,
    },
  })
}

const deckItem = (name: string) => screen.getByRole('listitem', { name })
const bodyOf = (server: ReturnType<typeof renderApp>['server'], path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body)

describe('decks page', () => {
  it("lists the decks with their counts, 'Jouable', 'Pas assez de cartes' and 'En partie'", async () => {
    openDecks()
    expect(await screen.findByRole('heading', { level: 1, name: 'Decks' })).toBeInTheDocument()
    await screen.findByRole('list', { name: 'Vos decks' })
    expect(deckItem('Deck de départ')).toHaveTextContent('12 cartes · 6 sorts')
    expect(within(deckItem('Deck de départ')).getByText('Jouable')).toBeInTheDocument()
    expect(within(deckItem('Essai')).getByText('Pas assez de cartes')).toBeInTheDocument()
    expect(deckItem('Essai')).toHaveTextContent('1 carte · 0 sort')
    expect(within(deckItem('En cours')).getByText('En partie')).toBeInTheDocument()
    expect(within(deckItem('Essai')).getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/inventory?deck=2')
  })

  it('says when there is no deck, and when the decks cannot be loaded', async () => {
    const none = openDecks({ 'GET /api/decksplayer/user/{userId}': json([]) })
    expect(await screen.findByText('Vous n’avez pas encore de deck.')).toBeInTheDocument()
    none.unmount()
    openDecks({ 'GET /api/decksplayer/user/{userId}': json({ message: 'Erreur', status: 500 }, 500) })
    expect(await screen.findByText('Impossible de charger vos decks.')).toBeInTheDocument()
  })

  it("creates a deck ('Nouveau deck') and opens its editor", async () => {
    const { server, probe } = openDecks({
      'POST /api/decksplayer/create': (r) => json(deck(9, (r.body as { name: string }).name, [], []), 201),
      'GET /api/decksplayer/{id}': json(deck(9, 'Mon deck', [], [])),
    })
    await screen.findByRole('list', { name: 'Vos decks' })
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau deck' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau deck' })
    const field = within(dialog).getByLabelText('Nom du deck')
    expect(field).toHaveValue('Deck 4')
    fireEvent.change(field, { target: { value: '  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le deck' }))
    expect(await within(dialog).findByText('Donnez un nom au deck.')).toBeInTheDocument()
    fireEvent.change(field, { target: { value: 'Mon deck' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le deck' }))
    await waitFor(() => expect(probe.pathname + probe.search).toBe('/inventory?deck=9'))
    expect(bodyOf(server, '/api/decksplayer/create')).toEqual([{ userId: 7, name: 'Mon deck' }])
    expect(await screen.findByRole('heading', { level: 1, name: 'Deck « Mon deck »' })).toBeInTheDocument()
  })

  it('renames a deck and shows the server’s error under the field', async () => {
    let tries = 0
    const { server } = openDecks({
      'POST /api/decksplayer/update/name': (r) => {
        tries += 1
        if (tries === 1) return json({ message: 'Vous avez déjà un deck de ce nom.', status: 400 }, 400)
        return json({ ...SMALL, name: (r.body as { name: string }).name })
      },
    })
    await screen.findByRole('list', { name: 'Vos decks' })
    fireEvent.click(within(deckItem('Essai')).getByRole('button', { name: 'Renommer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le deck' })
    fireEvent.change(within(dialog).getByLabelText('Nom du deck'), { target: { value: 'Deck de départ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }))
    expect(await within(dialog).findByText('Vous avez déjà un deck de ce nom.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Nom du deck'), { target: { value: 'Aggro' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodyOf(server, '/api/decksplayer/update/name')[1]).toEqual({ userId: 7, id: 2, name: 'Aggro' })
    expect(await screen.findByText('Deck renommé en « Aggro ».')).toBeInTheDocument()
  })

  it('a change re-reads the decks (GET /api/decksplayer/user/{userId}) once it succeeds', async () => {
    let renamed = false
    const { server } = openDecks({
      'GET /api/decksplayer/user/{userId}': () => json([STARTER, renamed ? { ...SMALL, name: 'Aggro' } : SMALL, BUSY]),
      'POST /api/decksplayer/update/name': () => {
        renamed = true
        return json({ ...SMALL, name: 'Aggro' })
      },
    })
    await screen.findByRole('list', { name: 'Vos decks' })
    expect(server.count('GET', '/api/decksplayer/user/7')).toBe(1)
    fireEvent.click(within(deckItem('Essai')).getByRole('button', { name: 'Renommer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le deck' })
    fireEvent.change(within(dialog).getByLabelText('Nom du deck'), { target: { value: 'Aggro' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renommer' }))
    expect(await screen.findByRole('listitem', { name: 'Aggro' })).toBeInTheDocument()
    expect(server.count('GET', '/api/decksplayer/user/7')).toBe(2)
  })

  it('deletes after a confirmation; a deck in a game is refused with the server’s message', async () => {
    const { server } = openDecks({
      'POST /api/decksplayer/delete': (r) =>
        (r.body as { id: number }).id === 3
          ? json({ message: 'Ce deck est utilisé dans une partie en cours.', status: 409 }, 409)
          : json({ message: 'Deck supprimé.' }),
    })
    await screen.findByRole('list', { name: 'Vos decks' })
    fireEvent.click(within(deckItem('En cours')).getByRole('button', { name: 'Supprimer' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer « En cours » ?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }))
    expect(await within(deckItem('En cours')).findByText('Ce deck est utilisé dans une partie en cours.')).toBeInTheDocument()

    fireEvent.click(within(deckItem('Essai')).getByRole('button', { name: 'Supprimer' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText('Deck « Essai » supprimé.')).toBeInTheDocument()
    expect(bodyOf(server, '/api/decksplayer/delete')).toEqual([
      { userId: 7, id: 3 },
      { userId: 7, id: 2 },
    ])
  })
})

describe('deck editor', () => {
  it('adds and removes by click and keyboard, with counters against the rule, then saves', async () => {
    const { server } = openDecks({ 'POST /api/decksplayer/update': (r) => json({ ...SMALL, ...(r.body as object), cartes: [], spells: [], playable: true }) }, '/inventory?deck=2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Deck « Essai »' })).toBeInTheDocument()
    expect(screen.getByText(/Jouable avec au moins 12 cartes ou 6 sorts ; au plus 30 cartes et 15 sorts/)).toBeInTheDocument()
    expect(screen.getByLabelText('Cartes : 1 (minimum 12, maximum 30)')).toHaveTextContent('1 / 30')
    expect(screen.getByText('Pas assez de cartes', { selector: '.deck-playable' })).toBeInTheDocument()

    const collection = screen.getByRole('region', { name: 'Collection' })
    const deckPane = screen.getByRole('region', { name: 'Deck' })
    expect(within(deckPane).getByRole('button', { name: /^Retirer Garde du Pont — / })).toBeInTheDocument()
    // the 12 loups are one stack (×12): each click adds one
    const addLoup = within(collection).getByRole('button', { name: /^Ajouter Loup des Brumes — / })
    expect(addLoup).toHaveTextContent('×12')
    for (let i = 0; i < 11; i++) fireEvent.click(within(collection).getByRole('button', { name: /^Ajouter Loup des Brumes — / }))
    expect(screen.getByLabelText('Cartes : 12 (minimum 12, maximum 30)')).toBeInTheDocument()
    expect(screen.getByText('Jouable', { selector: '.deck-playable' })).toBeInTheDocument()
    // a spell: tiles are native buttons, so Tab reaches them and Enter / Space activate them
    const spell = within(collection).getByRole('button', { name: /^Ajouter Bénédiction Mineure — / })
    expect(spell.tagName).toBe('BUTTON')
    spell.focus()
    expect(spell).toHaveFocus()
    fireEvent.click(spell)
    expect(screen.getByLabelText('Sorts : 1 (minimum 6, maximum 15)')).toBeInTheDocument()
    fireEvent.click(within(deckPane).getByRole('button', { name: /^Retirer Bénédiction Mineure — / }))
    expect(screen.getByLabelText('Sorts : 0 (minimum 6, maximum 15)')).toBeInTheDocument()
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Deck « Essai » enregistré.')).toBeInTheDocument()
    const body = bodyOf(server, '/api/decksplayer/update')[0] as { userId: number; id: number; cartes: number[]; spells: number[] }
    expect(body.userId).toBe(7)
    expect(body.id).toBe(2)
    expect(body.spells).toEqual([])
    expect(body.cartes).toHaveLength(12)
    expect(new Set(body.cartes).size).toBe(12)
    expect(body.cartes[0]).toBe(220)
  })

  it("shows the server's error when saving fails, and stops at the maximum", async () => {
    const full = deck(5, 'Plein', Array.from({ length: 30 }, (_, i) => cardPlayer(CARDS.garde, { id: 400 + i })), [])
    openDecks(
      {
        'GET /api/decksplayer/{id}': json(full),
        'GET /api/cardplayer/user/{userId}': json([...OWNED_CARDS, ...full.cartes]),
        'POST /api/decksplayer/update': json({ message: 'Une carte ne vous appartient plus.', status: 400 }, 400),
      },
      '/inventory?deck=5',
    )
    const collection = await screen.findByRole('region', { name: 'Collection' })
    fireEvent.click(within(collection).getByRole('button', { name: /^Ajouter Loup des Brumes — / }))
    expect(await screen.findByText('Cartes : 30 au maximum.')).toBeInTheDocument()
    expect(screen.getByLabelText('Cartes : 30 (minimum 12, maximum 30)')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Une carte ne vous appartient plus.')).toBeInTheDocument()
  })

  it('cannot save a deck that is in a game', async () => {
    openDecks({}, '/inventory?deck=3')
    expect(await screen.findByText(/Ce deck est dans une partie en cours/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled()
  })

  it('asks before leaving with unsaved changes: a link, the back button, closing the tab', async () => {
    const { probe } = openDecks()
    await screen.findByRole('list', { name: 'Vos decks' })
    fireEvent.click(within(deckItem('Essai')).getByRole('link', { name: 'Modifier' }))
    const collection = await screen.findByRole('region', { name: 'Collection' })
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    // nothing changed: links leave at once, the tab closes without a question
    expect(unload()).toBe(false)
    fireEvent.click(within(collection).getByRole('button', { name: /^Ajouter Loup des Brumes — / }))
    expect(unload()).toBe(true)

    // a link: held, 'Rester sur le deck' keeps the page and the change
    fireEvent.click(screen.getByRole('link', { name: /Retour aux decks/ }))
    const ask = await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })
    expect(ask).toHaveTextContent('elles seront perdues')
    fireEvent.click(within(ask).getByRole('button', { name: 'Rester sur le deck' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(`${probe.pathname}${probe.search}`).toBe('/inventory?deck=2')
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument()

    // the back button (a POP navigation) is held too; 'Quitter sans enregistrer' goes
    probe.navigate(-1)
    expect(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Rester sur le deck' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    fireEvent.click(screen.getByRole('link', { name: /Retour aux decks/ }))
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter sans enregistrer' }))
    await waitFor(() => expect(probe.search).toBe(''))
    expect(probe.pathname).toBe('/inventory')
    expect(await screen.findByRole('list', { name: 'Vos decks' })).toBeInTheDocument()
    expect(unload()).toBe(false)
  })

  it('leaves without a question once the changes are saved', async () => {
    const saved = (body: unknown) => {
      const { cartes } = body as { cartes: number[] }
      return json({ ...SMALL, cartes: cartes.map((id) => OWNED_CARDS.find((c) => c.id === id)), spells: [] })
    }
    const { probe } = openDecks({ 'POST /api/decksplayer/update': (r) => saved(r.body) }, '/inventory?deck=2')
    const collection = await screen.findByRole('region', { name: 'Collection' })
    fireEvent.click(within(collection).getByRole('button', { name: /^Ajouter Loup des Brumes — / }))
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Deck « Essai » enregistré.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Modifications non enregistrées')).toBeNull())
    fireEvent.click(screen.getByRole('link', { name: /Retour aux decks/ }))
    await waitFor(() => expect(probe.search).toBe(''))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('uses tabs instead of two columns on phones', async () => {
    openDecks({}, '/inventory?deck=2', 390)
    const tabs = await screen.findByRole('tablist', { name: 'Collection ou deck' })
    expect(within(tabs).getByRole('tab', { name: /Collection/ })).toHaveAttribute('aria-selected', 'true')
    const deckTab = within(tabs).getByRole('tab', { name: 'Deck (1)' })
    fireEvent.mouseDown(deckTab)
    fireEvent.click(deckTab)
    await waitFor(() => expect(deckTab).toHaveAttribute('aria-selected', 'true'))
    expect(await screen.findByRole('button', { name: /^Retirer Garde du Pont — / })).toBeInTheDocument()
  })
})
