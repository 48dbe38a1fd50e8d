// What a pseudo, an e-mail address and a password must look like, with the French messages.
import { PASSWORD_MIN_LENGTH } from '../security/password'
import { ACCOUNT } from '../messages'

const PSEUDO_RULE = /^[\p{L}\p{N}_.-]{3,20}$/u
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function pseudoError(pseudo: string): string | null {
  if (!pseudo) return ACCOUNT.pseudoRequired
  if (pseudo.length < 3 || pseudo.length > 20) return ACCOUNT.pseudoLength
  if (!PSEUDO_RULE.test(pseudo)) return 'Le pseudo ne peut contenir que des lettres, des chiffres et les signes _ . -'
  return null
}

export function emailError(email: string): string | null {
  if (!email) return ACCOUNT.emailRequired
  if (!EMAIL_RULE.test(email) || email.length > 254) return ACCOUNT.emailInvalid
  return null
}

export function passwordError(password: string): string | null {
  if (!password) return ACCOUNT.passwordRequired
  if (password.length < PASSWORD_MIN_LENGTH) return ACCOUNT.passwordTooShort(PASSWORD_MIN_LENGTH)
  if (password.length > 200) return ACCOUNT.passwordTooLong
  return null
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return ACCOUNT.confirmationRequired
  if (password !== confirmation) return ACCOUNT.passwordsDiffer
  return null
}

/** Collects the messages of the fields that have one. */
export function collect(entries: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => e[1] !== null))
}
