// The skin shop modal (spec §2 Skin shop modal, §4 Skin, §5 payment form, §8 Skin purchase and
// Skin list): the grid and its states, selecting a skin, the test gateway's card form, processing,
// a declined card, a failed purchase, a success, and Stripe.js failing to load.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'

const stripe = vi.hoisted(() => ({ loadStripe: vi.fn() }))
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }))

const skin = (id: number, nom: string, rarete: string, prix: number, type = 'card', linkedId = id + 10) => ({
  id,
  nom,
  rarete,
  prix,
  imageUrl: `/assets/skins/${id}.svg`,
  linkedId,
  type,
  onSale: true,
})
const DRAGON = skin(1, 'Dragon Ancien — Édition Brasier', 'légendaire', 4.99)
const LOUP = skin(2, 'Loup-Garou — Édition Lune de Sang', 'rare', 1.99)
const ETOILE = skin(3, 'Étoile Maudite — Édition Astrale', 'épique', 2.49, 'spell', 5)
const TEST_CONFIG = { testMode: true, publishableKey: null, currency: 'eur' }
const INTENT = { clientSecret: 'pi_1_secret_abc', paymentIntentId: 'pi_1', amount: 199, currency: 'eur', testMode: true }
const owned = (s: ReturnType<typeof skin>) => ({ id: 50 + s.id, skin: s, purchasedAt: '2025-01-01T00:00:00.000Z' })

type Handlers = Record<string, Handler | ReturnType<typeof json>>

/** The shop's server: ETOILE owned; the purchase grants what it is asked for. */
function shopHandlers(overrides: Handlers = {}): Handlers {
  const mine = [owned(ETOILE)]
  return {
    'GET /api/skins': json([DRAGON, LOUP, ETOILE]),
    'GET /api/skins/user': () => json(mine),
    'GET /api/payment/config': json(TEST_CONFIG),
    'POST /api/payment/create-payment-intent': json(INTENT),
    'POST /api/payment/test/confirm': json({ paymentMethodId: 'pm_test_1', paymentIntentId: 'pi_1', status: 'succeeded' }),
    'POST /api/skins/purchase': (request) => {
      const bought = [DRAGON, LOUP].find((s) => s.id === (request.body as { skinId: number }).skinId)!
      mine.push(owned(bought))
      return json({ message: 'Achat réussi : le skin est dans votre collection.', userSkin: owned(bought) })
    },
    ...overrides,
  }
}

async function openShop(handlers: Handlers = shopHandlers(), width = 1440) {
  const app = renderApp({ path: '/profile', session: PLAYER, handlers, width })
  await screen.findByText('aelis@exemple.fr')
  fireEvent.click(screen.getByRole('button', { name: /Ouvrir la boutique de skins/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Boutique de Skins' })
  return { ...app, dialog }
}

const cardOf = (dialog: HTMLElement, nom: string) => within(dialog).getAllByText(nom).map((e) => e.closest('article')).find(Boolean)!

/** Selects a skin and waits for its payment form. */
async function select(dialog: HTMLElement, nom: string) {
  fireEvent.click(await within(dialog).findByRole('button', { name: new RegExp(nom) }))
  return within(dialog).findByRole('heading', { name: `Finaliser l'achat de ${nom}` })
}

function fillCard(dialog: HTMLElement, number = '4242424242424242') {
  fireEvent.change(within(dialog).getByLabelText('Numéro de carte'), { target: { value: number } })
  fireEvent.change(within(dialog).getByLabelText('Date d’expiration (MM/AA)'), { target: { value: '1234' } })
  fireEvent.change(within(dialog).getByLabelText('Code de sécurité (CVC)'), { target: { value: '123' } })
}

const payButton = (dialog: HTMLElement, label = /Acheter pour €|Paiement en cours/) => within(dialog).getByRole('button', { name: label })

beforeEach(() => {
  stripe.loadStripe.mockReset()
})

describe('skin shop: the grid', () => {
  it('shows the loading state, then each skin with its image, name, rarity, price in euros, and the owned badge', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const { dialog } = await openShop(shopHandlers({ 'GET /api/skins': async () => (await gate, json([DRAGON, LOUP, ETOILE])) }))
    expect(await within(dialog).findByText('Chargement des skins...')).toBeInTheDocument()
    release()
    const loup = (await within(dialog).findByText(LOUP.nom)).closest('article')!
    expect(within(loup).getByText('Rare')).toBeInTheDocument()
    expect(within(loup).getByText((t) => t.replace(/\s/g, ' ') === '1,99 €')).toBeInTheDocument()
    expect(loup.querySelector('img, .img-placeholder')).not.toBeNull()
    const etoile = cardOf(dialog, ETOILE.nom)
    expect(within(etoile).getByLabelText('Skin possédé')).toHaveTextContent('Possédé')
    expect(within(loup).queryByLabelText('Skin possédé')).toBeNull()
    expect(within(dialog).getByText('Légendaire')).toBeInTheDocument()
  })

  it('says when there is no skin, and when the skins cannot be loaded', async () => {
    const empty = await openShop(shopHandlers({ 'GET /api/skins': json([]) }))
    expect(await within(empty.dialog).findByText('Aucun skin disponible')).toBeInTheDocument()
    empty.unmount()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = await openShop(shopHandlers({ 'GET /api/skins': json({ message: 'Panne', status: 500 }, 500) }))
    expect(await within(failing.dialog).findByText('Impossible de charger les skins disponibles')).toBeInTheDocument()
  })

  it('an owned skin cannot be selected; Fermer closes the modal', async () => {
    const { dialog } = await openShop()
    await within(dialog).findByText(LOUP.nom)
    const etoile = cardOf(dialog, ETOILE.nom)
    expect(within(etoile).queryByRole('button')).toBeNull()
    fireEvent.click(within(etoile).getByText(ETOILE.nom))
    expect(within(dialog).queryByRole('heading', { name: /Finaliser l'achat/ })).toBeNull()
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Boutique de Skins' })).toBeNull())
  })
})

describe('skin shop: the purchase', () => {
  it("selecting an unowned skin shows 'Finaliser l'achat de …', the test card form and 'Acheter pour €{price}'", async () => {
    const { dialog } = await openShop()
    await select(dialog, LOUP.nom)
    expect(within(dialog).getByRole('button', { name: new RegExp(LOUP.nom) })).toHaveAttribute('aria-pressed', 'true')
    expect(payButton(dialog)).toHaveTextContent('Acheter pour €1.99')
    expect(payButton(dialog)).toBeEnabled()
    const notice = within(dialog).getByRole('complementary', { name: 'Mode test' })
    expect(within(notice).getByText('4242 4242 4242 4242')).toBeInTheDocument()
    expect(within(notice).getByText('4000 0000 0000 0002')).toBeInTheDocument()
    await select(dialog, DRAGON.nom)
    expect(payButton(dialog)).toHaveTextContent('Acheter pour €4.99')
  })

  it('spaces the card number as it is typed, writes the expiry as MM/AA, and checks the card before paying', async () => {
    const { dialog, server } = await openShop()
    await select(dialog, LOUP.nom)
    const number = within(dialog).getByLabelText('Numéro de carte')
    fireEvent.change(number, { target: { value: '42424242' } })
    expect(number).toHaveValue('4242 4242')
    fireEvent.change(number, { target: { value: '4242 4242 4242 4242 99999' } })
    expect(number).toHaveValue('4242 4242 4242 4242 999')
    fireEvent.change(number, { target: { value: '4242' } })
    const expiry = within(dialog).getByLabelText('Date d’expiration (MM/AA)')
    fireEvent.change(expiry, { target: { value: '1234' } })
    expect(expiry).toHaveValue('12/34')
    fireEvent.change(expiry, { target: { value: '5' } })
    expect(expiry).toHaveValue('05')
    fireEvent.click(payButton(dialog))
    expect(await within(dialog).findByText('Votre numéro de carte est incomplet.')).toBeInTheDocument()
    expect(number).toHaveAttribute('aria-invalid', 'true')
    expect(server.count('POST', '/api/payment/create-payment-intent')).toBe(0)
  })

  it("shows 'Paiement en cours...' and disables the form while processing, then 'Achat réussi !': owned, reloaded, selection cleared", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const handlers = shopHandlers()
    const confirm = handlers['POST /api/payment/test/confirm']
    const { dialog, server } = await openShop({ ...handlers, 'POST /api/payment/test/confirm': async (...args) => (await gate, typeof confirm === 'function' ? confirm(...args) : confirm) })
    await select(dialog, LOUP.nom)
    fillCard(dialog)
    expect(within(dialog).getByLabelText('Numéro de carte')).toHaveValue('4242 4242 4242 4242')
    fireEvent.click(payButton(dialog))
    await waitFor(() => expect(payButton(dialog)).toHaveTextContent('Paiement en cours...'))
    expect(payButton(dialog)).toBeDisabled()
    expect(within(dialog).getByLabelText('Numéro de carte')).toBeDisabled()
    for (const close of within(dialog).getAllByRole('button', { name: 'Fermer' })) expect(close).toBeDisabled()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Boutique de Skins' })).toBeInTheDocument()

    const intent = server.calls.find((c) => c.path === '/api/payment/create-payment-intent')!
    expect(intent.method).toBe('POST')
    expect(intent.headers.get('userid')).toBe('7')
    expect(intent.headers.get('amount')).toBe('1.99')
    expect(intent.headers.get('skinid')).toBe('2')
    const confirmCall = server.calls.find((c) => c.path === '/api/payment/test/confirm')!
    expect(confirmCall.body).toEqual({ clientSecret: 'pi_1_secret_abc', cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' })

    await act(async () => release())
    const alert = await screen.findByRole('alertdialog', { name: 'Achat réussi !' })
    expect(within(alert).getByText(/Loup-Garou — Édition Lune de Sang/)).toBeInTheDocument()
    const purchase = server.calls.find((c) => c.path === '/api/skins/purchase')!
    expect(purchase.body).toEqual({ userId: 7, skinId: 2, paymentMethodId: 'pm_test_1', paymentIntentId: 'pi_1' })
    // the purchase re-reads the player's skins only: the skins on sale did not change
    await waitFor(() => expect(server.count('GET', '/api/skins/user')).toBe(2))
    expect(server.count('GET', '/api/skins')).toBe(1)
    expect(within(dialog).queryByRole('heading', { name: /Finaliser l'achat/ })).toBeNull()
    fireEvent.click(within(alert).getByRole('button', { name: 'Super !' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const loup = cardOf(dialog, LOUP.nom)
    expect(within(loup).getByLabelText('Skin possédé')).toBeInTheDocument()
    expect(within(loup).queryByRole('button')).toBeNull()
  })

  it("a declined card shows the provider's message under the form; the skin stays unowned and the intent is kept", async () => {
    let declined = true
    const { dialog, server } = await openShop(
      shopHandlers({
        'POST /api/payment/test/confirm': () =>
          declined ? json({ message: 'Votre carte a été refusée.', status: 402 }, 402) : json({ paymentMethodId: 'pm_2', paymentIntentId: 'pi_1', status: 'succeeded' }),
      }),
    )
    await select(dialog, LOUP.nom)
    fillCard(dialog, '4000000000000002')
    fireEvent.click(payButton(dialog))
    const message = await within(dialog).findByText('Votre carte a été refusée.')
    const form = within(dialog).getByRole('form', { name: `Finaliser l'achat de ${LOUP.nom}` })
    expect(form.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(server.count('POST', '/api/skins/purchase')).toBe(0)
    expect(within(cardOf(dialog, LOUP.nom)).queryByLabelText('Skin possédé')).toBeNull()
    expect(payButton(dialog)).toHaveTextContent('Acheter pour €1.99')

    declined = false
    fillCard(dialog)
    fireEvent.click(payButton(dialog))
    expect(await screen.findByRole('alertdialog', { name: 'Achat réussi !' })).toBeInTheDocument()
    expect(server.count('POST', '/api/payment/create-payment-intent')).toBe(1)
  })

  it("a purchase answer other than 200 gives \"Erreur lors de l'achat.\", or the server's message; a retry does not pay twice", async () => {
    let answer = json(undefined, 500)
    const { dialog, server } = await openShop(shopHandlers({ 'POST /api/skins/purchase': () => answer }))
    await select(dialog, LOUP.nom)
    fillCard(dialog)
    fireEvent.click(payButton(dialog))
    expect(await within(dialog).findByText("Erreur lors de l'achat.")).toBeInTheDocument()
    expect(within(dialog).getByText(/Votre paiement a bien été accepté/)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()

    answer = json({ message: 'Le service de paiement ne répond pas. Réessayez dans un instant.', status: 502 }, 502)
    fireEvent.click(payButton(dialog))
    expect(await within(dialog).findByText('Le service de paiement ne répond pas. Réessayez dans un instant.')).toBeInTheDocument()
    expect(server.count('POST', '/api/payment/test/confirm')).toBe(1)
    expect(server.count('POST', '/api/skins/purchase')).toBe(2)
  })

  it("a non-200 success status is still \"Erreur lors de l'achat.\"", async () => {
    const { dialog } = await openShop(shopHandlers({ 'POST /api/skins/purchase': json({ message: 'Accepté', userSkin: owned(LOUP) }, 202) }))
    await select(dialog, LOUP.nom)
    fillCard(dialog)
    fireEvent.click(payButton(dialog))
    expect(await within(dialog).findByText("Erreur lors de l'achat.")).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('on a phone the payment is a second step, with a way back to the skins', async () => {
    const { dialog } = await openShop(shopHandlers(), 390)
    const grid = await within(dialog).findByRole('list', { name: 'Skins en vente' })
    await select(dialog, LOUP.nom)
    expect(grid).not.toBeVisible()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retour aux skins' }))
    expect(grid).toBeVisible()
    expect(within(dialog).queryByRole('heading', { name: /Finaliser l'achat/ })).toBeNull()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: new RegExp(LOUP.nom) })).toHaveFocus())
  })
})

describe('skin shop with Stripe', () => {
  const STRIPE_CONFIG = { testMode: false, publishableKey: 'pk_test_x', currency: 'eur' }

  it('keeps the form disabled with a clear message when Stripe.js cannot be loaded', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { dialog, server } = await openShop(shopHandlers({ 'GET /api/payment/config': json(STRIPE_CONFIG) }))
    await select(dialog, LOUP.nom)
    expect(await within(dialog).findByText('Le service de paiement est momentanément indisponible.')).toBeInTheDocument()
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_x', { locale: 'fr' })
    expect(payButton(dialog)).toHaveTextContent('Acheter pour €1.99')
    expect(payButton(dialog)).toBeDisabled()
    fireEvent.click(payButton(dialog))
    expect(server.count('POST', '/api/payment/create-payment-intent')).toBe(0)
    expect(within(dialog).queryByLabelText('Numéro de carte')).toBeNull()
  })

  it('keeps the form disabled while the configuration cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { dialog } = await openShop(shopHandlers({ 'GET /api/payment/config': json({ message: 'Panne', status: 500 }, 500) }))
    await select(dialog, LOUP.nom)
    expect(await within(dialog).findByText('Le service de paiement est momentanément indisponible.')).toBeInTheDocument()
    expect(payButton(dialog)).toBeDisabled()
  })

  it('pays with Stripe Elements: confirmCardPayment, then the purchase with its payment method', async () => {
    const listeners = new Map<string, (event: unknown) => void>()
    const card = {
      mount: vi.fn(),
      destroy: vi.fn(),
      update: vi.fn(),
      on: vi.fn((event: string, cb: (event: unknown) => void) => listeners.set(event, cb)),
      off: vi.fn(),
    }
    const confirmCardPayment = vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded', payment_method: 'pm_card_visa' } }))
    const fake = {
      elements: vi.fn(() => ({ create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() })),
      createToken: vi.fn(),
      createPaymentMethod: vi.fn(),
      confirmCardPayment,
    }
    stripe.loadStripe.mockResolvedValue(fake)
    const { dialog, server } = await openShop(shopHandlers({ 'GET /api/payment/config': json(STRIPE_CONFIG) }))
    await select(dialog, LOUP.nom)
    await waitFor(() => expect(card.mount).toHaveBeenCalled())
    expect(payButton(dialog)).toBeDisabled()
    await waitFor(() => expect(listeners.has('ready')).toBe(true))
    await act(async () => listeners.get('ready')!({}))
    await act(async () => listeners.get('change')!({ complete: true, empty: false, error: undefined }))
    await waitFor(() => expect(payButton(dialog)).toBeEnabled())
    fireEvent.click(payButton(dialog))
    expect(await screen.findByRole('alertdialog', { name: 'Achat réussi !' })).toBeInTheDocument()
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', { payment_method: { card } })
    expect(server.calls.find((c) => c.path === '/api/skins/purchase')!.body).toEqual({ userId: 7, skinId: 2, paymentMethodId: 'pm_card_visa', paymentIntentId: 'pi_1' })
  })

  it("shows Stripe's own message under the form when the card is declined", async () => {
    const listeners = new Map<string, (event: unknown) => void>()
    const card = { mount: vi.fn(), destroy: vi.fn(), update: vi.fn(), on: vi.fn((e: string, cb: (event: unknown) => void) => listeners.set(e, cb)), off: vi.fn() }
    stripe.loadStripe.mockResolvedValue({
      elements: () => ({ create: () => card, getElement: () => card, update: vi.fn() }),
      createToken: vi.fn(),
      createPaymentMethod: vi.fn(),
      confirmCardPayment: async () => ({ error: { type: 'card_error', message: 'Votre carte a été refusée.' } }),
    })
    const { dialog, server } = await openShop(shopHandlers({ 'GET /api/payment/config': json(STRIPE_CONFIG) }))
    await select(dialog, LOUP.nom)
    await waitFor(() => expect(listeners.has('ready')).toBe(true))
    await act(async () => listeners.get('ready')!({}))
    await act(async () => listeners.get('change')!({ complete: true, empty: false }))
    fireEvent.click(payButton(dialog))
    expect(await within(dialog).findByText('Votre carte a été refusée.')).toBeInTheDocument()
    expect(server.count('POST', '/api/skins/purchase')).toBe(0)
  })
})
