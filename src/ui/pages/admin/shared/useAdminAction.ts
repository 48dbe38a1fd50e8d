// Runs an admin change: a success toast with its text, else the server's French message (returned
// for the form to show inline, or toasted for a row action). The caller reloads after success.
import { useCallback } from 'react'
import type { AdminResult } from '../../../../api/admin'
import { showToastAtom, useSetAtom } from '../../../../state'

export function useAdminAction() {
  const toast = useSetAtom(showToastAtom)
  return useCallback(
    async <T>(call: () => Promise<AdminResult<T>>, success: (data: T) => string, options: { toastError?: boolean } = {}): Promise<AdminResult<T>> => {
      const result = await call()
      if (result.ok) toast({ text: success(result.data), tone: 'success' })
      else if (options.toastError) toast({ text: result.error.message, tone: 'error' })
      return result
    },
    [toast],
  )
}

/** The server's field messages of a failure (pseudo, email, password…). */
export function fieldErrorsOf(error: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of names) if (typeof error[name] === 'string' && error[name]) fields[name] = error[name] as string
  return fields
}
