// A labelled input with its hint and its error (announced, and linked by aria-describedby).
import { useId, useState, type InputHTMLAttributes } from 'react'
import { login as loginText } from '../../text'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
  /** Password inputs get a show/hide toggle. */
  revealable?: boolean
}

export function Field({ label, error, hint, revealable, type = 'text', ...input }: FieldProps) {
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          id={id}
          className="input"
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className="field-toggle"
            aria-pressed={revealed}
            aria-label={revealed ? loginText.hidePassword : loginText.showPassword}
            onClick={() => setRevealed((r) => !r)}
          >
            <EyeIcon open={!revealed} />
          </button>
        )}
      </div>
      {hint && !error && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d={open ? 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z' : 'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3 3.7M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6'}
      />
      {open && <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />}
    </svg>
  )
}
