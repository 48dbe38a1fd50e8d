// The admin forms' other fields, in the look of Field: a text area, a labelled Radix Select and a
// Radix Checkbox with its hint. Each error is announced and linked by aria-describedby.
import { useId, type TextareaHTMLAttributes } from 'react'
import { Checkbox, Select } from 'radix-ui'
import { Icon } from '../../../components/Icon'

function Message({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  if (error)
    return (
      <p className="field-error" id={`${id}-error`} role="alert">
        {error}
      </p>
    )
  return hint ? (
    <p className="field-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null
}
const describedBy = (id: string, hint?: string, error?: string | null) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined)

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  hint?: string
  error?: string | null
}

export function TextAreaField({ label, hint, error, ...area }: TextAreaProps) {
  const id = useId()
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="input textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...area} />
      <Message id={id} hint={hint} error={error} />
    </div>
  )
}

export interface Choice<T extends string> {
  value: T
  label: string
  /** Choices with a group are listed under its label. */
  group?: string
  rarity?: string
}

interface SelectProps<T extends string> {
  label: string
  value: T | ''
  choices: Choice<T>[]
  onChange: (value: T) => void
  placeholder?: string
  hint?: string
  error?: string | null
  disabled?: boolean
}

export function SelectField<T extends string>({ label, value, choices, onChange, placeholder, hint, error, disabled }: SelectProps<T>) {
  const id = useId()
  const groups = [...new Set(choices.map((c) => c.group ?? ''))]
  const item = (choice: Choice<T>) => (
    <Select.Item key={choice.value} value={choice.value} className="select-item" data-rarity={choice.rarity}>
      <Select.ItemText>{choice.label}</Select.ItemText>
      <Select.ItemIndicator className="select-check">
        <Icon name="check" />
      </Select.ItemIndicator>
    </Select.Item>
  )
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <Select.Root value={value || undefined} onValueChange={(v) => onChange(v as T)} disabled={disabled}>
        <Select.Trigger className="select-trigger admin-select" aria-labelledby={`${id}-label`} aria-describedby={describedBy(id, hint, error)} aria-invalid={error ? true : undefined}>
          <Select.Value placeholder={placeholder} />
          <Select.Icon className="select-chevron">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content admin-select-content" position="popper" sideOffset={6}>
            <Select.Viewport>
              {groups.map((group) =>
                group ? (
                  <Select.Group key={group}>
                    <Select.Label className="select-group-label">{group}</Select.Label>
                    {choices.filter((c) => c.group === group).map(item)}
                  </Select.Group>
                ) : (
                  choices.filter((c) => !c.group).map(item)
                ),
              )}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
      <Message id={id} hint={hint} error={error} />
    </div>
  )
}

export function CheckField({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className="check-row">
      <Checkbox.Root id={id} className="checkbox" checked={checked} onCheckedChange={(v) => onChange(v === true)}>
        <Checkbox.Indicator className="checkbox-indicator">
          <Icon name="check" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="check-label">
        {label}
        {hint && <span className="check-hint">{hint}</span>}
      </label>
    </div>
  )
}

/** An integer typed in a number field ('' and non-integers give null). */
export function intOf(value: string): number | null {
  const text = value.trim().replace('−', '-')
  if (!/^[-+]?\d+$/.test(text)) return null
  return Number(text)
}
