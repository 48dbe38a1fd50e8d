// /contact: name, e-mail and message, all required; submitting only logs locally and says so.
import { useState, type FormEvent } from 'react'
import { common, contact } from '../../text'
import { Field } from '../components/Field'
import { Notice } from '../components/Notice'
import { PageHeader } from '../components/PageHeader'
import { useHydrated } from '../hooks/useHydrated'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
type Errors = { name?: string; email?: string; message?: string }

export default function ContactPage() {
  const hydrated = useHydrated()
  const [values, setValues] = useState({ name: '', email: '', message: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: Errors = {
      name: values.name.trim() ? undefined : common.required,
      email: !values.email.trim() ? common.required : EMAIL.test(values.email.trim()) ? undefined : common.invalidEmail,
      message: values.message.trim() ? undefined : common.required,
    }
    setErrors(next)
    if (next.name || next.email || next.message) return
    console.info('Message de contact (enregistré localement, non envoyé) :', values)
    setSent(true)
  }

  return (
    <div className="page page-narrow">
      <PageHeader title={contact.title} intro={contact.intro} />
      {sent ? (
        <div className="panel">
          <Notice tone="success">{contact.sentLocally}</Notice>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setValues({ name: '', email: '', message: '' })
              setSent(false)
            }}
          >
            {contact.another}
          </button>
        </div>
      ) : (
        <form className="form panel" onSubmit={submit} noValidate>
          <fieldset className="form-gate" disabled={!hydrated}>
            <Field label={contact.name} name="name" required autoComplete="name" value={values.name} error={errors.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
            <Field label={contact.email} name="email" type="email" required autoComplete="email" value={values.email} error={errors.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
            <MessageField value={values.message} error={errors.message} onChange={(message) => setValues({ ...values, message })} />
            <button type="submit" className="button button-primary">
              {contact.submit}
            </button>
          </fieldset>
        </form>
      )}
    </div>
  )
}

function MessageField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field-label" htmlFor="contact-message">
        {contact.message}
      </label>
      <textarea
        id="contact-message"
        name="message"
        className="input textarea"
        rows={6}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contact-message-error' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" id="contact-message-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
