// Focus goes back to the element that opened a dialog when it closes. Radix does it only for a
// Dialog.Trigger, and most of our dialogs are opened by state (a tile, the wallet, a menu entry):
// watchDialogOpeners (started once by the layout) notes, when focus first enters a dialog, the
// element it came from; each dialog's content passes returnFocusToOpener as onCloseAutoFocus.

const DIALOG = '[role="dialog"], [role="alertdialog"]'
const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'

const openers = new WeakMap<Element, HTMLElement>()
/** The control last pressed or focused: the opener when the browser does not focus clicked buttons (Safari). */
let lastControl: HTMLElement | null = null

function noteOpener(event: FocusEvent) {
  const target = event.target instanceof Element ? event.target : null
  const dialog = target?.closest(DIALOG)
  const from = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : lastControl
  if (dialog && !openers.has(dialog) && from && !dialog.contains(from)) openers.set(dialog, from)
  if (target instanceof HTMLElement && target.matches(FOCUSABLE)) lastControl = target
}

function notePress(event: PointerEvent) {
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(FOCUSABLE) : null
  if (control) lastControl = control
}

/** Starts noting the openers of dialogs; returns the function that stops it. */
export function watchDialogOpeners(): () => void {
  document.addEventListener('focusin', noteOpener, true)
  document.addEventListener('pointerdown', notePress, true)
  return () => {
    document.removeEventListener('focusin', noteOpener, true)
    document.removeEventListener('pointerdown', notePress, true)
  }
}

/** The opener itself, or the control that replaced it when it re-rendered meanwhile (same name). */
function liveOpener(opener: HTMLElement): HTMLElement | null {
  if (opener.isConnected) return opener
  const name = opener.getAttribute('aria-label')
  if (!name) return null
  const same = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getAttribute('aria-label') === name && !el.closest(DIALOG))
  return same.length === 1 ? same[0] : null
}

/** onCloseAutoFocus of a dialog's content: focuses its opener when it is still on the page (else Radix's default). */
export function returnFocusToOpener(event: Event): void {
  const noted = event.currentTarget instanceof Element ? openers.get(event.currentTarget) : undefined
  const opener = noted ? liveOpener(noted) : null
  if (!opener) return
  event.preventDefault()
  opener.focus()
}
