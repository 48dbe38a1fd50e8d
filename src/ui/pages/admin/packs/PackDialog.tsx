// A booster's form: name, description, price (points), image, content (cards or spells, at
// creation), size, guarantee and, when editing, 'En vente'. Creation: POST /api/packs; edit: the
// changed fields to POST /api/packplayer/edit. The server's message shows inline.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Schemas } from '../../../../api/client'
import { RARITIES, type Rarete } from '../../../../game/rarity'
import { createCataloguePack, editCataloguePack } from '../../../../state'
import { adminPacks as text, adminPage, rarityNames } from '../../../../text'
import { Field } from '../../../components/Field'
import { FormDialog } from '../shared/FormDialog'
import { CheckField, SelectField, TextAreaField, intOf } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'

type Pack = Schemas['Pack']
type Kind = Pack['kind']
const NONE = 'none'

export function PackDialog({ pack, onClose }: { pack?: Pack; onClose: () => void }) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [form, setForm] = useState({
    nom: pack?.nom ?? '',
    description: pack?.description ?? '',
    prix: pack ? String(pack.prix) : '200',
    imageUrl: pack?.imageUrl ?? '',
    kind: (pack?.kind ?? 'cards') as Kind,
    size: pack ? String(pack.size) : '5',
    guarantee: (pack?.guaranteedRarity ?? NONE) as Rarete | typeof NONE,
    onSale: pack?.onSale ?? true,
  })
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))

  const submit = async () => {
    const prix = intOf(form.prix)
    const size = intOf(form.size)
    const problems: Record<string, string> = {}
    if (!form.nom.trim()) problems.nom = adminPage.required
    if (prix === null || prix < 0 || prix > 100_000) problems.prix = adminPage.outOfRange(0, 100_000)
    if (size === null || size < 1 || size > 10) problems.size = adminPage.outOfRange(1, 10)
    setInvalid(problems)
    if (Object.keys(problems).length || prix === null || size === null) return setError(null)
    const fields = {
      nom: form.nom.trim(),
      description: form.description.trim(),
      prix,
      imageUrl: form.imageUrl.trim(),
      size,
      guaranteedRarity: form.guarantee === NONE ? null : form.guarantee,
    }
    let call
    if (pack) {
      const body: Schemas['PackEdit'] = { id: pack.id }
      for (const [key, value] of Object.entries(fields) as [keyof typeof fields, never][]) if (value !== pack[key]) body[key] = value
      if (form.onSale !== pack.onSale) body.onSale = form.onSale
      if (Object.keys(body).length === 1) return setError(adminPage.noChange)
      call = () => editCataloguePack(client, body)
    } else {
      const { imageUrl, ...rest } = fields
      call = () => createCataloguePack(client, { ...rest, kind: form.kind, ...(imageUrl ? { imageUrl } : {}) })
    }
    setBusy(true)
    setError(null)
    const result = await run<Pack>(call, (saved) => (pack ? text.saved(saved.nom) : text.created(saved.nom)))
    setBusy(false)
    if (!result.ok) return setError(result.failure.message)
    onClose()
  }

  return (
    <FormDialog
      title={pack ? text.editTitle(pack.nom) : text.createTitle}
      description={pack ? text.editText : text.createText}
      submitLabel={pack ? adminPage.save : adminPage.create}
      busyLabel={pack ? adminPage.saving : adminPage.creating}
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
    >
      <div className="admin-grid-2">
        <Field label={text.name} value={form.nom} onChange={(e) => set('nom')(e.target.value)} error={invalid.nom} maxLength={60} autoComplete="off" required />
        <Field label={text.price} type="number" inputMode="numeric" min={0} max={100000} step={1} value={form.prix} onChange={(e) => set('prix')(e.target.value)} error={invalid.prix} />
      </div>
      <TextAreaField label={text.description} value={form.description} onChange={(e) => set('description')(e.target.value)} maxLength={500} rows={2} />
      <Field label={text.image} value={form.imageUrl} onChange={(e) => set('imageUrl')(e.target.value)} hint={adminPage.imageHint} maxLength={500} autoComplete="off" spellCheck={false} />
      <div className="admin-grid-3">
        <SelectField label={text.kind} value={form.kind} onChange={set('kind')} choices={(['cards', 'spells'] as Kind[]).map((k) => ({ value: k, label: text.kinds[k] }))} disabled={!!pack} />
        <Field label={text.size} type="number" inputMode="numeric" min={1} max={10} step={1} value={form.size} onChange={(e) => set('size')(e.target.value)} error={invalid.size} hint={text.sizeHint} />
        <SelectField
          label={text.guarantee}
          value={form.guarantee}
          onChange={set('guarantee')}
          hint={text.guaranteeHint}
          choices={[{ value: NONE, label: text.noGuarantee }, ...RARITIES.map((r) => ({ value: r, label: rarityNames[r], rarity: r }))]}
        />
      </div>
      {pack && <CheckField label={text.onSaleField} hint={text.onSaleHint} checked={form.onSale} onChange={set('onSale')} />}
    </FormDialog>
  )
}
