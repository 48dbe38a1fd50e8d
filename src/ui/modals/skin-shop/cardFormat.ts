// The test card form's typing helpers (pure): card number in groups of four, expiry as MM/AA, CVC,
// the caret kept after the same digit when a value is reformatted, and the checks before paying.
import { testCard as text } from '../../../text'

const digitsOf = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max)

/** '4242424242424242' → '4242 4242 4242 4242' (up to 19 digits). */
export const formatCardNumber = (value: string): string => digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ')

/** '1234' → '12/34'; a first digit above 1 is a month: '5' → '05'. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value, 4)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export const formatCvc = (value: string): string => digitsOf(value, 4)

/** Where the caret goes in `formatted` to stay after the same number of digits as in `raw` before `caret`. */
export function caretAfterDigits(raw: string, caret: number, formatted: string): number {
  const wanted = raw.slice(0, caret).replace(/\D/g, '').length
  if (wanted === 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i])) seen += 1
    if (seen === wanted) return i + 1
  }
  return formatted.length
}

export interface CardFields {
  number: string
  expiry: string
  cvc: string
}
export type CardField = keyof CardFields

/** The first problem of a card before it is sent (the gateway checks the rest), or null. */
export function cardProblem(fields: CardFields): { field: CardField; message: string } | null {
  if (digitsOf(fields.number, 19).length < 13) return { field: 'number', message: text.numberIncomplete }
  const expiry = digitsOf(fields.expiry, 4)
  if (expiry.length < 4) return { field: 'expiry', message: text.expiryIncomplete }
  const month = Number(expiry.slice(0, 2))
  if (month < 1 || month > 12) return { field: 'expiry', message: text.expiryInvalid }
  if (digitsOf(fields.cvc, 4).length < 3) return { field: 'cvc', message: text.cvcIncomplete }
  return null
}

/** The card as the test gateway takes it (expiry year 'AA' → 20AA). */
export function testCardOf(fields: CardFields): { cardNumber: string; expMonth: number; expYear: number; cvc: string } {
  const expiry = digitsOf(fields.expiry, 4)
  return {
    cardNumber: digitsOf(fields.number, 19),
    expMonth: Number(expiry.slice(0, 2)),
    expYear: 2000 + Number(expiry.slice(2, 4)),
    cvc: digitsOf(fields.cvc, 4),
  }
}
