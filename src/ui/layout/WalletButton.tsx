// The wallet: the credit in pts (at most 9999 on phones; the last known one, said so, while the
// profile cannot be read; none before the first read); opens the skin shop modal.
import { useSetAtom } from '../../state'
import { CREDIT_BADGE_CAP } from '../../state/constants'
import { formatPoints, header } from '../../text'
import { Icon } from '../components/Icon'
import { skinShopOpenAtom } from '../modals/skinShopState'

/** The number shown on the badge: capped at 9999 on phones. */
export const creditBadgeValue = (credit: number, isDesktop: boolean): number =>
  isDesktop ? credit : Math.min(credit, CREDIT_BADGE_CAP)

const labelOf = (credit: number | null, lastKnown: boolean): string =>
  credit === null ? header.walletUnknown : lastKnown ? header.walletLastKnown(formatPoints(credit)) : header.wallet(formatPoints(credit))

export function WalletButton({ credit, lastKnown = false, isDesktop }: { credit: number | null; lastKnown?: boolean; isDesktop: boolean }) {
  const open = useSetAtom(skinShopOpenAtom)
  return (
    <button type="button" className="wallet" onClick={() => open(true)} aria-label={labelOf(credit, lastKnown)} data-last-known={lastKnown || undefined}>
      <Icon name="wallet" className="wallet-icon" />
      {credit === null ? (
        <span className="skeleton skeleton-text" aria-hidden="true" />
      ) : (
        <span className="wallet-badge" data-testid="credit-badge" title={lastKnown ? header.lastKnown : undefined}>
          {formatPoints(creditBadgeValue(credit, isDesktop))}
        </span>
      )}
    </button>
  )
}
