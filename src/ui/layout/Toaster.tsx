// Toasts and snackbars from toastsAtom, each shown for 6 s (announced politely; errors assertively).
import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { dismissToastAtom, toastsAtom, useAtomValue, useSetAtom, type Toast } from '../../state'
import { TOAST_MS } from '../../state/constants'
import { common } from '../../text'
import { Icon } from '../components/Icon'

export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  return (
    <section className="toast-viewport" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast.id, dismiss])
  return (
    <div className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
      <p className="toast-text">{toast.text}</p>
      {toast.action && (
        <Link className="button button-small button-primary toast-action" to={toast.action.to} state={toast.action.state} onClick={() => dismiss(toast.id)}>
          {toast.action.label}
        </Link>
      )}
      <button type="button" className="icon-button toast-close" aria-label={common.dismiss} onClick={() => dismiss(toast.id)}>
        <Icon name="close" />
      </button>
    </div>
  )
}
