// 'Donner une carte / un sort / un booster': a picker of the catalogue (by rarity, légendaire
// first) and 'Donner' (POST /api/cardplayer/user/add, /api/spellplayer/user/add, /api/packplayer/user/add).
import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { Schemas } from '../../../../api/client'
import { RARITIES } from '../../../../game/rarity'
import { giveToPlayer } from '../../../../state'
import { adminCollection as text, adminPage, rarityNames } from '../../../../text'
import { Notice } from '../../../components/Notice'
import { SelectField, type Choice } from '../shared/fields'
import { useAdminAction } from '../shared/useAdminAction'

interface Catalogue {
  cards: Schemas['Card'][]
  spells: Schemas['Spell'][]
  packs: Schemas['Pack'][]
}
type Kind = keyof Catalogue

const byRarity = (items: (Schemas['Card'] | Schemas['Spell'])[]): Choice<string>[] =>
  [...RARITIES]
    .reverse()
    .flatMap((r) =>
      items
        .filter((i) => i.rarete === r)
        .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'))
        .map((i) => ({ value: String(i.id), label: i.nom, group: rarityNames[r], rarity: r })),
    )

const LABELS = {
  cards: { title: text.giveCard, pick: text.pickCard },
  spells: { title: text.giveSpell, pick: text.pickSpell },
  packs: { title: text.givePack, pick: text.pickPack },
}

export function GivePicker({ kind, user, catalogue }: { kind: Kind; user: Schemas['User']; catalogue: Catalogue }) {
  const titleId = useId()
  const run = useAdminAction()
  const client = useQueryClient()
  const [picked, setPicked] = useState<Record<Kind, string>>({ cards: '', spells: '', packs: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const choices =
    kind === 'packs'
      ? catalogue.packs.map((p) => ({ value: String(p.id), label: p.onSale ? p.nom : `${p.nom} (${adminPage.withdrawn.toLowerCase()})` }))
      : byRarity(catalogue[kind])
  const value = picked[kind]

  const give = async () => {
    const id = Number(value)
    const name = choices.find((c) => c.value === value)?.label ?? ''
    if (!id) return
    setBusy(true)
    setError(null)
    const result = await run(() => giveToPlayer(client, user.id, kind, id), () => text.given(name, user.pseudo))
    setBusy(false)
    if (!result.ok) setError(result.failure.message)
  }

  return (
    <section className="admin-give" aria-labelledby={titleId}>
      <h3 id={titleId} className="subsection-title">
        {LABELS[kind].title}
      </h3>
      <div className="admin-give-row">
        <SelectField label={LABELS[kind].pick} value={value} choices={choices} placeholder={adminPage.choose} onChange={(v) => setPicked((p) => ({ ...p, [kind]: v }))} />
        <button type="button" className="button button-primary" disabled={!value || busy} aria-busy={busy || undefined} onClick={() => void give()}>
          {busy ? text.giving : text.give}
        </button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </section>
  )
}
