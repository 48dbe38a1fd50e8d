// The card zoom over the battle: one hand or board card large, with its name, art, the four values
// with their bonuses, total, rarity, skin and what its 'stronger' flag means. Opened by the scene
// (long-press, right-click: a dialog; a resting mouse: a tooltip that follows no pointer); closed by
// Escape, the close button or a press outside (a press: the finger lifting after a long-press is none). State: src/state/zoom.ts.
import { useEffect, useMemo, useRef } from 'react'
import { zoomDetails, zoomedTarget } from '../../../scene/model'
import type { Corner } from '../../../scene/model'
import { useAtomValue, useSetAtom, zoomAtom, zoomEventAtom } from '../../../state'
import { gameAtom } from '../../../state/game'
import { cardZoomText as t } from '../../../text/cardZoom'
import { rarityNames } from '../../../text/collection'
import { spellPowerLine } from '../../../text/spellPowers'
import { CachedImage } from '../../images/CachedImage'
import { CARD_BACK } from '../../components/cards/items'
import './cardZoom.css'

const CORNERS: Corner[] = ['top', 'left', 'right', 'bottom']
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '')

export function CardZoom() {
  const zoom = useAtomValue(zoomAtom)
  const game = useAtomValue(gameAtom)
  const send = useSetAtom(zoomEventAtom)
  const target = zoomedTarget(zoom)
  const details = useMemo(() => (game && target ? zoomDetails(game, target) : null), [game, target])
  const tooltip = zoom.kind === 'open' && zoom.source === 'hover'
  const closeButton = useRef<HTMLButtonElement>(null)

  // A zoom on nothing (an empty slot, a card just placed) closes itself.
  useEffect(() => {
    if (target && game && !details) send({ type: 'close' })
  }, [target, game, details, send])
  useEffect(() => {
    if (!details || tooltip) return
    closeButton.current?.focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && send({ type: 'close' })
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [details, tooltip, send])

  if (!details) return null
  const rarity = rarityNames[details.rarity as keyof typeof rarityNames] ?? details.rarity
  const panel = (
    <div
      className={`card-zoom card-zoom-${details.owner}`}
      role={tooltip ? 'tooltip' : 'dialog'}
      aria-modal={tooltip ? undefined : true}
      aria-label={t.dialogLabel(details.name)}
      data-testid="card-zoom"
      onPointerDown={(e) => e.stopPropagation()}
    >
      <div className="card-zoom-art">
        <CachedImage src={details.art} fallback={CARD_BACK} alt="" draggable={false} />
        {details.ko && <span className="card-zoom-ko">{t.ko}</span>}
      </div>
      <div className="card-zoom-body">
        <p className="card-zoom-kind">
          {details.kind === 'card' ? t.kindCard : t.kindSpell} · {details.where === 'board' ? t[details.owner] : rarity}
        </p>
        <h3 className="card-zoom-name">{details.name}</h3>
        <dl className="card-zoom-values">
          {CORNERS.map((c) => {
            const v = details.values[c]
            return (
              <div key={c} className="card-zoom-value">
                <dt>{t.sides[c]}</dt>
                <dd>
                  <strong>{v.total}</strong>
                  {v.bonus !== 0 && (
                    <span className={v.bonus > 0 ? 'card-zoom-bonus' : 'card-zoom-curse'}>
                      {' '}
                      ({v.base} {signed(v.bonus)})
                    </span>
                  )}
                </dd>
              </div>
            )
          })}
          <div className="card-zoom-value card-zoom-total">
            <dt>{t.total}</dt>
            <dd>
              <strong>{details.total}</strong>
            </dd>
          </div>
        </dl>
        <dl className="card-zoom-facts">
          <div>
            <dt>{t.rarity}</dt>
            <dd>{rarity}</dd>
          </div>
          <div>
            <dt>{t.skin}</dt>
            <dd>{details.skinned ? t.skinned : t.baseArt}</dd>
          </div>
        </dl>
        {details.spellPower && <p className="card-zoom-power">{spellPowerLine(details.spellPower)}</p>}
        <p className={`card-zoom-stronger${details.stronger ? ' is-stronger' : ''}`}>
          {t.stronger({ kind: details.kind, where: details.where, total: details.total, ko: details.ko, owner: details.owner, beats: details.beats })}
        </p>
        {!tooltip && (
          <button ref={closeButton} type="button" className="button button-secondary card-zoom-close" onClick={() => send({ type: 'close' })}>
            {t.close}
          </button>
        )}
      </div>
    </div>
  )
  if (tooltip) return <div className="card-zoom-layer card-zoom-passive">{panel}</div>
  // A tap outside the card closes it.
  return (
    <div className="card-zoom-layer card-zoom-backdrop" onPointerDown={() => send({ type: 'close' })}>
      {panel}
    </div>
  )
}
