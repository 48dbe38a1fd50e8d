// One booster on sale: art, name, content, guarantee, price in points, the odds and the légendaire
// guarantee (the rule stated under the odds table when focused), 'Acheter' (the
// server's message under it when the credit is short) and, unless focused, a link to its detail.
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { profileAtom, useAtomValue } from '../../../state'
import { boostersPage as text, formatPoints, rarityNames } from '../../../text'
import { CARD_BACK } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { CachedImage } from '../../images/CachedImage'
import { OddsLine, OddsTable } from './OddsTable'
import { PityLine, PityRule } from './PityLine'
import type { Boosters, Pack } from './useBoosters'

export function PackOffer({ pack, boosters, focused = false }: { pack: Pack; boosters: Boosters; focused?: boolean }) {
  const titleId = useId()
  const credit = useAtomValue(profileAtom)?.credit ?? null
  const [error, setError] = useState<string | null>(null)
  const owned = boosters.inventory.filter((p) => p.pack.id === pack.id && !p.openedAt).length
  const short = credit !== null && credit < pack.prix
  const busy = boosters.pending === `buy:${pack.id}`

  const buy = async () => {
    const result = await boosters.buy(pack)
    setError(result.ok ? null : result.failure.message)
  }

  return (
    <article className={focused ? 'pack-offer pack-offer-focused panel' : 'pack-offer panel'} aria-labelledby={titleId} data-kind={pack.kind}>
      <div className="pack-art">
        <CachedImage src={pack.imageUrl} fallback={CARD_BACK} alt="" loading="lazy" />
      </div>
      <div className="pack-body">
        <h2 className="pack-name" id={titleId}>
          {pack.nom}
        </h2>
        <p className="pack-facts">
          <span className="tag">{text.content(pack.size, pack.kind)}</span>
          <span className="tag tag-muted">{pack.guaranteedRarity ? text.guarantee(rarityNames[pack.guaranteedRarity]) : text.noGuarantee}</span>
        </p>
        <p className="pack-description">{pack.description}</p>
        {focused ? (
          <>
            <OddsTable pack={pack} />
            <p className="field-hint">{text.oddsHint}</p>
            <PityLine pack={pack} pity={boosters.pity} />
            <PityRule />
          </>
        ) : (
          <>
            <OddsLine pack={pack} />
            <PityLine pack={pack} pity={boosters.pity} />
          </>
        )}
        {owned > 0 && <p className="pack-owned muted">{text.owned(owned)}</p>}
        <div className="pack-buy">
          <span className="pack-price">
            <Icon name="wallet" /> {text.price(formatPoints(pack.prix))}
          </span>
          <button
            type="button"
            className="button button-gold"
            onClick={() => void buy()}
            disabled={boosters.pending !== null}
            aria-busy={busy || undefined}
            aria-label={text.buyFor(pack.nom, formatPoints(pack.prix))}
          >
            {busy ? text.buying : text.buy}
          </button>
        </div>
        {short && !error && <p className="field-hint pack-short">{text.tooExpensive(formatPoints(pack.prix - (credit ?? 0)))}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {!focused && (
          <Link className="link-button pack-details" to={`/pack/${pack.id}`}>
            {text.details}
          </Link>
        )}
      </div>
    </article>
  )
}
