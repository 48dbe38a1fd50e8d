// The browser's offer to install the app (beforeinstallprompt), kept from the start so the Plus
// drawer and the settings can show « Installer le jeu » whenever it has been made; and whether the
// app runs installed (display-mode fullscreen or standalone).
import { useSyncExternalStore } from 'react'

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((notify) => notify())

/** Starts listening (main.tsx, at once: the browser may fire the event before anything else loads). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // no mini-infobar: the game offers it in its own menus
    offer = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    changed()
  })
}

const subscribe = (notify: () => void) => {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** True while the browser offers installation. */
export const useInstallOffered = (): boolean => useSyncExternalStore(subscribe, () => offer !== null, () => false)

/** Shows the browser's install prompt; the offer is spent either way. */
export async function promptInstall(): Promise<boolean> {
  const event = offer
  if (!event) return false
  offer = null
  changed()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

/** The app runs installed: opened from the home screen, full screen or standalone. */
export const isInstalledApp = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  (window.matchMedia('(display-mode: fullscreen)').matches || window.matchMedia('(display-mode: standalone)').matches)
