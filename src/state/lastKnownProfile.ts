// The player's pseudo, credit and level as last read from the server, kept on this device: while the
// profile cannot be read (the installed app started offline), the chrome shows them, marked as the
// last known values, rather than nothing or « 0 pts ».
import { atom } from 'jotai'
import { profileAtom, type Profile } from './profile'
import { readJson, removeKey, writeJson } from './storage'

export type KnownProfile = Pick<Profile, 'id' | 'pseudo' | 'credit' | 'level'>
/** What the chrome shows of the player; `lastKnown`: read on an earlier visit, not now. */
export type ShownProfile = KnownProfile & { lastKnown: boolean }

const KEY = 'lastKnownProfile'

const isKnownProfile = (value: unknown): value is KnownProfile => {
  const v = value as Partial<KnownProfile> | null
  return typeof v?.id === 'number' && typeof v.pseudo === 'string' && typeof v.credit === 'number' && typeof v.level === 'number'
}

export const rememberProfile = ({ id, pseudo, credit, level }: Profile): void => writeJson('local', KEY, { id, pseudo, credit, level })

/** The profile last read on this device for userId, or null. */
export function readLastKnownProfile(userId: number): KnownProfile | null {
  const known = readJson('local', KEY, isKnownProfile)
  return known?.id === userId ? known : null
}

export const forgetLastKnownProfile = (): void => removeKey('local', KEY)

/** The last known profile while the profile cannot be read (set by the profile poll), else null. */
export const lastKnownProfileAtom = atom<KnownProfile | null>(null)

/** The profile read, else the last known one while it cannot be read, else null. */
export const shownProfileAtom = atom<ShownProfile | null>((get) => {
  const profile = get(profileAtom)
  if (profile) return { ...profile, lastKnown: false }
  const known = get(lastKnownProfileAtom)
  return known ? { ...known, lastKnown: true } : null
})
