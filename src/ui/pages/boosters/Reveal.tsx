// The opening of a booster: its cards face down, flipped one by one (CSS 3D; at once with reduced
// motion), with a glow of their rarity and 'Nouveau !' on what the player did not own before. Its
// opening dismisses the toasts on screen (the purchase's), which would cover its cards and buttons.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { Dialog } from 'radix-ui'
import { dismissToastAtom, toastsAtom, useSetAtom, useStore } from '../../../state'
import { boostersPage as text, cardTile, rarityNames } from '../../../text'
import { CardFace } from '../../components/cards/CardFace'
import { CARD_BACK } from '../../components/cards/items'
import { useMediaQuery } from '../../hooks/useMediaQuery'
import { itemKey, type Opening } from './useBoosters'
import { returnFocusToOpener } from '../../components/dialogOpener'

const FLIP_EVERY_MS = 550

export function Reveal({ opening, onClose }: { opening: Opening | null; onClose: () => void }) {
  return (
    <Dialog.Root open={opening !== null} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay overlay-reveal" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-wide reveal">
          {opening && <RevealBody opening={opening} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function RevealBody({ opening, onClose }: { opening: Opening; onClose: () => void }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)')
  const count = opening.items.length
  const [flipped, setFlipped] = useState<boolean[]>(() => opening.items.map(() => reduced))
  const done = flipped.every(Boolean)
  const freshCount = opening.items.filter((i) => opening.fresh.has(itemKey(i))).length
  const store = useStore()
  const dismiss = useSetAtom(dismissToastAtom)

  useEffect(() => {
    for (const toast of store.get(toastsAtom)) if (toast.tone !== 'error') dismiss(toast.id)
  }, [store, dismiss])

  // One card after the other; the player may flip ahead or reveal all.
  useEffect(() => {
    if (reduced || done) return
    const next = flipped.indexOf(false)
    const timer = setTimeout(() => setFlipped((f) => f.map((v, i) => v || i === next)), next === 0 ? 350 : FLIP_EVERY_MS)
    return () => clearTimeout(timer)
  }, [flipped, reduced, done])

  return (
    <>
      <Dialog.Title className="modal-title reveal-title">{text.revealTitle(opening.pack.nom)}</Dialog.Title>
      <Dialog.Description className="modal-description">{done ? text.revealSummary(count, freshCount) : text.revealIntro}</Dialog.Description>
      <ul className="reveal-grid" data-count={count}>
        {opening.items.map((item, index) => {
          const shown = flipped[index]
          const fresh = opening.fresh.has(itemKey(item))
          return (
            <li key={`${item.kind}${item.id}`} className="reveal-card" data-rarity={item.rarete} data-flipped={shown ? '' : undefined}>
              <button
                type="button"
                className="reveal-flip"
                aria-disabled={shown || undefined}
                onClick={() => !shown && setFlipped((f) => f.map((v, i) => v || i === index))}
              >
                {/* named by hidden text rather than aria-label, which would leave out the face's visible values */}
                <span className="visually-hidden">
                  {shown ? `${item.name} — ${rarityNames[item.rarete]}${fresh ? ` — ${cardTile.isNew}` : ''}` : text.revealCard(index + 1)}
                </span>
                <span className="reveal-inner">
                  <span className="reveal-back">
                    <img src={CARD_BACK} alt="" draggable={false} />
                  </span>
                  <span className="reveal-front">
                    <CardFace item={item} />
                  </span>
                </span>
              </button>
              <span className="reveal-name" aria-hidden="true">
                {shown ? item.name : '\u00a0'}
              </span>
              <span className="reveal-rarity rarity" aria-hidden="true">
                {shown ? rarityNames[item.rarete] : '\u00a0'}
              </span>
              {/* Under the card, not over it: on a phone's small card a corner badge hides the top value. */}
              {shown && fresh && <span className="reveal-new">{cardTile.isNew}</span>}
            </li>
          )
        })}
      </ul>
      <div className="modal-actions reveal-actions">
        {!done && (
          <button type="button" className="button button-secondary" onClick={() => setFlipped(opening.items.map(() => true))}>
            {text.revealAll}
          </button>
        )}
        {done && (
          <>
            <button type="button" className="button button-secondary" onClick={onClose}>
              {text.revealClose}
            </button>
            <Link className="button button-primary" to="/cards" onClick={onClose}>
              {text.revealDone}
            </Link>
          </>
        )}
      </div>
    </>
  )
}
