// Toasts and snackbars from toastsAtom, each shown for 6 s (announced politely; errors assertively).
// During a battle they sit over the battle's banner, where they hide no board slot, newest only.
import { useEffect, type CSSProperties } from 'react'
import { Link } from 'react-router-dom'
import { dismissToastAtom, toastsAtom, useAtomValue, useSetAtom, type Toast } from '../../state'
import { TOAST_MS } from '../../state/constants'
import { common } from '../../text'
import { Icon } from '../components/Icon'
import { JoinInvitationButton } from '../pages/games/JoinInvitationButton'
import { battleShellAtom } from './battleShell'

export function Toaster() {
  const toasts = useAtomValue(toastsAtom)
  const spot = useAtomValue(battleShellAtom)?.toastSpot ?? null
  // In battle one toast at a time (the others still expire on their own timers).
  const shown = spot ? toasts.slice(-1) : toasts
  const style: CSSProperties | undefined = spot
    ? ({ left: spot.left, top: spot.top, width: spot.width, '--toast-spot-h': `${spot.height}px` } as CSSProperties)
    : undefined
  return (
    <section className={spot ? 'toast-viewport toast-viewport-battle' : 'toast-viewport'} style={style} aria-label="Notifications">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      {toasts.map((toast) => (
        <ToastTimer key={`timer-${toast.id}`} id={toast.id} />
      ))}
    </section>
  )
}

/** A toast's expiry, shown or not (in battle only the newest one shows). */
function ToastTimer({ id }: { id: Toast['id'] }) {
  const dismiss = useSetAtom(dismissToastAtom)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(id), TOAST_MS)
    return () => clearTimeout(timer)
  }, [id, dismiss])
  return null
}

const ACTION_CLASS = 'button button-small button-primary toast-action'

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom)
  return (
    <div className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-testid="toast">
      <p className="toast-text">{toast.text}</p>
      {toast.action &&
        ('invitation' in toast.action ? (
          <JoinInvitationButton invitation={toast.action.invitation} className={ACTION_CLASS} onSettled={() => dismiss(toast.id)} />
        ) : (
          <Link className={ACTION_CLASS} to={toast.action.to} state={toast.action.state} onClick={() => dismiss(toast.id)}>
            {toast.action.label}
          </Link>
        ))}
      <button type="button" className="icon-button toast-close" aria-label={common.dismiss} onClick={() => dismiss(toast.id)}>
        <Icon name="close" />
      </button>
    </div>
  )
}
