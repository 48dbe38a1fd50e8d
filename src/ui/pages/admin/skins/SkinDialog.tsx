// 'Nouveau skin' (POST /api/skins) or 'Modifier' one (PATCH /api/skins/{id}, the fields changed):
// name, rarity, price in euros, image (optional), and the card or spell it dresses (a picker of the
// catalogue). The server's message shows inline.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Schemas } from '../../../../api/client'
import { RARITIES, type Rarete } from '../../../../game/rarity'
import { createCatalogueSkin, editCatalogueSkin } from '../../../../state'
import { adminPage, adminSkins as text, rarityNames } from '../../../../text'
import { Field } from '../../../components/Field'
import { FormDialog } from '../shared/FormDialog'
import { SelectField } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'
import type { Linkable } from './SkinsSection'
import type { Skin } from '../../../../api/catalogue'

type Type = Schemas['SkinType']

/** '1,99' or '1.99' → 1.99; null unless 0.50…999.99 with two decimals at most. */
function priceOf(value: string): number | null {
  const text = value.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const price = Number(text)
  return price >= 0.5 && price <= 999.99 ? price : null
}

const euros = (prix: number) => prix.toFixed(2).replace('.', ',')

/** The fields of `body` that differ from the skin's. */
function changesOf(skin: Skin, body: Schemas['SkinInput']): Schemas['SkinEdit'] {
  const changed = Object.entries(body).filter(([key, value]) => skin[key as keyof Skin] !== value)
  return Object.fromEntries(changed) as Schemas['SkinEdit']
}

export function SkinDialog({ linkable, skin = null, onClose }: { linkable: Linkable; skin?: Skin | null; onClose: () => void }) {
  const run = useAdminAction()
  const client = useQueryClient()
  const [form, setForm] = useState(() =>
    skin
      ? { nom: skin.nom, rarete: skin.rarete, prix: euros(skin.prix), imageUrl: skin.imageUrl ?? '', type: skin.type, linkedId: String(skin.linkedId) }
      : { nom: '', rarete: 'rare' as Rarete, prix: '1,99', imageUrl: '', type: 'card' as Type, linkedId: '' },
  )
  const [invalid, setInvalid] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof typeof form>(key: K) => (value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))
  const items = form.type === 'card' ? linkable.cards : linkable.spells
  const choices = [...items]
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'))
    .map((i) => ({ value: String(i.id), label: `${i.nom} · ${rarityNames[i.rarete]}`, rarity: i.rarete }))

  const submit = async () => {
    const prix = priceOf(form.prix)
    const problems: Record<string, string> = {}
    if (!form.nom.trim()) problems.nom = adminPage.required
    if (prix === null) problems.prix = text.priceInvalid
    if (!form.linkedId) problems.linkedId = adminPage.required
    setInvalid(problems)
    if (Object.keys(problems).length || prix === null) return setError(null)
    const body = { nom: form.nom.trim(), rarete: form.rarete, prix, type: form.type, linkedId: Number(form.linkedId), imageUrl: form.imageUrl.trim() || null }
    const changes = skin ? changesOf(skin, body) : null
    if (changes && Object.keys(changes).length === 0) return setError(adminPage.noChange)
    setBusy(true)
    setError(null)
    const result = skin && changes
      ? await run(() => editCatalogueSkin(client, skin.id, changes), (saved) => text.edited(saved.nom))
      : await run(() => createCatalogueSkin(client, body), (saved) => text.created(saved.nom))
    setBusy(false)
    if (!result.ok) return setError(result.failure.message)
    onClose()
  }

  return (
    <FormDialog
      title={skin ? text.editTitle(skin.nom) : text.createTitle}
      description={skin ? text.editText : text.createText}
      submitLabel={skin ? adminPage.save : adminPage.create}
      busyLabel={skin ? adminPage.saving : adminPage.creating}
      busy={busy} error={error} onSubmit={() => void submit()} onClose={onClose} wide>
      <div className="admin-grid-2">
        <Field label={text.name} value={form.nom} onChange={(e) => set('nom')(e.target.value)} error={invalid.nom} maxLength={80} autoComplete="off" required />
        <SelectField label={text.rarity} value={form.rarete} onChange={set('rarete')} choices={RARITIES.map((r) => ({ value: r, label: rarityNames[r], rarity: r }))} />
        <Field label={text.price} inputMode="decimal" value={form.prix} onChange={(e) => set('prix')(e.target.value)} error={invalid.prix} hint={text.priceHint} autoComplete="off" />
        <Field label={text.image} value={form.imageUrl} onChange={(e) => set('imageUrl')(e.target.value)} hint={text.imageHint} maxLength={500} autoComplete="off" spellCheck={false} />
        <SelectField
          label={text.type}
          value={form.type}
          onChange={(type: Type) => setForm((f) => ({ ...f, type, linkedId: '' }))}
          choices={(['card', 'spell'] as Type[]).map((t) => ({ value: t, label: text.types[t] }))}
        />
        <SelectField
          label={form.type === 'card' ? text.linkedCard : text.linkedSpell}
          value={form.linkedId}
          onChange={set('linkedId')}
          choices={choices}
          placeholder={adminPage.choose}
          error={invalid.linkedId}
        />
      </div>
    </FormDialog>
  )
}
