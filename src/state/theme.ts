// Light (default) or dark. The profile's preferences decide; a copy in localStorage paints the
// right theme at once after a reload (index.html reads it before the first paint).
import { atom } from 'jotai'
import { THEME_KEY } from './constants'
import { readJson, writeJson } from './storage'
import { profileAtom, themeOfPreferences } from './profile'

export type Theme = 'light' | 'dark'
const isTheme = (v: unknown): v is Theme => v === 'light' || v === 'dark'

export const readStoredTheme = (): Theme => readJson('local', THEME_KEY, isTheme) ?? 'light'
export const storeTheme = (theme: Theme): void => writeJson('local', THEME_KEY, theme)

/** The theme on this device until the profile says otherwise. */
export const storedThemeAtom = atom<Theme>(readStoredTheme())

/** The theme in force: the profile's, else the stored one. */
export const themeAtom = atom<Theme>((get) => themeOfPreferences(get(profileAtom)?.preferences) ?? get(storedThemeAtom))
