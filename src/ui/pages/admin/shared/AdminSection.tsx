// The frame of one console section: its title block, its main actions (e.g. 'Nouveau booster'),
// a toolbar, and the loaded content (a spinner, then the content or the error with 'Réessayer').
import { useId, type ReactNode } from 'react'
import { adminPage as text, common } from '../../../../text'
import type { IconName } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { Spinner } from '../../../components/Spinner'
import { SectionHead } from '../../games/SectionHead'
import type { AdminLoad } from './useAdminLoad'

interface Props<T> {
  icon: IconName
  title: string
  intro: string
  actions?: ReactNode
  toolbar?: ReactNode
  load: AdminLoad<T>
  children: (data: T) => ReactNode
}

export function AdminSection<T>({ icon, title, intro, actions, toolbar, load, children }: Props<T>) {
  const titleId = useId()
  return (
    <section className="panel admin-section" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <SectionHead id={titleId} icon={icon} title={title} intro={intro} />
        {actions && <div className="admin-section-actions">{actions}</div>}
      </div>
      {toolbar && <div className="admin-toolbar">{toolbar}</div>}
      {load.status === 'loading' && <Spinner label={common.loading} />}
      {load.status === 'error' && (
        <Notice tone="error">
          <p>{text.loadError}</p>
          <button type="button" className="button button-small button-secondary" onClick={load.reload}>
            {text.retry}
          </button>
        </Notice>
      )}
      {load.status === 'ready' && children(load.data)}
    </section>
  )
}
