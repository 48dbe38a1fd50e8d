// False while React hydrates a prerendered public page (its server snapshot), true once the page is
// live: a prerendered form or tab stays disabled until its handlers are attached, so a tap or a
// keystroke before then is not lost (nor a form submitted natively, fields in the address bar).
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
