// Credentials for the phone 'Cliquez pour lancer' auto-login (decisions.md): written to
// localStorage only when the player ticks 'Se souvenir de moi'; logout without it removes them.
import { CREDENTIALS_KEY, REMEMBER_KEY } from './constants'
import { readJson, removeKey, writeJson } from './storage'

interface Credentials {
  pseudo: string
  password: string
}

const isCredentials = (v: unknown): v is Credentials => {
  const c = v as Credentials | null
  return !!c && typeof c.pseudo === 'string' && typeof c.password === 'string' && c.pseudo.length > 0
}

export const readCredentials = (): Credentials | null => readJson('local', CREDENTIALS_KEY, isCredentials)

export const isRemembered = (): boolean => readJson('local', REMEMBER_KEY, (v): v is boolean => typeof v === 'boolean') === true

/** After a successful login: keep the credentials when asked, remember the choice either way. */
export function rememberLogin(credentials: Credentials, remember: boolean): void {
  if (remember) writeJson('local', CREDENTIALS_KEY, credentials)
  writeJson('local', REMEMBER_KEY, remember)
}

/** At logout: without 'Se souvenir de moi' the stored credentials are removed. */
export function forgetCredentialsUnlessRemembered(): void {
  if (!isRemembered()) removeKey('local', CREDENTIALS_KEY)
}
