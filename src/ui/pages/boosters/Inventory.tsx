// The player's boosters: the unopened ones first, by kind, with 'Ouvrir' and 'Échanger 3 contre 1'
// (explained, confirmed), then the ones already opened with what they revealed.
import { useId, useState } from 'react'
import { AlertDialog } from 'radix-ui'
import { boostersPage as text, formatDate } from '../../../text'
import { CARD_BACK, cardItem, spellItem } from '../../components/cards/items'
import { CachedImage } from '../../images/CachedImage'
import { SectionHead } from '../games/SectionHead'
import { nextTierOf, type Boosters, type Opening, type Pack, type PackPlayer } from './useBoosters'
import { returnFocusToOpener } from '../../components/dialogOpener'

const OPENED_SHOWN = 8

export function Inventory({ boosters, onOpened }: { boosters: Boosters; onOpened: (opening: Opening) => void }) {
  const titleId = useId()
  const [exchanging, setExchanging] = useState<{ from: Pack; to: Pack } | null>(null)
  const unopened = boosters.inventory.filter((p) => !p.openedAt)
  const opened = boosters.inventory.filter((p) => p.openedAt).slice(0, OPENED_SHOWN)
  const kinds = new Map<number, PackPlayer[]>()
  for (const p of unopened) kinds.set(p.pack.id, [...(kinds.get(p.pack.id) ?? []), p])

  const open = async (owned: PackPlayer) => {
    const opening = await boosters.open(owned)
    if (opening) onOpened(opening)
  }

  return (
    <section className="panel lobby-section inventory" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="boosters" title={text.inventoryTitle} intro={text.inventoryIntro} count={unopened.length} />
      {boosters.inventory.length === 0 && <p className="empty-state empty-compact">{text.inventoryEmpty}</p>}
      {kinds.size > 0 && (
        <ul className="inventory-list">
          {[...kinds.values()].map((list) => {
            const pack = list[0].pack
            const next = nextTierOf(pack, boosters.offers)
            const oldest = list[list.length - 1]
            return (
              <li key={pack.id} className="inventory-row" data-kind={pack.kind}>
                <CachedImage src={pack.imageUrl} fallback={CARD_BACK} alt="" className="inventory-art" />
                <div className="inventory-info">
                  <strong>{pack.nom}</strong>
                  <span className="count-badge">{text.unopened(list.length)}</span>
                </div>
                <div className="inventory-actions">
                  <button
                    type="button"
                    className="button button-primary"
                    onClick={() => void open(oldest)}
                    disabled={boosters.pending !== null}
                    aria-busy={boosters.pending === `open:${oldest.id}` || undefined}
                    aria-label={text.openLabel(pack.nom)}
                  >
                    {boosters.pending === `open:${oldest.id}` ? text.opening : text.open}
                  </button>
                  {next && list.length >= 3 && (
                    <button type="button" className="button button-secondary" onClick={() => setExchanging({ from: pack, to: next })} disabled={boosters.pending !== null}>
                      {text.exchange(pack.nom)} {text.exchangeInto(next.nom)}
                    </button>
                  )}
                  {next && list.length < 3 && (
                    <span className="muted inventory-exchange-hint" title={text.exchangeText}>
                      {text.exchangeTitle} : {text.exchangeNeed(list.length)}
                    </span>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <details className="exchange-rule">
        <summary>{text.exchangeTitle}</summary>
        <p>{text.exchangeText}</p>
      </details>
      {opened.length > 0 && (
        <>
          <h3 className="subsection-title">{text.openedTitle}</h3>
          <ul className="opened-list">
            {opened.map((p) => {
              const items = p.content ? [...p.content.cards.map(cardItem), ...p.content.spells.map(spellItem)] : []
              return (
                <li key={p.id} className="opened-row">
                  <span className="opened-name">{p.pack.nom}</span>
                  <span className="muted opened-date">{p.openedAt ? text.opened(formatDate(p.openedAt)) : ''}</span>
                  <span className="opened-items">
                    {items.map((item) => (
                      <span key={`${item.kind}${item.id}`} className="opened-item" data-rarity={item.rarete}>
                        {item.name}
                      </span>
                    ))}
                  </span>
                </li>
              )
            })}
          </ul>
        </>
      )}
      <AlertDialog.Root open={exchanging !== null} onOpenChange={(o) => !o && setExchanging(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay" />
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert">
            <AlertDialog.Title className="modal-title">{text.exchangeConfirmTitle}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{exchanging ? text.exchangeConfirmText(exchanging.from.nom, exchanging.to.nom) : ''}</AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-gold" onClick={() => exchanging && void boosters.exchange(exchanging.from)}>
                {text.exchangeConfirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
