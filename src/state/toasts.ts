// Toasts and snackbars (6 s, shown by the layout's toaster). Write-only atoms add and remove them.
import { atom } from 'jotai'

export type ToastTone = 'info' | 'success' | 'error'
export interface Toast {
  id: number
  text: string
  tone: ToastTone
}

let nextId = 1

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<Toast[]>([])

export const showToastAtom = atom(null, (get, set, toast: { text: string; tone?: ToastTone }) => {
  set(toastsAtom, [...get(toastsAtom), { id: nextId++, text: toast.text, tone: toast.tone ?? 'info' }])
})

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id))
})
