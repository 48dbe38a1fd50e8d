// The current user's profile (GET /api/user/{id}), refreshed by the profile poll.
import { atom } from 'jotai'
import type { Schemas } from '../api/client'

export type Profile = Schemas['User']

/** The last profile read, or null before the first read and after logout. */
export const profileAtom = atom<Profile | null>(null)

/** Theme stored in the profile's preferences (JSON text), or null when absent or damaged. */
export function themeOfPreferences(preferences: string | undefined): 'light' | 'dark' | null {
  try {
    const theme = (JSON.parse(preferences ?? '') as { theme?: unknown }).theme
    return theme === 'dark' || theme === 'light' ? theme : null
  } catch {
    return null
  }
}
