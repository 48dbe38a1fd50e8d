// Loads data once per key: { status: 'loading' | 'error' | 'ready', data }.
import { useEffect, useState } from 'react'

export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T }

export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> {
  const [state, setState] = useState<{ key: string | null; value: Load<T> }>({ key: null, value: { status: 'loading' } })
  useEffect(() => {
    if (key === null) return
    let cancelled = false
    load()
      .then((data) => !cancelled && setState({ key, value: { status: 'ready', data } }))
      .catch(() => !cancelled && setState({ key, value: { status: 'error' } }))
    return () => {
      cancelled = true
    }
    // `load` is read when the key changes; callers pass a new key to reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state.key === key ? state.value : { status: 'loading' }
}
