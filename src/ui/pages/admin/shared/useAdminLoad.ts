// Loads an admin list once per key and again on `reload()` (after each change: nothing optimistic).
// A reload keeps the list on screen until the new answer arrives; a new key starts from 'loading'.
import { useCallback, useEffect, useState } from 'react'

export type AdminLoad<T> =
  | { status: 'loading'; reload: () => void }
  | { status: 'error'; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void }

export function useAdminLoad<T>(key: string, load: () => Promise<T>): AdminLoad<T> {
  const [version, setVersion] = useState(0)
  const [result, setResult] = useState<{ key: string; data?: T; failed?: boolean } | null>(null)
  useEffect(() => {
    let cancelled = false
    load()
      .then((data) => !cancelled && setResult({ key, data }))
      .catch(() => !cancelled && setResult((prev) => (prev?.key === key && prev.data !== undefined ? prev : { key, failed: true })))
    return () => {
      cancelled = true
    }
    // `load` is read when the key or the version changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version])
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  if (!result || result.key !== key) return { status: 'loading', reload }
  if (result.data !== undefined) return { status: 'ready', data: result.data, reload }
  return { status: 'error', reload }
}
