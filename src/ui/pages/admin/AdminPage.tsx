// /admin — the admin console (guarded for admins): Joueurs, Cartes et sorts, Boosters, Skins and
// News, in Radix Tabs on desktop and a select of sections on phones. The section is kept in the
// address (?section=…), and each section is its own lazy chunk.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Tabs } from 'radix-ui'
import { adminPage as text, common, type AdminSectionId } from '../../../text'
import { Icon, type IconName } from '../../components/Icon'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useIsDesktop } from '../../hooks/useMediaQuery'
import { SelectField } from './shared/fields'

interface Section {
  id: AdminSectionId
  icon: IconName
  Component: LazyExoticComponent<ComponentType>
}

const SECTIONS: Section[] = [
  { id: 'joueurs', icon: 'friends', Component: lazy(() => import('./users/UsersSection')) },
  { id: 'cartes', icon: 'cards', Component: lazy(() => import('./catalogue/CatalogueSection')) },
  { id: 'boosters', icon: 'boosters', Component: lazy(() => import('./packs/PacksSection')) },
  { id: 'skins', icon: 'shop', Component: lazy(() => import('./skins/SkinsSection')) },
  { id: 'news', icon: 'news', Component: lazy(() => import('./news/NewsSection')) },
]
const isSection = (value: string | null): value is AdminSectionId => SECTIONS.some((s) => s.id === value)

export default function AdminPage() {
  const isDesktop = useIsDesktop()
  const [params, setParams] = useSearchParams()
  const wanted = params.get('section')
  const current: AdminSectionId = isSection(wanted) ? wanted : 'joueurs'
  const choose = (id: string) => isSection(id) && setParams(id === 'joueurs' ? {} : { section: id }, { replace: true })
  const section = SECTIONS.find((s) => s.id === current)!
  const body = (
    <Suspense fallback={<Spinner label={common.loading} />}>
      <section.Component />
    </Suspense>
  )

  return (
    <div className="page admin">
      <PageHeader title={text.title} intro={text.intro} />
      {isDesktop ? (
        <Tabs.Root value={current} onValueChange={choose} activationMode="manual">
          <Tabs.List className="admin-tabs" aria-label={text.sectionsLabel}>
            {SECTIONS.map((s) => (
              <Tabs.Trigger key={s.id} value={s.id} className="admin-tab">
                <Icon name={s.icon} /> {text.sections[s.id]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={current} className="tab-panel admin-panel">
            {body}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <PhoneSections current={current} onChoose={choose}>
          {body}
        </PhoneSections>
      )}
    </div>
  )
}

function PhoneSections({ current, onChoose, children }: { current: AdminSectionId; onChoose: (id: string) => void; children: ReactNode }) {
  return (
    <>
      <div className="admin-section-picker">
        <SelectField label={text.sectionLabel} value={current} onChange={onChoose} choices={SECTIONS.map((s) => ({ value: s.id, label: text.sections[s.id] }))} />
      </div>
      <div className="admin-panel">{children}</div>
    </>
  )
}
