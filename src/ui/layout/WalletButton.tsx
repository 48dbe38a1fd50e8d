// The wallet: the credit in pts (at most 9999 on phones); opens the skin shop modal.
import { useSetAtom } from '../../state'
import { CREDIT_BADGE_CAP } from '../../state/constants'
import { formatPoints, header } from '../../text'
import { Icon } from '../components/Icon'
import { skinShopOpenAtom } from '../modals/skinShopState'

/** The number shown on the badge: capped at 9999 on phones. */
export const creditBadgeValue = (credit: number, isDesktop: boolean): number =>
  isDesktop ? credit : Math.min(credit, CREDIT_BADGE_CAP)

export function WalletButton({ credit, isDesktop }: { credit: number; isDesktop: boolean }) {
  const open = useSetAtom(skinShopOpenAtom)
  return (
    <button type="button" className="wallet" onClick={() => open(true)} aria-label={header.wallet(formatPoints(credit))}>
      <Icon name="wallet" className="wallet-icon" />
      <span className="wallet-badge" data-testid="credit-badge">
        {formatPoints(creditBadgeValue(credit, isDesktop))}
      </span>
    </button>
  )
}
