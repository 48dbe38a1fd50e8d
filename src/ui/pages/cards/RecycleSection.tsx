// « Recycler (+N pts) », shown once a copy of the item is at +3: the chosen copy, when the server
// says it is spare (`recyclable`: another copy is at +3 and this one is in no deck), is destroyed
// for its rarity's value (RECYCLE_VALUE), confirmed in a Radix AlertDialog; otherwise the reason. The answer's credit reaches the header at
// once and the collection and the profile are read again (recycleSpare).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { failureText } from '../../../api/result'
import { RECYCLE_VALUE } from '../../../game/economy'
import { MAX_UPGRADE_LEVEL, levelOfBonus } from '../../../game/upgrade'
import { recycleSpare, showToastAtom, useSetAtom } from '../../../state'
import { crafting as text, formatPoints } from '../../../text'
import type { Group, Item } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { returnFocusToOpener } from '../../components/dialogOpener'
import type { Outcome } from './CardDetail'

interface Props {
  group: Group
  instance: Item
  userId: number
  /** `keep`: the copy to select once this one is gone. */
  onDone: (outcome: Outcome, keep?: number) => void
}

/** A copy's level: its smallest side bonus, in absolute value (a curse's bonus is negative). */
const levelOf = (item: Item) => levelOfBonus({ pointsHaut: item.bonus.top, pointsGauche: item.bonus.left, pointsDroite: item.bonus.right, pointsBas: item.bonus.bottom })

const maxed = (item: Item) => levelOf(item) >= MAX_UPGRADE_LEVEL

/** Why a copy cannot be recycled, as far as the client knows (the server decides). */
const reasonFor = (group: Group, instance: Item): string =>
  group.instances.some((i) => i.id !== instance.id && maxed(i)) ? text.recycleInDeck : text.recycleIsMax(MAX_UPGRADE_LEVEL)

export function RecycleSection({ group, instance, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const value = formatPoints(RECYCLE_VALUE[group.rarete])
  if (!group.instances.some(maxed)) return null // nothing is spare before a copy reaches +3

  const run = async () => {
    setConfirming(false)
    setBusy(true)
    const result = await recycleSpare(client, userId, instance)
    setBusy(false)
    if (!result.ok) return onDone({ tone: 'error', text: failureText(result.failure, text.recycleFailed) })
    const message = text.recycled(group.name, value)
    toast({ text: message, tone: 'success' })
    const kept = group.instances.find((i) => i.id !== instance.id && maxed(i))
    onDone({ tone: 'success', text: message }, kept?.id)
  }

  return (
    <section className="detail-section recycle-section" aria-labelledby={`recycle-${group.key}`}>
      <h3 className="subsection-title" id={`recycle-${group.key}`}>
        {text.recycleTitle}
      </h3>
      <p className="detail-rule">{text.recycleRule(MAX_UPGRADE_LEVEL)}</p>
      {instance.recyclable ? (
        <button type="button" className="button button-secondary" onClick={() => setConfirming(true)} disabled={busy} aria-busy={busy || undefined}>
          <Icon name="wallet" /> {busy ? text.recycling : text.recycle(value)}
        </button>
      ) : (
        <p className="muted detail-reason">{reasonFor(group, instance)}</p>
      )}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay overlay-top" />
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert modal-top">
            <AlertDialog.Title className="modal-title">{text.recycleConfirmTitle(group.name)}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">{text.recycleConfirmText(levelOf(instance), value)}</AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-danger" onClick={() => void run()}>
                {text.recycleConfirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
