// The skin shop, in the modal (a grid, the purchase panel under it) and on the Magasin page (the
// skins grouped by card or spell, the panel in a side column on desktop). On phones the panel is a
// second step that replaces the list. States (spec §4): unowned → selected → purchased; after a
// success the skin is owned, the player's skins are read again and the selection clears; an owned
// skin cannot be selected.
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Skin } from '../../../api/skins'
import { paymentConfigQuery } from '../../../state'
import { checkout, shop } from '../../../text'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { Spinner } from '../../components/Spinner'
import { useIsDesktop } from '../../hooks/useMediaQuery'
import { PurchasePanel } from './PurchasePanel'
import { PurchaseSuccess } from './PurchaseSuccess'
import { SkinGrid } from './SkinGrid'
import { SkinGroups } from './SkinGroups'
import { usePurchase } from './usePurchase'
import { useSkins } from './useSkins'

interface Props {
  variant?: 'modal' | 'page'
  /** More content below the skins (the page's way to the boosters). */
  footer?: ReactNode
}

export function SkinShop({ variant = 'modal', footer }: Props) {
  const list = useSkins()
  const config = useQuery(paymentConfigQuery())
  const isDesktop = useIsDesktop()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [bought, setBought] = useState<ReadonlySet<number>>(new Set())
  const [success, setSuccess] = useState<Skin | null>(null)
  const listElement = useRef<HTMLElement | null>(null)
  const onList = useCallback((element: HTMLElement | null) => {
    listElement.current = element
  }, [])

  const onSuccess = useCallback(
    (skin: Skin) => {
      setBought((ids) => new Set(ids).add(skin.id))
      setSelectedId(null)
      setSuccess(skin)
    },
    [],
  )
  const purchase = usePurchase(onSuccess)

  /** After the next paint: focus the skin left (or the list, after a purchase) once the panel is gone. */
  const focusLater = (skinId: number | null) =>
    requestAnimationFrame(() => {
      const root = listElement.current
      const target = skinId === null ? root : root?.querySelector<HTMLElement>(`[data-skin-id="${skinId}"] button`)
      target?.focus()
    })

  if (list.status === 'loading') return <Spinner label={shop.loading} />
  if (list.status === 'error') return <Notice tone="error">{shop.loadError}</Notice>
  if (list.skins.length === 0) return <p className="empty-state">{shop.empty}</p>

  const owned = new Set([...list.owned, ...bought])
  const selected = list.skins.find((s) => s.id === selectedId && !owned.has(s.id)) ?? null
  const step = !isDesktop && selected !== null
  const side = variant === 'page' && isDesktop

  const select = (skin: Skin) => {
    if (owned.has(skin.id) || purchase.processing) return
    if (skin.id !== selectedId) purchase.setError(null)
    setSelectedId(skin.id)
  }
  const cancel = () => {
    if (selectedId !== null) focusLater(selectedId)
    setSelectedId(null)
    purchase.setError(null)
  }

  const catalogueProps = { skins: list.skins, owned, selectedId: selected?.id ?? null, disabled: purchase.processing, onSelect: select, onList, refreshing: list.refreshing }
  const panel = selected && (
    <PurchasePanel
      skin={selected}
      config={config}
      purchase={purchase}
      step={step}
      onCancel={cancel}
      headingLevel={variant === 'page' ? 2 : 3}
      scrollIntoView={!side}
    />
  )
  return (
    <div className={`skin-shop skin-shop-${variant}`} data-step={step ? '' : undefined}>
      <div className="skin-shop-main" hidden={step}>
        {variant === 'page' && (
          <p className="skin-shop-summary">
            <span className="skin-shop-count">
              <Icon name="check" /> {shop.ownedCount(list.skins.filter((s) => owned.has(s.id)).length, list.skins.length)}
            </span>
            <span>{shop.paidInEuros}</span>
          </p>
        )}
        {variant === 'page' ? <SkinGroups {...catalogueProps} /> : <SkinGrid {...catalogueProps} />}
        {variant === 'modal' && !selected && <p className="skin-shop-hint">{checkout.chooseHintModal}</p>}
        {footer}
      </div>
      {side ? (
        <aside className="skin-shop-aside">
          {panel || (
            <div className="purchase-panel purchase-empty">
              <h2 className="purchase-title">{checkout.choose}</h2>
              <p>{checkout.chooseHint}</p>
            </div>
          )}
        </aside>
      ) : (
        panel
      )}
      <PurchaseSuccess
        skin={success}
        onClose={() => {
          setSuccess(null)
          focusLater(null)
        }}
      />
    </div>
  )
}
