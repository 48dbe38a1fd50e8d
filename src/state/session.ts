// The session record {id, accessToken, admin} kept in sessionStorage under 'user' (spec §3, §4).
import { atom } from 'jotai'
import { RESET } from 'jotai/utils'
import { forgetRevalidated } from '../api/revalidate'
import { SESSION_KEY } from './constants'
import { readJson, removeKey, writeJson } from './storage'
import { filtersAtom } from './filters'
import { profileAtom } from './profile'
import { forgetLastKnownProfile, lastKnownProfileAtom } from './lastKnownProfile'
import { gameStartedHereAtom } from './gameStartedHere'
import { forgetCredentialsUnlessRemembered } from './credentials'
import { loadedQueryClientAtom } from './queries/client'

export interface Session {
  id: number
  accessToken: string
  admin: boolean
}

const isSession = (v: unknown): v is Session => {
  const s = v as Session | null
  return !!s && typeof s.id === 'number' && typeof s.accessToken === 'string' && typeof s.admin === 'boolean'
}

export const readStoredSession = (): Session | null => readJson('session', SESSION_KEY, isSession)

/** The current session, or null when logged out. Initialised from sessionStorage. */
export const sessionAtom = atom<Session | null>(readStoredSession())

/** True after the player logged out on purpose (guarded pages then lead to the landing page, not /login). */
export const loggedOutAtom = atom(false)

/** Stores the record returned by POST /auth/signin. */
export const signInAtom = atom(null, (_get, set, session: Session) => {
  set(loggedOutAtom, false)
  writeJson('session', SESSION_KEY, { id: session.id, accessToken: session.accessToken, admin: session.admin === true })
  set(sessionAtom, { id: session.id, accessToken: session.accessToken, admin: session.admin === true })
})

/** Clears the session and the per-user state; resets the filters record (spec §4).
 *  `expired`: the server refused the token (a 401), as opposed to the player logging out. */
export const signOutAtom = atom(null, (get, set, reason: 'logout' | 'expired' = 'logout') => {
  set(loggedOutAtom, reason === 'logout')
  // Nothing read for this player survives them: the next session starts from an empty cache.
  get(loadedQueryClientAtom)?.clear()
  forgetRevalidated()
  removeKey('session', SESSION_KEY)
  forgetCredentialsUnlessRemembered()
  set(sessionAtom, null)
  set(profileAtom, null)
  forgetLastKnownProfile()
  set(lastKnownProfileAtom, null)
  set(filtersAtom, RESET)
  set(gameStartedHereAtom, null)
})
