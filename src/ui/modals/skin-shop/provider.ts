// What a card form (the test gateway's own, or Stripe Elements) gives the purchase panel once the
// payment provider is ready: a check before anything is sent, and the card confirmation.
import type { CardPaid } from '../../../api/payments'
import type { ApiResult } from '../../../api/result'

export interface CardProvider {
  /** The card form's own problem (incomplete card…), shown under the form; null when it can be sent. */
  check(): string | null
  /** Confirms the payment intent with the card: a payment method, or the provider's message. */
  confirm(clientSecret: string): Promise<ApiResult<CardPaid>>
}

export interface CardFormProps {
  /** The provider once ready, null while it is not (the form stays disabled). */
  onProvider(provider: CardProvider | null): void
  /** The provider's live message (an invalid card number as it is typed…), or null. */
  onMessage(message: string | null): void
  /** While a payment is in progress. */
  disabled: boolean
}
