// The detail panel of one card or spell (Radix Dialog; a bottom sheet on phones): big art,
// description, values, each owned copy with its bonus level, the upgrade, recycling, crafting and
// the skins (each change reads again what it moved: the group follows from the collection's query).
// A catalogue item not owned yet shows its face at +0 and can only be crafted.
import { useState } from 'react'
import { Dialog, RadioGroup } from 'radix-ui'
import { cardDetail as text, cardTile, crafting, rarityNames, signed, spellPowerLine } from '../../../text'
import { powerOfRarity } from '../../../game/spell-powers'
import { CardFace } from '../../components/cards/CardFace'
import { SIDES, type Group } from '../../components/cards/items'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { SkinPicker } from './SkinPicker'
import { UpgradeSection } from './UpgradeSection'
import { CraftSection } from './CraftSection'
import { RecycleSection } from './RecycleSection'
import { isMissing } from './missingGroups'
import { returnFocusToOpener } from '../../components/dialogOpener'

interface Props {
  group: Group | null
  userId: number
  onClose: () => void
}

export interface Outcome {
  tone: 'success' | 'error'
  text: string
}

export function CardDetail({ group, userId, onClose }: Props) {
  return (
    <Dialog.Root open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="modal modal-wide card-detail" data-rarity={group?.rarete}>
          {group && <DetailBody key={group.key} group={group} userId={userId} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function DetailBody({ group, userId }: { group: Group; userId: number }) {
  const [selectedId, setSelectedId] = useState(group.best.id)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const selected = group.instances.find((i) => i.id === selectedId) ?? group.best
  const missing = isMissing(group) // a catalogue item not owned yet: it can only be crafted
  const kind = group.kind === 'card' ? cardTile.card : cardTile.spell
  const spellPower = group.kind === 'spell' ? powerOfRarity(group.rarete, selected.power < 0) : null
  const report = (next: Outcome, keep?: number) => {
    setOutcome(next)
    if (keep) setSelectedId(keep)
  }

  return (
    <>
      <div className="modal-head card-detail-head">
        <Dialog.Title className="modal-title">{group.name}</Dialog.Title>
        <Dialog.Close className="icon-button" aria-label={text.close}>
          <Icon name="close" />
        </Dialog.Close>
      </div>
      <div className="card-detail-body">
        <div className="card-detail-art">
          <CardFace item={selected} labelled />
        </div>
        <div className="card-detail-info">
          <p className="card-detail-meta">
            <span className="rarity">{rarityNames[group.rarete]}</span> · {kind} · {cardTile.powerValue(selected.power)}
          </p>
          <Dialog.Description className="card-detail-description">{group.description}</Dialog.Description>
          {spellPower && <p className="card-detail-power">{spellPowerLine(spellPower)}</p>}

          <h3 className="subsection-title">{text.values}</h3>
          <dl className="side-values">
            {SIDES.map((side) => (
              <div key={side} className="side-value">
                <dt>{cardTile.sides[side]}</dt>
                <dd>
                  {group.kind === 'spell' ? signed(selected.base[side]) : selected.base[side]}
                  {selected.bonus[side] !== 0 && <span className="bonus"> {signed(selected.bonus[side])}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <p className="field-hint">
            {text.valuesHint}
          </p>

          <h3 className="subsection-title">{text.instances}</h3>
          {group.instances.length > 1 && <p className="field-hint">{text.instancesHint}</p>}
          {missing ? (
            <p className="muted">{group.kind === 'card' ? crafting.missing : crafting.missingSpell}</p>
          ) : (
            <RadioGroup.Root className="instance-list" value={String(selected.id)} onValueChange={(v) => setSelectedId(Number(v))} aria-label={text.instances}>
              {group.instances.map((instance, index) => (
                <RadioGroup.Item key={instance.id} value={String(instance.id)} className="instance" data-upgradable={instance.upgradable ? '' : undefined}>
                  <span className="instance-name">{text.instance(index + 1)}</span>
                  <span className="instance-level" data-level={instance.level}>
                    {text.bonus(instance.level)}
                  </span>
                  {instance.skinId !== null && <span className="tag tag-muted">{cardTile.skin}</span>}
                  {instance.upgradable && <span className="tag tag-success">{cardTile.upgradable}</span>}
                  {instance.recyclable && <span className="tag tag-muted">{crafting.recyclableTag}</span>}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          )}

          {outcome && (
            <Notice tone={outcome.tone}>
              <p>{outcome.text}</p>
            </Notice>
          )}
          {!missing && <UpgradeSection group={group} instance={selected} userId={userId} onDone={report} />}
          {!missing && <RecycleSection group={group} instance={selected} userId={userId} onDone={report} />}
          <CraftSection group={group} userId={userId} onDone={report} />
          {!missing && <SkinPicker group={group} instance={selected} userId={userId} onDone={report} />}
        </div>
      </div>
    </>
  )
}
