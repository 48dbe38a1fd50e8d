// The card form with Stripe (the server has a Stripe key): Stripe.js through loadStripe, Stripe
// Elements' CardElement, then stripe.confirmCardPayment. This file is its own lazy chunk, loaded
// only when the server uses Stripe. When Stripe.js cannot be loaded (no network, blocked) the
// form stays disabled and says so, with a retry.
import { useEffect, useMemo, useRef, useState } from 'react'
import { loadStripe, type Stripe, type StripeCardElementOptions } from '@stripe/stripe-js'
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { cardDeclined } from '../../../api/payments'
import { checkout, testCard } from '../../../text'
import { Notice } from '../../components/Notice'
import { Spinner } from '../../components/Spinner'
import type { CardFormProps } from './provider'

/** Stripe.js not loaded after this long: the provider is reported unavailable. */
const STRIPE_LOAD_TIMEOUT_MS = 15_000

function loadStripeWithin(publishableKey: string): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js timeout')), STRIPE_LOAD_TIMEOUT_MS)
  })
  const load = loadStripe(publishableKey, { locale: 'fr' }).then((stripe) => {
    if (!stripe) throw new Error('Stripe.js not available')
    return stripe
  })
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer))
}

export default function StripeCardForm({ publishableKey, ...form }: CardFormProps & { publishableKey: string }) {
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<{ attempt: number; stripe: Stripe | null } | null>(null)
  useEffect(() => {
    let cancelled = false
    loadStripeWithin(publishableKey).then(
      (stripe) => !cancelled && setLoaded({ attempt, stripe }),
      (error: unknown) => {
        console.error(error)
        if (!cancelled) setLoaded({ attempt, stripe: null })
      },
    )
    return () => {
      cancelled = true
    }
  }, [publishableKey, attempt])

  if (loaded?.attempt !== attempt) {
    return (
      <div className="card-box card-box-waiting">
        <Spinner label={checkout.providerLoading} />
      </div>
    )
  }
  if (!loaded.stripe) {
    return (
      <Notice tone="error">
        <p className="notice-title">{checkout.providerUnavailable}</p>
        <p>{checkout.providerUnavailableHint}</p>
        <button type="button" className="link-button" onClick={() => setAttempt((a) => a + 1)}>
          {checkout.retry}
        </button>
      </Notice>
    )
  }
  return (
    <Elements stripe={loaded.stripe} options={{ locale: 'fr' }}>
      <StripeCard {...form} />
    </Elements>
  )
}

/** Stripe's iframe cannot read our CSS: its colours are read from the design tokens. */
function tokenStyle(): StripeCardElementOptions['style'] {
  const css = getComputedStyle(document.documentElement)
  const token = (name: string) => css.getPropertyValue(name).trim() || undefined
  return {
    base: {
      color: token('--text'),
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: '16px',
      iconColor: token('--gold'),
      '::placeholder': { color: token('--text-muted') },
    },
    invalid: { color: token('--danger'), iconColor: token('--danger') },
  }
}

function StripeCard({ onProvider, onMessage, disabled }: CardFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const card = useRef({ complete: false, error: null as string | null })
  const options = useMemo<StripeCardElementOptions>(() => ({ disabled, hidePostalCode: true, style: tokenStyle() }), [disabled])

  useEffect(() => {
    if (!stripe || !elements || !ready) return onProvider(null)
    onProvider({
      check: () => (card.current.complete ? null : (card.current.error ?? testCard.numberIncomplete)),
      async confirm(clientSecret) {
        const element = elements.getElement(CardElement)
        if (!element) return cardDeclined(null)
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card: element } })
        if (result.error) return cardDeclined(result.error.message ?? null)
        const intent = result.paymentIntent
        const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
        if (intent.status !== 'succeeded' || !method) return cardDeclined(checkout.notPaid)
        return { ok: true, data: { paymentMethodId: method, paymentIntentId: intent.id } }
      },
    })
  }, [stripe, elements, ready, onProvider])
  useEffect(() => () => onProvider(null), [onProvider])

  return (
    <div className="card-box stripe-card-box" data-ready={ready ? '' : undefined}>
      <span className="card-legend">{checkout.cardElementLabel}</span>
      <CardElement
        className="stripe-card"
        options={options}
        onReady={() => setReady(true)}
        onChange={(event) => {
          card.current = { complete: event.complete, error: event.error?.message ?? null }
          onMessage(card.current.error)
        }}
      />
      {!ready && <Spinner label={checkout.providerLoading} />}
    </div>
  )
}
