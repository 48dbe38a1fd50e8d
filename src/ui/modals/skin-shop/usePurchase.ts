// The purchase of one skin (spec §8 Skin purchase): the card form's check, the payment intent
// (POST /api/payment/create-payment-intent), the card confirmation by the provider, then
// POST /api/skins/purchase. The provider's message, or the purchase's, shows under the form.
// A declined card keeps its intent for the next try; a payment accepted but not yet granted is
// kept too, so a retry never charges twice.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../api/client'
import { createPaymentIntent, messageOf, purchaseSkin, type PaymentIntent, type Skin, type UserSkin } from '../../../api/payments'
import { sessionAtom, useAtomValue, useSetAtom } from '../../../state'
import { checkout } from '../../../text'
import { skinPurchaseBusyAtom, skinsVersionAtom } from '../skinShopState'
import type { CardProvider } from './provider'

interface Paid {
  paymentMethodId: string
  paymentIntentId: string
}

export interface Purchase {
  processing: boolean
  /** Under the form: the provider's message, or the purchase's. */
  error: string | null
  /** A payment was accepted for this skin but the skin is not granted yet. */
  paidFor: number | null
  buy(skin: Skin, provider: CardProvider): Promise<void>
  setError(message: string | null): void
}

/** Answers that will not change on a retry with the same payment. */
const FINAL = new Set([400, 403, 404, 409])

export function usePurchase(onSuccess: (skin: Skin, owned: UserSkin | null) => void): Purchase {
  const userId = useAtomValue(sessionAtom)?.id ?? 0
  const setBusy = useSetAtom(skinPurchaseBusyAtom)
  const bumpSkins = useSetAtom(skinsVersionAtom)
  const [processing, setProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [paidFor, setPaidFor] = useState<number | null>(null)
  const intents = useRef(new Map<number, PaymentIntent>())
  const paid = useRef(new Map<number, Paid>())
  const running = useRef(false)

  useEffect(() => () => setBusy(false), [setBusy])

  const buy = useCallback(
    async (skin: Skin, provider: CardProvider) => {
      if (running.current) return
      const problem = provider.check()
      setError(problem)
      if (problem) return
      running.current = true
      setProcessing(true)
      setBusy(true)
      try {
        let payment = paid.current.get(skin.id)
        if (!payment) {
          let intent = intents.current.get(skin.id)
          if (!intent) {
            intent = await createPaymentIntent(userId, skin)
            intents.current.set(skin.id, intent)
          }
          const card = await provider.confirm(intent.clientSecret)
          if (!card.ok) {
            setError(card.message ?? checkout.purchaseError)
            return
          }
          payment = { paymentMethodId: card.paymentMethodId, paymentIntentId: card.paymentIntentId || intent.paymentIntentId }
          paid.current.set(skin.id, payment)
          intents.current.delete(skin.id)
        }
        const answer = await purchaseSkin({ userId, skinId: skin.id, ...payment })
        if (answer.status !== 200) {
          // Spec §8: a status other than 200 is 'Erreur lors de l'achat.'; a failure carries the server's message.
          const failed = answer.status >= 300 || answer.status < 200
          setError((failed && answer.message) || checkout.purchaseError)
          if (FINAL.has(answer.status)) {
            paid.current.delete(skin.id)
            if (answer.status === 409) bumpSkins((v) => v + 1) // perhaps owned already
          }
          setPaidFor(paid.current.has(skin.id) ? skin.id : null)
          return
        }
        paid.current.delete(skin.id)
        setPaidFor(null)
        onSuccess(skin, answer.userSkin)
      } catch (failure) {
        console.error(failure)
        const message = failure instanceof ApiError ? messageOf(failure.data) : null
        setError(message ?? checkout.purchaseError)
        if (failure instanceof ApiError && failure.status === 409) bumpSkins((v) => v + 1)
        setPaidFor(paid.current.has(skin.id) ? skin.id : null)
      } finally {
        running.current = false
        setProcessing(false)
        setBusy(false)
      }
    },
    [userId, setBusy, bumpSkins, onSuccess],
  )

  return { processing, error, paidFor, buy, setError }
}
