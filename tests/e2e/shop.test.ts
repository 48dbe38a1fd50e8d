// The skin shop in a real browser against the real server.
// 1. Test gateway (the default): a player opens the wallet, buys a skin with 4242 4242 4242 4242
//    ('Achat réussi !', owned, credit in points unchanged), then a second skin with
//    4000 0000 0000 0002 (the decline message, not owned); the Magasin page shows it owned.
//    Screenshots at 390×844, 844×390 and 1440×900 in both themes under screenshots/shop/ (each state
//    reached once per size and painted in both themes; axe-core at 390 and 1440 px).
// 2. Stripe (STRIPE_SECRET_KEY, the publishable key from GET /api/payment/config, STRIPE_API_BASE on
//    a fake Stripe HTTP server) with Stripe.js served by page.route as a small fake; then Stripe.js
//    unreachable: the form stays disabled with its message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { animationsSettled, connectOrLaunchBrowser, hasChromium, newContext, screenshot, type ViewportName, withoutServiceWorkers } from './helpers/browser'
import { apiPlayer, call, setTheme, useSession, type ApiSession } from './helpers/gameApi'
import { signInContext } from './helpers/signedIn'
import { startServer, type GameServer } from './helpers/server'
import { useBrowserSuite } from './helpers/suite'
import { FakeStripe } from '../helpers/fakeStripe'
import { watchCsp } from './helpers/csp'
import { networkQuiet } from './helpers/quiet'
import { expectNoSeriousViolations } from './helpers/axe'
import { inBothThemes, paintTheme, type ThemeName } from './helpers/themes'

withoutServiceWorkers() // no page here tests the PWA (pwa.test.ts does): ~1.3 s of CPU saved per context

const RENARD = 'Renard Rusé — Édition Sylvestre' // 0,99 €
const CHEVALIER = 'Chevalier Noir — Édition Spectrale' // 1,49 €
const LOUP = 'Loup-Garou — Édition Lune de Sang' // 1,99 €
const GRIFFON = 'Griffon Royal — Édition Or' // 2,99 €
const SIZES: ViewportName[] = ['phone', 'landscape', 'desktop']

const openWallet = async (page: Page): Promise<Locator> => {
  const wallet = page.getByRole('banner').getByRole('button', { name: /Ouvrir la boutique de skins/ })
  await wallet.waitFor().catch(async (error) => {
    await screenshot(page, 'shop/failure-wallet')
    throw new Error(`no wallet on ${page.url()}: ${String(error)}`)
  })
  await wallet.click()
  const dialog = page.getByRole('dialog', { name: 'Boutique de Skins' })
  await dialog.getByRole('list', { name: 'Skins en vente' }).waitFor()
  return dialog
}
const skinCard = (scope: Locator | Page, nom: string) => scope.locator('article.skin-card').filter({ hasText: nom })
const credit = async (page: Page) => (await page.getByTestId('credit-badge').innerText()).replace(/\s/g, ' ')

async function payWith(scope: Locator, number: string) {
  const field = scope.getByLabel('Numéro de carte')
  await field.fill('')
  await field.pressSequentially(number.replace(/\s/g, ''))
  expect(await field.inputValue()).toBe(number)
  const expiry = scope.getByLabel('Date d’expiration (MM/AA)')
  await expiry.fill('')
  await expiry.pressSequentially('1234')
  expect(await expiry.inputValue()).toBe('12/34')
  await scope.getByLabel('Code de sécurité (CVC)').fill('123')
}

async function noSidewaysOverflow(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} overflows sideways`).toBeLessThanOrEqual(1)
}

/** Buys a skin through the API with the test gateway (for the screenshots' player). */
async function buyThroughApi(base: string, s: ApiSession, nom: string) {
  const skins = await call<{ id: number; nom: string; prix: number }[]>(base, s, 'GET', '/api/skins')
  const skin = skins.find((k) => k.nom === nom)!
  const response = await fetch(`${base}/api/payment/create-payment-intent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${s.accessToken}`, userid: String(s.id), amount: skin.prix.toFixed(2), skinid: String(skin.id), 'Content-Type': 'application/json' },
    body: '{}',
  })
  const intent = await response.json()
  const paid = await call(base, s, 'POST', '/api/payment/test/confirm', { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' })
  await call(base, s, 'POST', '/api/skins/purchase', { userId: s.id, skinId: skin.id, paymentMethodId: paid.paymentMethodId, paymentIntentId: paid.paymentIntentId })
}

describe.skipIf(!hasChromium())('skin shop with the test gateway', () => {
  const env = useBrowserSuite()

  it('buys a skin with 4242 4242 4242 4242, and a declined card leaves the next one unowned', async () => {
    const context = await env.context('desktop')
    const violations = await watchCsp(context)
    const session = await apiPlayer(env.server.url, 'achat') // signing up through the interface is auth.test.ts's
    await signInContext(context, session)
    const page = await context.newPage()
    await page.goto('/home')
    const points = async () => (await call<{ credit: number }>(env.server.url, session, 'GET', `/api/user/${session.id}`)).credit
    const before = await points()
    const badge = `${new Intl.NumberFormat('fr-FR').format(before)} pts`.replace(/\s/g, ' ')
    await expect.poll(() => credit(page)).toBe(badge)

    const dialog = await openWallet(page)
    await skinCard(dialog, RENARD).getByRole('button').click()
    await dialog.getByRole('heading', { name: `Finaliser l'achat de ${RENARD}` }).waitFor()
    await dialog.getByRole('complementary', { name: 'Mode test' }).waitFor()
    await payWith(dialog, '4242 4242 4242 4242')
    await dialog.getByRole('button', { name: 'Acheter pour €0.99' }).click()
    const alert = page.getByRole('alertdialog', { name: 'Achat réussi !' })
    await alert.waitFor()
    await alert.getByRole('button', { name: 'Super !' }).click()
    await alert.waitFor({ state: 'hidden' })
    await skinCard(dialog, RENARD).getByLabel('Skin possédé').waitFor()
    expect(await skinCard(dialog, RENARD).getByRole('button').count()).toBe(0)
    expect(await dialog.getByRole('heading', { name: /Finaliser l'achat/ }).count()).toBe(0)

    await skinCard(dialog, CHEVALIER).getByRole('button').click()
    await payWith(dialog, '4000 0000 0000 0002')
    await dialog.getByRole('button', { name: 'Acheter pour €1.49' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Votre carte a été refusée.' }).waitFor()
    expect(await skinCard(dialog, CHEVALIER).getByLabel('Skin possédé').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Acheter pour €1.49' }).waitFor()

    // Skins are paid in euros: the credit in points has not moved, on the server and in the header
    // (which the profile poll or the event stream keeps up to date).
    expect(await points()).toBe(before)
    expect(await credit(page)).toBe(badge)
    await dialog.getByRole('button', { name: 'Fermer' }).last().click()
    await dialog.waitFor({ state: 'hidden' })

    // The Magasin page knows it too, after a reload.
    await page.goto('/shop')
    await page.getByRole('heading', { level: 1, name: 'Magasin' }).waitFor()
    const renard = page.getByRole('region', { name: 'Renard Rusé' })
    await renard.getByLabel('Skin possédé').waitFor()
    await renard.getByText('Original').waitFor()
    expect(await page.getByRole('region', { name: 'Chevalier Noir' }).getByLabel('Skin possédé').count()).toBe(0)
    expect(await violations()).toEqual([])
  })

  it('screenshots: the modal and the Magasin page at three sizes in both themes', async () => {
    const player = await apiPlayer(env.server.url, 'shots')
    await buyThroughApi(env.server.url, player, RENARD)
    await setTheme(env.server.url, player, 'light')
    // each state reached once per size, saved in both themes (helpers/themes.ts: axe-core at 390 and 1440 px)
    for (const size of SIZES) {
      const context = await env.context(size)
      const page = await context.newPage()
      await useSession(page, player)
      const name = (theme: ThemeName) => `shop/${theme}-${size}`

      await page.goto('/home')
      const dialog = await openWallet(page)
      await networkQuiet(page)
      await inBothThemes(page, (theme) => screenshot(page, `${name(theme)}-modal`))
      await skinCard(dialog, LOUP).getByRole('button').click()
      await dialog.getByRole('heading', { name: `Finaliser l'achat de ${LOUP}` }).waitFor()
      await payWith(dialog, '4000 0000 0000 0002')
      await dialog.getByRole('button', { name: 'Acheter pour €1.99' }).click()
      await dialog.getByRole('alert').filter({ hasText: 'Votre carte a été refusée.' }).waitFor()
      await animationsSettled(page)
      await noSidewaysOverflow(page, `${size} modal-pay`)
      await inBothThemes(page, (theme) => screenshot(page, `${name(theme)}-modal-pay`))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      // the focus goes back to the wallet that opened the shop
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/Ouvrir la boutique de skins/)

      await page.goto('/shop')
      await page.getByRole('region', { name: 'Renard Rusé' }).getByLabel('Skin possédé').waitFor()
      await networkQuiet(page)
      await noSidewaysOverflow(page, `${size} page`)
      await inBothThemes(page, (theme) => screenshot(page, `${name(theme)}-page`, true))
      await page.getByRole('region', { name: 'Loup-Garou' }).getByRole('button', { name: /Édition Lune de Sang/ }).click()
      await page.getByRole('heading', { name: `Finaliser l'achat de ${LOUP}` }).waitFor()
      await animationsSettled(page)
      await noSidewaysOverflow(page, `${size} page-pay`)
      await inBothThemes(page, (theme) => screenshot(page, `${name(theme)}-page-pay`), { sweep: false })
      if (size === 'desktop') {
        await paintTheme(page, 'light')
        await page.getByRole('region', { name: 'Griffon Royal' }).getByRole('button', { name: /Édition Or/ }).click()
        await page.getByRole('heading', { name: `Finaliser l'achat de ${GRIFFON}` }).waitFor()
        await payWith(page.locator('main'), '4242 4242 4242 4242')
        await page.getByRole('button', { name: 'Acheter pour €2.99' }).click()
        await page.getByRole('alertdialog', { name: 'Achat réussi !' }).waitFor()
        await animationsSettled(page)
        await screenshot(page, `${name('light')}-success`)
        await expectNoSeriousViolations(page, `${name('light')}-success`)
      }
      await context.close()
    }
  })
})

/** Just what the shop calls of Stripe.js: Stripe(), elements().create('card').mount(), confirmCardPayment. */
const FAKE_STRIPE_JS = `
(function () {
  window.__fakeStripe = { keys: [], confirms: [] };
  function Stripe(key, options) {
    window.__fakeStripe.keys.push({ key: key, locale: options && options.locale });
    var handlers = {};
    var mounted = false;
    var emit = function (event, payload) { (handlers[event] || []).forEach(function (cb) { setTimeout(function () { cb(payload); }, 0); }); };
    var card = {
      mount: function (node) {
        var el = typeof node === 'string' ? document.querySelector(node) : node;
        el.innerHTML = '<div style="display:flex;gap:16px;font:16px system-ui;color:inherit"><span>4242 4242 4242 4242</span><span style="margin-left:auto">12 / 34</span><span>123</span></div>';
        mounted = true;
        emit('ready', { elementType: 'card' });
        emit('change', { elementType: 'card', complete: true, empty: false });
      },
      on: function (event, cb) {
        (handlers[event] = handlers[event] || []).push(cb);
        if (mounted && event === 'ready') setTimeout(function () { cb({ elementType: 'card' }); }, 0);
        if (mounted && event === 'change') setTimeout(function () { cb({ elementType: 'card', complete: true, empty: false }); }, 0);
        return card;
      },
      off: function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return card; },
      update: function () {},
      destroy: function () { mounted = false; },
      focus: function () {}, blur: function () {}, clear: function () {},
    };
    var elements = { create: function () { return card; }, getElement: function () { return card; }, update: function () {} };
    return {
      elements: function () { return elements; },
      createToken: function () { return Promise.reject(new Error('not in this fake')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not in this fake')); },
      confirmCardPayment: function (clientSecret, data) {
        window.__fakeStripe.confirms.push({ clientSecret: clientSecret, withCard: !!(data && data.payment_method && data.payment_method.card === card) });
        return window.__fakeStripeSucceed(clientSecret).then(function (pm) {
          return { paymentIntent: { id: clientSecret.split('_secret_')[0], object: 'payment_intent', status: 'succeeded', payment_method: pm } };
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`

describe.skipIf(!hasChromium())('skin shop with Stripe', () => {
  const fake = new FakeStripe()
  let server: GameServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_API_BASE: await fake.start() }, inject('e2ePgliteTemplate')),
      connectOrLaunchBrowser(inject('e2eBrowser')), // the suite's shared Chromium
    ])
  })
  afterAll(async () => {
    await browser?.close().catch(() => undefined)
    await server?.stop()
    await fake.stop()
  })

  it('pays with Stripe Elements (Stripe.js stubbed): confirmCardPayment, then the purchase', async () => {
    const context = await newContext(browser, server.url, 'desktop')
    context.setDefaultTimeout(15_000)
    const violations = await watchCsp(context) // the CSP allows Stripe.js when a Stripe key is set
    const page = await context.newPage()
    const requested: string[] = []
    await page.route('https://js.stripe.com/**', (route) => {
      requested.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS })
    })
    await page.exposeFunction('__fakeStripeSucceed', (clientSecret: string) => fake.succeedBySecret(clientSecret))
    const player = await apiPlayer(server.url, 'stripe')
    await useSession(page, player)
    await page.goto('/home')
    expect(requested).toEqual([]) // Stripe.js is not loaded outside the shop
    const dialog = await openWallet(page)
    await skinCard(dialog, LOUP).getByRole('button').click()
    await dialog.getByRole('heading', { name: `Finaliser l'achat de ${LOUP}` }).waitFor()
    expect(await dialog.getByRole('complementary', { name: 'Mode test' }).count()).toBe(0)
    await dialog.getByText('Paiement sécurisé par Stripe').waitFor()
    const pay = dialog.getByRole('button', { name: 'Acheter pour €1.99' })
    await expect.poll(() => pay.isEnabled()).toBe(true)
    await screenshot(page, 'shop/stripe-desktop-pay')
    await pay.click()
    await page.getByRole('alertdialog', { name: 'Achat réussi !' }).waitFor()
    const stubbed = await page.evaluate(() => (window as unknown as { __fakeStripe: { keys: unknown[]; confirms: { clientSecret: string; withCard: boolean }[] } }).__fakeStripe)
    expect(stubbed.keys).toEqual([{ key: 'pk_test_x', locale: 'fr' }])
    expect(stubbed.confirms).toHaveLength(1)
    expect(stubbed.confirms[0]).toMatchObject({ withCard: true, clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_fake$/) })
    const mine = await call<{ skin: { nom: string } }[]>(server.url, player, 'GET', '/api/skins/user')
    expect(mine.map((m) => m.skin.nom)).toEqual([LOUP])
    expect(await violations()).toEqual([])
    await context.close()
  })

  it('Stripe.js unreachable: the form stays disabled and says the payment service is unavailable', async () => {
    const context = await newContext(browser, server.url, 'phone')
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'))
    const player = await apiPlayer(server.url, 'nostripe')
    await useSession(page, player)
    await page.goto('/home')
    const dialog = await openWallet(page)
    await skinCard(dialog, LOUP).getByRole('button').click()
    await dialog.getByText('Le service de paiement est momentanément indisponible.').waitFor()
    const pay = dialog.getByRole('button', { name: 'Acheter pour €1.99' })
    expect(await pay.isDisabled()).toBe(true)
    await screenshot(page, 'shop/stripe-phone-unavailable')
    expect(await call(server.url, player, 'GET', '/api/skins/user')).toEqual([])
    await context.close()
  })
})
