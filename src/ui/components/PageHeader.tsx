// The title block of a page (and the tab's title).
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../hooks/useDocumentTitle'

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="page-header">
      <h1 className="page-title">{title}</h1>
      {intro && <p className="page-intro">{intro}</p>}
      {children}
    </div>
  )
}
