// The purchase panel of the selected skin: 'Finaliser l'achat de {nom}', the card form (the test
// gateway's own, or Stripe Elements), 'Acheter pour €{price}' / 'Paiement en cours...', and the
// provider's or the purchase's message under the form. The button stays disabled while the payment
// provider is not ready or while a payment is in progress (spec §5).
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { PaymentConfig } from '../../../api/payments'
import type { Skin } from '../../../api/skins'
import { checkout, formatEuros, rarityLabel } from '../../../text'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { Spinner } from '../../components/Spinner'
import { CachedImage } from '../../images/CachedImage'
import type { CardProvider } from './provider'
import { DEFAULT_SKIN_IMAGE } from './SkinCard'
import { TestCardForm } from './TestCardForm'
import type { Purchase } from './usePurchase'

const StripeCardForm = lazy(() => import('./StripeCardForm'))

interface Props {
  skin: Skin
  /** The payment configuration's query. */
  config: UseQueryResult<PaymentConfig>
  purchase: Purchase
  /** Phones: the panel replaces the list, with a way back. */
  step: boolean
  onCancel(): void
  headingLevel: 2 | 3
  /** Brings the panel into view when a skin is selected (not when it sits in a sticky column). */
  scrollIntoView: boolean
}

const motion = (): ScrollBehavior => (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

export function PurchasePanel({ skin, config, purchase, step, onCancel, headingLevel, scrollIntoView }: Props) {
  const [provider, setProvider] = useState<CardProvider | null>(null)
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const errorBox = useRef<HTMLDivElement>(null)
  const { processing, error, setError } = purchase
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  useEffect(() => {
    title.current?.focus({ preventScroll: true })
    if (scrollIntoView) panel.current?.scrollIntoView?.({ block: 'start', behavior: motion() })
  }, [skin.id, scrollIntoView])
  useEffect(() => {
    if (error) errorBox.current?.scrollIntoView?.({ block: 'nearest', behavior: motion() })
  }, [error])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (provider && !processing) void purchase.buy(skin, provider)
  }

  const form = { onProvider: setProvider, onMessage: setError, disabled: processing }
  const settings = config.data
  const testMode = settings?.testMode === true
  const stripeKey = settings && !settings.testMode ? settings.publishableKey : null
  return (
    <section ref={panel} className="purchase-panel" aria-labelledby={titleId} data-step={step ? '' : undefined}>
      {step && (
        <button type="button" className="button button-quiet button-small purchase-back" onClick={onCancel} disabled={processing}>
          <BackArrow /> {checkout.back}
        </button>
      )}
      <div className="purchase-head">
        <Heading id={titleId} ref={title} tabIndex={-1} className="purchase-title">
          {checkout.title(skin.nom)}
        </Heading>
        {!step && (
          <button type="button" className="icon-button" onClick={onCancel} disabled={processing} aria-label={checkout.cancel}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="purchase-summary" data-rarity={skin.rarete}>
        <CachedImage className="purchase-thumb" src={skin.imageUrl} fallback={DEFAULT_SKIN_IMAGE} alt="" />
        <div>
          <p className="purchase-name">{skin.nom}</p>
          <p className="purchase-meta">
            <span className={`rarity rarity-${skin.rarete}`}>{rarityLabel[skin.rarete] ?? skin.rarete}</span>
            <span className="purchase-price">{formatEuros(skin.prix)}</span>
          </p>
        </div>
      </div>
      <form className="purchase-form" onSubmit={submit} aria-busy={processing} aria-labelledby={titleId} noValidate>
        {!settings && config.isPending && (
          <div className="card-box card-box-waiting">
            <Spinner label={checkout.providerLoading} />
          </div>
        )}
        {((!settings && config.isError) || (settings && !testMode && !stripeKey)) && (
          <Notice tone="error">
            <p className="notice-title">{checkout.providerUnavailable}</p>
            <p>{checkout.providerUnavailableHint}</p>
          </Notice>
        )}
        {testMode && <TestCardForm {...form} />}
        {stripeKey && (
          <Suspense
            fallback={
              <div className="card-box card-box-waiting">
                <Spinner label={checkout.providerLoading} />
              </div>
            }
          >
            <StripeCardForm publishableKey={stripeKey} {...form} />
          </Suspense>
        )}
        <button type="submit" className="button button-gold button-large button-block purchase-submit" disabled={!provider || processing}>
          {processing ? (
            <>
              <span className="button-spinner" aria-hidden="true" />
              {checkout.processing}
            </>
          ) : (
            checkout.pay(skin.prix)
          )}
        </button>
      </form>
      {error && (
        <div className="purchase-error" ref={errorBox}>
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      {purchase.paidFor === skin.id && <p className="purchase-note">{checkout.paidRetry}</p>}
      <p className="purchase-secure">
        <Icon name="padlock" /> {testMode ? checkout.secureTest : checkout.secure}
      </p>
    </section>
  )
}

function BackArrow() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
