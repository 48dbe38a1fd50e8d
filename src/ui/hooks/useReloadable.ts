// Data read from the server that the page can read again: the last value stays on screen while the
// next read runs; a failure shows only when there is nothing to show.
import { useCallback, useEffect, useState } from 'react'

export type Status = 'loading' | 'error' | 'ready'

export function useReloadable<T>(key: string | number, load: () => Promise<T>): { status: Status; data: T | null; reload: () => void } {
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let cancelled = false
    load()
      .then((next) => {
        if (cancelled) return
        setData(next)
        setFailed(false)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
    // `load` is read when the key or the version changes: callers reload with `reload`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version])
  const reload = useCallback(() => {
    setFailed(false)
    setVersion((v) => v + 1)
  }, [])
  return { status: data ? 'ready' : failed ? 'error' : 'loading', data, reload }
}
