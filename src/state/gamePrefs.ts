// The battle screen's preferences on this device: sound on/off and the dismissed full-screen
// suggestion (spec §2: its dismissal is remembered locally), both in localStorage.
import { atom } from 'jotai'
import { readJson, writeJson } from './storage'

const SOUND_KEY = 'sound'
const FULLSCREEN_DISMISSED_KEY = 'fullscreen-dismissed'

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'

// null: not changed in this session, read from localStorage.
const soundBaseAtom = atom<boolean | null>(null)
/** Sounds on (default) or off; saved at each change. */
export const soundOnAtom = atom(
  (get) => get(soundBaseAtom) ?? readJson('local', SOUND_KEY, isBoolean) ?? true,
  (_get, set, on: boolean) => {
    set(soundBaseAtom, on)
    writeJson('local', SOUND_KEY, on)
  },
)

const dismissedBaseAtom = atom<boolean | null>(null)
/** The player declined the full-screen suggestion once: it is not offered again. */
export const fullScreenDismissedAtom = atom(
  (get) => get(dismissedBaseAtom) ?? readJson('local', FULLSCREEN_DISMISSED_KEY, isBoolean) ?? false,
  (_get, set, dismissed: boolean) => {
    set(dismissedBaseAtom, dismissed)
    writeJson('local', FULLSCREEN_DISMISSED_KEY, dismissed)
  },
)
