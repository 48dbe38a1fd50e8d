// 'Modifier' a card or a spell of the catalogue: name, rarity, image address, the four values in
// their ranges (cards 1…9, spells −5…+5) and the description, with a live preview; only the changed
// fields go to POST /api/cardplayer/edit or /api/spellplayer/edit. Errors show inline.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Schemas } from '../../../../api/client'
import { RARITIES, type Rarete } from '../../../../game/rarity'
import { editCatalogueCard, editCatalogueSpell } from '../../../../state'
import { adminCatalogue as text, adminPage, rarityNames } from '../../../../text'
import { CardFace } from '../../../components/cards/CardFace'
import { Field } from '../../../components/Field'
import { FormDialog } from '../shared/FormDialog'
import { SelectField, TextAreaField, intOf } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'
import { faceOf } from './CatalogueItem'
import type { CatalogueEntry, Kind } from './CatalogueSection'

const SIDES = ['pointsHaut', 'pointsGauche', 'pointsDroite', 'pointsBas'] as const
type Side = (typeof SIDES)[number]
const RANGE: Record<Kind, [number, number]> = { cards: [1, 9], spells: [-5, 5] }

interface Props {
  item: CatalogueEntry
  kind: Kind
  onClose: () => void
}

export function ItemEditDialog({ item, kind, onClose }: Props) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [min, max] = RANGE[kind]
  const [form, setForm] = useState({
    nom: item.nom,
    rarete: item.rarete,
    imageDeBase: item.imageDeBase,
    description: item.description,
    ...(Object.fromEntries(SIDES.map((s) => [s, String(item[s])])) as Record<Side, string>),
  })
  const [invalid, setInvalid] = useState<Partial<Record<keyof typeof form, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  const value = (side: Side) => intOf(form[side])
  const preview = faceOf(
    { ...form, pointsHaut: value('pointsHaut') ?? 0, pointsGauche: value('pointsGauche') ?? 0, pointsDroite: value('pointsDroite') ?? 0, pointsBas: value('pointsBas') ?? 0 },
    kind,
  )

  const submit = async () => {
    const body: Schemas['CardEdit'] & Schemas['SpellEdit'] = { id: item.id }
    const problems: typeof invalid = {}
    if (!form.nom.trim()) problems.nom = adminPage.required
    else if (form.nom.trim() !== item.nom) body.nom = form.nom.trim()
    if (form.rarete !== item.rarete) body.rarete = form.rarete
    if (!form.imageDeBase.trim()) problems.imageDeBase = adminPage.required
    else if (form.imageDeBase.trim() !== item.imageDeBase) body.imageDeBase = form.imageDeBase.trim()
    if (form.description.trim() !== item.description) body.description = form.description.trim()
    for (const side of SIDES) {
      const v = value(side)
      if (v === null || v < min || v > max) problems[side] = adminPage.outOfRange(min, max)
      else if (v !== item[side]) body[side] = v
    }
    setInvalid(problems)
    if (Object.keys(problems).length) return setError(null)
    if (Object.keys(body).length === 1) return setError(adminPage.noChange)
    setBusy(true)
    setError(null)
    const call = kind === 'cards' ? () => editCatalogueCard(client, body) : () => editCatalogueSpell(client, body)
    const result = await run<CatalogueEntry>(call, (saved) => text.saved(saved.nom))
    setBusy(false)
    if (!result.ok) return setError(result.failure.message)
    onClose()
  }

  return (
    <FormDialog title={text.editTitle(item.nom)} description={text.editText(kind === 'spells')} submitLabel={adminPage.save} busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose} wide>
      <div className="admin-edit-layout">
        <div className="admin-edit-fields">
          <div className="admin-grid-2">
            <Field label={text.name} value={form.nom} onChange={(e) => set('nom')(e.target.value)} error={invalid.nom} maxLength={60} autoComplete="off" required />
            <SelectField label={text.rarity} value={form.rarete} onChange={(r: Rarete) => set('rarete')(r)} choices={RARITIES.map((r) => ({ value: r, label: rarityNames[r], rarity: r }))} />
          </div>
          <Field label={text.image} value={form.imageDeBase} onChange={(e) => set('imageDeBase')(e.target.value)} error={invalid.imageDeBase} hint={adminPage.imageHint} maxLength={500} autoComplete="off" spellCheck={false} />
          <fieldset className="admin-values">
            <legend className="field-label">
              {text.values} <span className="muted">({adminPage.outOfRange(min, max).replace(/\.$/, '').toLowerCase()})</span>
            </legend>
            {SIDES.map((side) => (
              <Field key={side} label={text.sides[side]} type="number" inputMode="numeric" min={min} max={max} step={1} value={form[side]} onChange={(e) => set(side)(e.target.value)} error={invalid[side]} />
            ))}
          </fieldset>
          <TextAreaField label={text.description} value={form.description} onChange={(e) => set('description')(e.target.value)} maxLength={500} rows={3} />
        </div>
        <figure className="admin-edit-preview" aria-hidden="true">
          <CardFace item={preview} />
          <figcaption>{text.preview}</figcaption>
        </figure>
      </div>
    </FormDialog>
  )
}
