// The purchase of one skin (spec §8 Skin purchase): the card form's check, the payment intent
// (POST /api/payment/create-payment-intent), the card confirmation by the provider, then
// POST /api/skins/purchase (buySkin: the player's skins are read again; after a 409 too, the skin
// may be owned already). The provider's message, or the purchase's, shows under the form.
// A declined card keeps its intent for the next try; a payment accepted but not yet granted is
// kept too, so a retry never charges twice.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CardPaid, PaymentIntent } from '../../../api/payments'
import type { Skin, UserSkin } from '../../../api/skins'
import { buySkin, sessionAtom, startSkinPayment, useAtomValue, useSetAtom } from '../../../state'
import { checkout } from '../../../text'
import { skinPurchaseBusyAtom } from '../skinShopState'
import type { CardProvider } from './provider'

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
  const client = useQueryClient()
  const [processing, setProcessing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [paidFor, setPaidFor] = useState<number | null>(null)
  const intents = useRef(new Map<number, PaymentIntent>())
  const paid = useRef(new Map<number, CardPaid>())
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
            const created = await startSkinPayment(client, userId, skin)
            if (!created.ok) {
              console.error(created.failure)
              setError(created.failure.message)
              setPaidFor(null)
              return
            }
            intent = created.data
            intents.current.set(skin.id, intent)
          }
          const card = await provider.confirm(intent.clientSecret)
          if (!card.ok) {
            setError(card.failure.message)
            return
          }
          payment = { paymentMethodId: card.data.paymentMethodId, paymentIntentId: card.data.paymentIntentId || intent.paymentIntentId }
          paid.current.set(skin.id, payment)
          intents.current.delete(skin.id)
        }
        // Spec §8: only a 200 grants the skin; otherwise "Erreur lors de l'achat." or the server's message.
        const answer = await buySkin(client, userId, { userId, skinId: skin.id, ...payment })
        if (!answer.ok) {
          setError(answer.failure.message)
          if (FINAL.has(answer.failure.status)) paid.current.delete(skin.id)
          setPaidFor(paid.current.has(skin.id) ? skin.id : null)
          return
        }
        paid.current.delete(skin.id)
        setPaidFor(null)
        onSuccess(skin, answer.data.userSkin)
      } catch (failure) {
        // The provider itself failed (Stripe.js threw): nothing was granted.
        console.error(failure)
        setError(checkout.purchaseError)
        setPaidFor(paid.current.has(skin.id) ? skin.id : null)
      } finally {
        running.current = false
        setProcessing(false)
        setBusy(false)
      }
    },
    [userId, client, setBusy, onSuccess],
  )

  return { processing, error, paidFor, buy, setError }
}
