// /pack — Boosters: the boosters on sale (price in points, content, guarantee, published odds, the
// légendaire guarantee, 'Acheter'), the inventory ('Ouvrir' with its reveal, 'Échanger 3 contre 1'),
// a word on crafting with its price table; /pack/{packId} focuses one booster (its detail and odds table).
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { profileAtom, useAtomValue } from '../../../state'
import { boostersPage as text, common, crafting, formatPoints, pity } from '../../../text'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useUserId } from '../../hooks/useUserId'
import { Inventory } from './Inventory'
import { PackOffer } from './PackOffer'
import { PityRule } from './PityLine'
import { CraftPricesButton } from '../cards/CraftPrices'
import { Reveal } from './Reveal'
import { useBoosters, type Opening } from './useBoosters'

export default function BoostersPage() {
  const { packId } = useParams()
  const boosters = useBoosters(useUserId())
  const credit = useAtomValue(profileAtom)?.credit
  const [opening, setOpening] = useState<Opening | null>(null)
  const focusId = packId ? Number(packId) : null
  const focused = focusId !== null ? boosters.offers.find((p) => p.id === focusId) : undefined

  return (
    <div className="page boosters-page">
      {focusId !== null && (
        <Link className="back-link" to="/pack">
          ← {text.focusBack}
        </Link>
      )}
      <PageHeader title={focused ? focused.nom : text.title} intro={focused ? undefined : text.intro}>
        {credit !== undefined && <p className="boosters-credit">{text.credit(formatPoints(credit))}</p>}
      </PageHeader>
      {boosters.status === 'loading' && <Spinner label={common.loading} />}
      {boosters.status === 'error' && (
        <Notice tone="error">
          <p>{text.loadError}</p>
          <button type="button" className="button button-small button-secondary" onClick={boosters.reload}>
            {text.retry}
          </button>
        </Notice>
      )}
      {boosters.status === 'ready' && (
        <div className="boosters-layout">
          <section className="boosters-shop" aria-label={text.shopTitle}>
            {focusId !== null && !focused && <Notice tone="info">{text.focusNotFound}</Notice>}
            {focused ? (
              <PackOffer pack={focused} boosters={boosters} focused />
            ) : (
              <>
                <p className="muted boosters-shop-intro">{text.shopIntro}</p>
                {boosters.pity && <PityRule />}
                {boosters.offers.length === 0 && <p className="empty-state">{text.noneOnSale}</p>}
                <div className="pack-grid">
                  {boosters.offers.map((pack) => (
                    <PackOffer key={pack.id} pack={pack} boosters={boosters} />
                  ))}
                </div>
              </>
            )}
          </section>
          <Inventory boosters={boosters} onOpened={setOpening} />
          <section className="boosters-crafting panel" aria-label={crafting.pricesTitle}>
            <p>{pity.prices}</p>
            <CraftPricesButton className="link-button" />
          </section>
        </div>
      )}
      <Reveal opening={opening} onClose={() => setOpening(null)} />
    </div>
  )
}
