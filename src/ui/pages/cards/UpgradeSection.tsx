// 'Améliorer': three other copies are consumed for +1 on each side of the chosen one, up to +3
// (POST /api/cardplayer/upgrade or /api/spellplayer/upgrade), confirmed in a Radix AlertDialog.
import { useState } from 'react'
import { AlertDialog } from 'radix-ui'
import { api, unwrap } from '../../../api/client'
import { showToastAtom, useSetAtom } from '../../../state'
import { cardDetail as text } from '../../../text'
import type { Group, Item } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { failureText } from '../games/gameCalls'
import type { Outcome } from './CardDetail'

const MAX_LEVEL = 3

interface Props {
  group: Group
  instance: Item
  userId: number
  onDone: (outcome: Outcome, keep?: number) => void
}

async function upgrade(instance: Item, userId: number) {
  if (instance.kind === 'card') {
    const answer = await unwrap(api.POST('/api/cardplayer/upgrade', { body: { userId, cardPlayerId: instance.id } }))
    return { kept: answer.cardPlayer, consumed: answer.consumed.length }
  }
  const answer = await unwrap(api.POST('/api/spellplayer/upgrade', { body: { userId, spellPlayerId: instance.id } }))
  return { kept: answer.spellPlayer, consumed: answer.consumed.length }
}

export function UpgradeSection({ group, instance, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const missing = Math.max(0, 4 - group.instances.length)
  const reason = instance.level >= MAX_LEVEL ? text.upgradeNeedMax : missing > 0 ? text.upgradeNeed(missing) : text.upgradeBlocked

  const run = async () => {
    setConfirming(false)
    setBusy(true)
    try {
      const { kept, consumed } = await upgrade(instance, userId)
      const level = Math.max(kept.pointsHaut, kept.pointsGauche, kept.pointsDroite, kept.pointsBas)
      const message = text.upgraded(group.name, level, consumed)
      toast({ text: message, tone: 'success' })
      onDone({ tone: 'success', text: message }, kept.id)
    } catch (error) {
      onDone({ tone: 'error', text: failureText(error, text.upgradeFailed) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="detail-section upgrade-section" aria-labelledby={`upgrade-${group.key}`}>
      <h3 className="subsection-title" id={`upgrade-${group.key}`}>
        {text.upgradeTitle}
      </h3>
      <p className="detail-rule">{text.upgradeRule}</p>
      {instance.upgradable ? (
        <button type="button" className="button button-gold" onClick={() => setConfirming(true)} disabled={busy} aria-busy={busy || undefined}>
          <Icon name="cardJoker" /> {busy ? text.upgrading : text.upgrade}
        </button>
      ) : (
        <p className="muted detail-reason">{reason}</p>
      )}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay overlay-top" />
          <AlertDialog.Content className="modal modal-alert modal-top">
            <AlertDialog.Title className="modal-title">{text.confirmTitle(group.name)}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{text.confirmText(instance.level)}</AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-gold" onClick={() => void run()}>
                {text.confirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
