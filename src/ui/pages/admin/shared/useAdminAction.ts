// Runs an admin change: a success toast with its text, else the server's French message (returned
// for the form to show inline, or toasted for a row action). The change itself names what it makes
// stale (src/state/queries), so nothing is reloaded here.
import { useCallback } from 'react'
import type { ApiResult } from '../../../../api/result'
import { showToastAtom, useSetAtom } from '../../../../state'

export function useAdminAction() {
  const toast = useSetAtom(showToastAtom)
  return useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, success: (data: T) => string, options: { toastError?: boolean } = {}): Promise<ApiResult<T>> => {
      const result = await call()
      if (result.ok) toast({ text: success(result.data), tone: 'success' })
      else if (options.toastError) toast({ text: result.failure.message, tone: 'error' })
      return result
    },
    [toast],
  )
}

