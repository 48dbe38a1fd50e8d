// What a pseudo, an e-mail address and a password must look like, with the French messages.
import { PASSWORD_MIN_LENGTH } from '../security/password'

export const PSEUDO_RULE = /^[\p{L}\p{N}_.-]{3,20}$/u
const EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function pseudoError(pseudo: string): string | null {
  if (!pseudo) return 'Le pseudo est obligatoire.'
  if (pseudo.length < 3 || pseudo.length > 20) return 'Le pseudo doit contenir entre 3 et 20 caractères.'
  if (!PSEUDO_RULE.test(pseudo)) return 'Le pseudo ne peut contenir que des lettres, des chiffres et les signes _ . -'
  return null
}

export function emailError(email: string): string | null {
  if (!email) return "L'adresse e-mail est obligatoire."
  if (!EMAIL_RULE.test(email) || email.length > 254) return "L'adresse e-mail n'est pas valide."
  return null
}

export function passwordError(password: string): string | null {
  if (!password) return 'Le mot de passe est obligatoire.'
  if (password.length < PASSWORD_MIN_LENGTH) return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`
  if (password.length > 200) return 'Le mot de passe doit contenir au plus 200 caractères.'
  return null
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Veuillez confirmer le mot de passe.'
  if (password !== confirmation) return 'Les mots de passe ne correspondent pas.'
  return null
}

/** Collects the messages of the fields that have one. */
export function collect(entries: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => e[1] !== null))
}
