// What the account forms show of a failed change: the server's message (else the page's own text)
// and its messages under the fields, 'Mot de passe actuel' included.
import { failureText, type Failure } from '../../../api/result'
import { profilePage as text } from '../../../text'

type FieldName = 'pseudo' | 'email' | 'password' | 'passwordConfirmation' | 'currentPassword'
export type FieldErrors = Partial<Record<FieldName, string>>

/** The form's message and field errors for a failure. */
export function formErrorsOf(failure: Failure, fallback: string = text.failed): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = { ...failure.fields }
  const current = failure.data?.currentPassword
  if (typeof current === 'string' && current) fields.currentPassword = current
  return { message: failureText(failure, fallback), fields }
}
