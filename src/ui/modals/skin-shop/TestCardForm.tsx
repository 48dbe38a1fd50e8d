// The built-in test gateway's card form (the server runs without Stripe): card number spaced as it
// is typed, MM/AA, CVC, in one Stripe-like box, and the 'Mode test' notice with the test cards.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { confirmTestPayment } from '../../../api/payments'
import { checkout, testCard as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { caretAfterDigits, cardProblem, formatCardNumber, formatCvc, formatExpiry, testCardOf, type CardField, type CardFields } from './cardFormat'
import type { CardFormProps } from './provider'

const FORMAT: Record<CardField, (value: string) => string> = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc }

export function TestCardForm({ onProvider, onMessage, disabled }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' })
  const [invalid, setInvalid] = useState<CardField | null>(null)
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({})
  const titleId = useId()

  useEffect(() => {
    onProvider({
      check() {
        const problem = cardProblem(fields)
        setInvalid(problem?.field ?? null)
        if (problem) inputs.current[problem.field]?.focus()
        return problem?.message ?? null
      },
      confirm: (clientSecret) => confirmTestPayment(clientSecret, testCardOf(fields)),
    })
  }, [fields, onProvider])
  useEffect(() => () => onProvider(null), [onProvider])

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const raw = input.value
    const caret = input.selectionStart ?? raw.length
    const formatted = FORMAT[field](raw)
    setFields((f) => ({ ...f, [field]: formatted }))
    if (invalid === field) setInvalid(null)
    onMessage(null)
    if (caret < raw.length) {
      const position = caretAfterDigits(raw, caret, formatted)
      requestAnimationFrame(() => input.setSelectionRange(position, position))
    }
  }

  const fillCard = (number: string) => {
    setFields((f) => ({ ...f, number }))
    setInvalid(null)
    onMessage(null)
    inputs.current.expiry?.focus()
  }

  const input = (field: CardField, label: string, placeholder: string, autoComplete: string, maxLength: number) => (
    <input
      ref={(el) => {
        inputs.current[field] = el
      }}
      className={`card-input card-input-${field}`}
      aria-label={label}
      aria-invalid={invalid === field ? true : undefined}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={fields[field]}
      onChange={change(field)}
      disabled={disabled}
    />
  )

  return (
    <div className="test-card-form">
      <fieldset className="card-box" disabled={disabled}>
        <legend className="card-legend">{checkout.cardLegend}</legend>
        <div className="card-box-fields" data-invalid={invalid ?? undefined}>
          {input('number', text.number, text.numberPlaceholder, 'cc-number', 23)}
          <div className="card-box-row">
            {input('expiry', text.expiry, text.expiryPlaceholder, 'cc-exp', 5)}
            {input('cvc', text.cvc, text.cvcPlaceholder, 'cc-csc', 4)}
          </div>
        </div>
      </fieldset>
      <aside className="test-mode" aria-labelledby={titleId}>
        <p className="test-mode-title" id={titleId}>
          <Icon name="info" /> {text.modeTitle}
        </p>
        <p className="test-mode-text">{text.modeText}</p>
        <ul className="test-cards">
          {text.cards.map((card) => (
            <li key={card.number}>
              {/* named by its hidden sentence (number and outcome included), not an aria-label that leaves the outcome out */}
              <button type="button" className="test-card" onClick={() => fillCard(card.number)} disabled={disabled}>
                <span className="visually-hidden">{`${text.use(card.number)}, ${card.outcome}`}</span>
                <code aria-hidden="true">{card.number}</code>
                <span aria-hidden="true">{card.outcome}</span>
              </button>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}
