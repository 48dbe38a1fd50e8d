// Sets the tab's title to 'Page — Arène des Cartes'.
import { useEffect } from 'react'
import { APP_NAME } from '../../text'

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : APP_NAME
  }, [title])
}
