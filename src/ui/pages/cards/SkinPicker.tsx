// The skins the player owns for one card or spell (GET /api/skins/owned?linkedId=&type=), each with
// 'Appliquer' on the chosen copy, or 'Retirer le skin' when it is the one shown
// (POST /api/cardplayer/skin or /api/spellplayer/skin, skinId null to remove); a link to /shop.
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { api, unwrap, type Schemas } from '../../../api/client'
import { showToastAtom, useSetAtom } from '../../../state'
import { cardDetail as text } from '../../../text'
import { CARD_BACK, type Group, type Item } from '../../components/cards/items'
import { CachedImage } from '../../images/CachedImage'
import { failureText } from '../games/gameCalls'
import type { Outcome } from './CardDetail'

interface Props {
  group: Group
  instance: Item
  userId: number
  onDone: (outcome: Outcome, keep?: number) => void
}

function setSkin(instance: Item, userId: number, skinId: number | null) {
  return instance.kind === 'card'
    ? unwrap(api.POST('/api/cardplayer/skin', { body: { userId, cardPlayerId: instance.id, skinId } }))
    : unwrap(api.POST('/api/spellplayer/skin', { body: { userId, spellPlayerId: instance.id, skinId } }))
}

export function SkinPicker({ group, instance, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const [skins, setSkins] = useState<Schemas['UserSkin'][] | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState<number | 'none' | null>(null)

  useEffect(() => {
    let cancelled = false
    unwrap(api.GET('/api/skins/owned', { params: { query: { linkedId: group.catalogueId, type: group.kind } } }))
      .then((list) => !cancelled && setSkins(list))
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [group.catalogueId, group.kind])

  const change = async (skin: Schemas['Skin'] | null) => {
    setBusy(skin?.id ?? 'none')
    try {
      await setSkin(instance, userId, skin?.id ?? null)
      const message = skin ? text.skinApplied(skin.nom) : text.skinRemoved
      toast({ text: message, tone: 'success' })
      onDone({ tone: 'success', text: message })
    } catch (error) {
      onDone({ tone: 'error', text: failureText(error, text.skinFailed) })
    } finally {
      setBusy(null)
    }
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
