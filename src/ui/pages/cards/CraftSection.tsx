// « Fabriquer (N pts) »: a new copy (+0) of this card or spell for its rarity's price (CRAFT_PRICE),
// owned or not yet, confirmed in a Radix AlertDialog; the answer's credit reaches the header at once
// and the collection and the profile are read again (craftItem).
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertDialog } from 'radix-ui'
import { failureText } from '../../../api/result'
import { CRAFT_PRICE } from '../../../game/economy'
import { craftItem, profileAtom, showToastAtom, useAtomValue, useSetAtom } from '../../../state'
import { crafting as text, formatPoints } from '../../../text'
import type { Group } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { returnFocusToOpener } from '../../components/dialogOpener'
import type { Outcome } from './CardDetail'

interface Props {
  group: Group
  userId: number
  /** `keep`: the new copy, to select it. */
  onDone: (outcome: Outcome, keep?: number) => void
}

export function CraftSection({ group, userId, onDone }: Props) {
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const credit = useAtomValue(profileAtom)?.credit ?? null
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const price = CRAFT_PRICE[group.rarete]
  const short = credit !== null && credit < price

  const run = async () => {
    setConfirming(false)
    setBusy(true)
    const result = await craftItem(client, userId, { kind: group.kind, catalogueId: group.catalogueId })
    setBusy(false)
    if (!result.ok) return onDone({ tone: 'error', text: failureText(result.failure, text.craftFailed) })
    const message = text.crafted(group.name, formatPoints(result.data.credit))
    toast({ text: message, tone: 'success' })
    onDone({ tone: 'success', text: message }, result.data.copy.id)
  }

  return (
    <section className="detail-section craft-section" aria-labelledby={`craft-${group.key}`}>
      <h3 className="subsection-title" id={`craft-${group.key}`}>
        {text.craftTitle}
      </h3>
      <p className="detail-rule">{group.kind === 'card' ? text.craftRule : text.craftRuleSpell}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => setConfirming(true)}
        disabled={busy || short}
        aria-busy={busy || undefined}
        aria-describedby={short ? `craft-short-${group.key}` : undefined}
      >
        <Icon name="cards" /> {busy ? text.crafting : text.craft(formatPoints(price))}
      </button>
      {short && (
        <p className="field-hint" id={`craft-short-${group.key}`}>
          {text.craftShort(formatPoints(price - (credit ?? 0)))}
        </p>
      )}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay overlay-top" />
          <AlertDialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-alert modal-top">
            <AlertDialog.Title className="modal-title">{text.craftConfirmTitle(group.name)}</AlertDialog.Title>
            <AlertDialog.Description className="modal-text">
              {text.craftConfirmText(formatPoints(price), formatPoints(Math.max(0, (credit ?? price) - price)))}
            </AlertDialog.Description>
            <div className="modal-actions">
              <AlertDialog.Cancel className="button button-secondary">{text.cancel}</AlertDialog.Cancel>
              <AlertDialog.Action className="button button-primary" onClick={() => void run()}>
                {text.craftConfirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  )
}
