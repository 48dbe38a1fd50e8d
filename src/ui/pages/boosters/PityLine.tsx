// The légendaire guarantee beside a booster's odds: « Légendaire garantie au plus tard dans N
// boosters » for its kind (N = boostersUntilPity of the player's counter, src/game/economy.ts;
// Classique and Premium share the card counter), and the rule in one sentence. Nothing when the
// counters are not read yet or the catalogue has no légendaire of that kind.
import { PITY_BOOSTERS, boostersUntilPity } from '../../../game/economy'
import type { PackPity } from '../../../api/packs'
import { pity as text } from '../../../text'
import { Icon } from '../../components/Icon'
import type { Pack } from './useBoosters'

export function PityLine({ pack, pity }: { pack: Pack; pity: PackPity | null }) {
  if (!pity || pack.odds.légendaire <= 0) return null
  const n = boostersUntilPity(pity[pack.kind])
  return (
    <p className="pity-line" data-kind={pack.kind} data-due={n === 1 ? '' : undefined} aria-label={text.lineLabel(pack.kind, n)}>
      <Icon name="boosters" /> <span>{text.line(n)}</span>
    </p>
  )
}

export function PityRule() {
  return <p className="field-hint pity-rule">{text.rule(PITY_BOOSTERS)}</p>
}
