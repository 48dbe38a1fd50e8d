// A message box above a form or inside a page: error, success or information.
import type { ReactNode } from 'react'
import { Icon } from './Icon'

export function Notice({ tone, children, live = true }: { tone: 'error' | 'success' | 'info'; children: ReactNode; live?: boolean }) {
  const icon = tone === 'error' ? 'close' : tone === 'success' ? 'check' : 'info'
  return (
    <div className={`notice notice-${tone}`} role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}>
      <Icon name={icon} className="notice-icon" />
      <div className="notice-body">{children}</div>
    </div>
  )
}
