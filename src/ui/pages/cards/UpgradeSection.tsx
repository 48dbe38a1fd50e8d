// 'Améliorer': three other copies are consumed for +1 on each side of the chosen one, up to +3
// (upgradeCopy: its instances, decks and the profile's badge are read again), confirmed in a Radix
// AlertDialog.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { failureText } from '../../../api/result'
import { showToastAtom, upgradeCopy, useSetAtom } from '../../../state'
import { cardDetail as text } from '../../../text'
import type { Group, Item } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import type { Outcome } from './CardDetail'
import { returnFocusToOpener } from '../../components/dialogOpener'

const MAX_LEVEL = 3

interface Props {
  group: Group
  instance: Item
  userId: number
  onDone: (outcome: Outcome, keep?: number) => void
}

export function UpgradeSection({ group, instance, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const missing = Math.max(0, 4 - group.instances.length)
  const reason = instance.level >= MAX_LEVEL ? text.upgradeNeedMax : missing > 0 ? text.upgradeNeed(missing) : text.upgradeBlocked

  const run = async () => {
    setConfirming(false)
    setBusy(true)
    const result = await upgradeCopy(client, userId, instance)
    setBusy(false)
    if (!result.ok) return onDone({ tone: 'error', text: failureText(result.failure, text.upgradeFailed) })
    const { kept, consumed } = result.data
    const level = Math.max(kept.pointsHaut, kept.pointsGauche, kept.pointsDroite, kept.pointsBas)
    const message = text.upgraded(group.name, level, consumed)
    toast({ text: message, tone: 'success' })
    onDone({ tone: 'success', text: message }, kept.id)
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
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert modal-top">
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
