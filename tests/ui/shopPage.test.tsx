// The Magasin page (/shop): the same shop as the modal, the skins grouped by the card or spell they
// dress (with that card's art), owned ones marked, and the purchase panel beside them on desktop.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'

const skin = (id: number, nom: string, rarete: string, prix: number, type: 'card' | 'spell', linkedId: number) => ({
  id,
  nom,
  rarete,
  prix,
  imageUrl: `/assets/skins/${id}.svg`,
  linkedId,
  type,
  onSale: true,
})
const sides = { pointsHaut: 5, pointsGauche: 5, pointsDroite: 5, pointsBas: 5, description: '' }
const DRAGON_CARD = { id: 10, nom: 'Dragon Ancien', rarete: 'légendaire', imageDeBase: '/assets/cards/dragon-ancien.svg', ...sides }
const LOUP_CARD = { id: 11, nom: 'Loup-Garou', rarete: 'rare', imageDeBase: '/assets/cards/loup-garou.svg', ...sides }
const ETOILE_SPELL = { id: 5, nom: 'Étoile Maudite', rarete: 'épique', imageDeBase: '/assets/spells/etoile-maudite.svg', ...sides, pointsHaut: 1, pointsGauche: 1, pointsDroite: 1, pointsBas: 1 }
const DRAGON_BRASIER = skin(1, 'Édition Brasier', 'légendaire', 4.99, 'card', 10)
const DRAGON_GIVRE = skin(4, 'Édition Givre', 'épique', 3.49, 'card', 10)
const LOUP = skin(2, 'Édition Lune de Sang', 'rare', 1.99, 'card', 11)
const ETOILE = skin(3, 'Édition Astrale', 'épique', 2.49, 'spell', 5)

function openPage(overrides: Record<string, Handler | ReturnType<typeof json>> = {}, width = 1440) {
  const mine = [{ id: 60, skin: ETOILE, purchasedAt: '2025-01-01T00:00:00.000Z' }]
  return renderApp({
    path: '/shop',
    session: PLAYER,
    width,
    handlers: {
      'GET /api/skins': json([DRAGON_BRASIER, LOUP, ETOILE, DRAGON_GIVRE]),
      'GET /api/skins/user': () => json(mine),
      'GET /api/cards': json([DRAGON_CARD, LOUP_CARD]),
      'GET /api/spells': json([ETOILE_SPELL]),
      'GET /api/payment/config': json({ testMode: true, publishableKey: null, currency: 'eur' }),
      'POST /api/payment/create-payment-intent': json({ clientSecret: 'pi_9_secret', paymentIntentId: 'pi_9', amount: 199, currency: 'eur', testMode: true }),
      'POST /api/payment/test/confirm': json({ paymentMethodId: 'pm_9', paymentIntentId: 'pi_9', status: 'succeeded' }),
      'POST /api/skins/purchase': () => {
        mine.push({ id: 61, skin: LOUP, purchasedAt: '2025-01-02T00:00:00.000Z' })
        return json({ message: 'Achat réussi : le skin est dans votre collection.', userSkin: mine[1] })
      },
      ...overrides,
    },
  })
}

describe('Magasin page', () => {
  it('groups the skins by the card or spell they dress, with its art, and marks the owned ones', async () => {
    openPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Magasin' })).toBeInTheDocument()
    const dragon = await screen.findByRole('region', { name: 'Dragon Ancien' })
    expect(within(dragon).getByText(/Carte · Légendaire/)).toBeInTheDocument()
    expect(within(dragon).getByText('Original')).toBeInTheDocument()
    expect(within(dragon).getByText('Édition Brasier')).toBeInTheDocument()
    expect(within(dragon).getByText('Édition Givre')).toBeInTheDocument()
    const etoile = screen.getByRole('region', { name: 'Étoile Maudite' })
    expect(within(etoile).getByText(/Sort · Épique/)).toBeInTheDocument()
    expect(within(etoile).getByLabelText('Skin possédé')).toHaveTextContent('Possédé')
    expect(within(etoile).queryByRole('button')).toBeNull()
    expect(screen.getByText('1 / 4 possédé')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Choisissez un skin' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les boosters' })).toHaveAttribute('href', '/pack')
  })

  it('buys a skin from the page: the panel beside the skins, then Achat réussi !', async () => {
    const { server } = openPage()
    const loup = await screen.findByRole('region', { name: 'Loup-Garou' })
    fireEvent.click(within(loup).getByRole('button', { name: /Édition Lune de Sang/ }))
    const panel = await screen.findByRole('region', { name: "Finaliser l'achat de Édition Lune de Sang" })
    expect(panel.closest('aside')).not.toBeNull()
    fireEvent.change(within(panel).getByLabelText('Numéro de carte'), { target: { value: '4242 4242 4242 4242' } })
    fireEvent.change(within(panel).getByLabelText('Date d’expiration (MM/AA)'), { target: { value: '12/34' } })
    fireEvent.change(within(panel).getByLabelText('Code de sécurité (CVC)'), { target: { value: '123' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Acheter pour €1.99' }))
    const alert = await screen.findByRole('alertdialog', { name: 'Achat réussi !' })
    fireEvent.click(within(alert).getByRole('button', { name: 'Super !' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Loup-Garou' })).getByLabelText('Skin possédé')).toBeInTheDocument())
    expect(screen.queryByRole('region', { name: /Finaliser l'achat/ })).toBeNull()
    await waitFor(() => expect(screen.getByText('2 / 4 possédés')).toBeInTheDocument())
    expect(server.count('GET', '/api/skins/user')).toBe(2)
    expect(server.count('GET', '/api/skins')).toBe(1)
  })

  it('falls back to the plain grid when the catalogue cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    openPage({ 'GET /api/cards': json({ message: 'Panne', status: 500 }, 500) })
    expect(await screen.findByRole('list', { name: 'Skins en vente' })).toBeInTheDocument()
    expect(screen.getByText('Édition Brasier')).toBeInTheDocument()
  })

  it('on a phone, the payment replaces the list until the player goes back', async () => {
    openPage({}, 390)
    const loup = await screen.findByRole('region', { name: 'Loup-Garou' })
    fireEvent.click(within(loup).getByRole('button', { name: /Édition Lune de Sang/ }))
    await screen.findByRole('heading', { name: "Finaliser l'achat de Édition Lune de Sang" })
    expect(loup).not.toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Retour aux skins' }))
    expect(loup).toBeVisible()
  })
})
