// The skins the player owns for one card or spell (ownedSkinsForQuery), each with 'Appliquer' on
// the chosen copy, or 'Retirer le skin' when it is the one shown (chooseSkin, skinId null to remove:
// the instances and decks are read again); a link to /shop.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { failureText } from '../../../api/result'
import type { Skin } from '../../../api/skins'
import { chooseSkin, ownedSkinsForQuery, showToastAtom, useSetAtom } from '../../../state'
import { cardDetail as text } from '../../../text'
import { CARD_BACK, type Group, type Item } from '../../components/cards/items'
import { CachedImage } from '../../images/CachedImage'
import type { Outcome } from './CardDetail'

interface Props {
  group: Group
  instance: Item
  userId: number
  onDone: (outcome: Outcome, keep?: number) => void
}

export function SkinPicker({ group, instance, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const owned = useQuery(ownedSkinsForQuery(userId, group.catalogueId, group.kind))
  const skins = owned.data ?? null
  const failed = !skins && owned.isError
  const [busy, setBusy] = useState<number | 'none' | null>(null)

  const change = async (skin: Skin | null) => {
    setBusy(skin?.id ?? 'none')
    const result = await chooseSkin(client, userId, instance, skin?.id ?? null)
    setBusy(null)
    if (!result.ok) return onDone({ tone: 'error', text: failureText(result.failure, text.skinFailed) })
    const message = skin ? text.skinApplied(skin.nom) : text.skinRemoved
    toast({ text: message, tone: 'success' })
    onDone({ tone: 'success', text: message })
  }

  return (
    <section className="detail-section skin-section" aria-labelledby={`skins-${group.key}`}>
      <h3 className="subsection-title" id={`skins-${group.key}`}>
        {text.skins}
      </h3>
      <p className="detail-rule">{text.skinsHint}</p>
      {!skins && !failed && <p className="muted">{text.skinsLoading}</p>}
      {failed && <p className="muted">{text.skinsError}</p>}
      {skins && skins.length === 0 && <p className="muted">{text.noSkin}</p>}
      {skins && skins.length > 0 && (
        <ul className="skin-choices">
          {skins.map(({ skin }) => {
            const applied = instance.skinId === skin.id
            return (
              <li key={skin.id} className="skin-choice" data-applied={applied ? '' : undefined}>
                <CachedImage src={skin.imageUrl} fallback={CARD_BACK} alt="" className="skin-choice-art" loading="lazy" />
                <span className="skin-choice-name">{skin.nom}</span>
                {applied ? (
                  <button type="button" className="button button-small button-secondary" disabled={busy !== null} onClick={() => void change(null)}>
                    {text.remove}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-primary"
                    disabled={busy !== null}
                    aria-label={`${text.apply} ${skin.nom}`}
                    onClick={() => void change(skin)}
                  >
                    {text.apply}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <Link className="link-button skin-shop-link" to="/shop">
        {text.shopLink}
      </Link>
    </section>
  )
}
