// A count badge (desktop menu, drawer) or a dot (phone bottom bar); nothing at zero.
import { header } from '../../text'

export function NavBadge({ count, dot = false }: { count?: number; dot?: boolean }) {
  if (!count || count <= 0) return null
  if (dot) return <span className="nav-dot" role="status" aria-label={header.newItems} data-testid="nav-dot" />
  return (
    <span className="nav-badge" aria-label={header.badgeCount(count)}>
      {count > 99 ? '99+' : count}
    </span>
  )
}
