// Toasts and snackbars (6 s, shown by the layout's toaster). Write-only atoms add and remove them.
import { atom } from 'jotai'
import type { Invitation } from './invitations'

type ToastTone = 'info' | 'success' | 'error'
/** A toast's button: a place to go (with the router state the page there reads)… */
interface ToastLink {
  label: string
  to: string
  state?: unknown
}
/** …or a private-game invitation, joined at once (its button says « Rejoindre »). */
interface ToastInvitation {
  invitation: Invitation
}
type ToastAction = ToastLink | ToastInvitation
export interface Toast {
  id: number
  text: string
  tone: ToastTone
  action?: ToastAction
}

let nextId = 1

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<Toast[]>([])

export const showToastAtom = atom(null, (get, set, toast: { text: string; tone?: ToastTone; action?: ToastAction }) => {
  const next: Toast = { id: nextId++, text: toast.text, tone: toast.tone ?? 'info' }
  if (toast.action) next.action = toast.action
  set(toastsAtom, [...get(toastsAtom), next])
})

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id))
})
