import { PAYMENTS } from '../messages'
// The test gateway's cards, as in Stripe test mode: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.

const SUCCESS_CARD = '4242424242424242'
const DECLINED_CARD = '4000000000000002'
const INSUFFICIENT_FUNDS_CARD = '4000000000009995'

export interface CardInput {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

type CardOutcome = { ok: true } | { ok: false; status: 400 | 402; message: string }

const luhn = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/** What the test gateway does with a card: 400 for a malformed card, 402 for a declined one. */
export function testCardOutcome(card: CardInput, now: Date): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return { ok: false, status: 400, message: PAYMENTS.invalidCardNumber }
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) {
    return { ok: false, status: 400, message: PAYMENTS.cardExpired }
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, status: 400, message: PAYMENTS.invalidCvc }
  if (number === SUCCESS_CARD) return { ok: true }
  if (number === DECLINED_CARD) return { ok: false, status: 402, message: PAYMENTS.cardDeclined }
  if (number === INSUFFICIENT_FUNDS_CARD) return { ok: false, status: 402, message: PAYMENTS.insufficientFunds }
  return { ok: false, status: 402, message: PAYMENTS.testCardOnly }
}
