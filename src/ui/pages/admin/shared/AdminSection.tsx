// The frame of one console section: its title block, its main actions (e.g. 'Nouveau booster'),
// a toolbar, and the query's content: a spinner, then the content (kept on screen while it is read
// again), or the error with 'Réessayer' when there is nothing to show.
import { useId, type ReactNode } from 'react'
import { adminPage as text, common } from '../../../../text'
import type { IconName } from '../../../components/Icon'
import { Notice } from '../../../components/Notice'
import { Spinner } from '../../../components/Spinner'
import { SectionHead } from '../../games/SectionHead'
import type { SectionQuery } from './sectionQuery'

interface Props<T> {
  icon: IconName
  title: string
  intro: string
  actions?: ReactNode
  toolbar?: ReactNode
  query: SectionQuery<T>
  children: (data: T) => ReactNode
}

export function AdminSection<T>({ icon, title, intro, actions, toolbar, query, children }: Props<T>) {
  const titleId = useId()
  return (
    <section className="panel admin-section" aria-labelledby={titleId}>
      <div className="admin-section-head">
        <SectionHead id={titleId} icon={icon} title={title} intro={intro} />
        {actions && <div className="admin-section-actions">{actions}</div>}
      </div>
      {toolbar && <div className="admin-toolbar">{toolbar}</div>}
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <Notice tone="error">
          <p>{text.loadError}</p>
          <button type="button" className="button button-small button-secondary" onClick={() => void query.refetch()}>
            {text.retry}
          </button>
        </Notice>
      ) : (
        <Spinner label={common.loading} />
      )}
    </section>
  )
}
