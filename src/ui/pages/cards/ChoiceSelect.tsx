// A labelled Radix Select of a few fixed choices (rarity, sort).
import { useId } from 'react'
import { Select } from 'radix-ui'
import { Icon } from '../../components/Icon'

interface Props<T extends string> {
  label: string
  value: T
  choices: { value: T; label: string }[]
  onChange: (value: T) => void
}

export function ChoiceSelect<T extends string>({ label, value, choices, onChange }: Props<T>) {
  const id = useId()
  return (
    <div className="filter-field">
      <span className="filter-label" id={id}>
        {label}
      </span>
      <Select.Root value={value} onValueChange={(v) => onChange(v as T)}>
        <Select.Trigger className="select-trigger filter-select" aria-labelledby={id}>
          <Select.Value />
          <Select.Icon className="select-chevron">▾</Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="select-content" position="popper" sideOffset={6}>
            <Select.Viewport>
              {choices.map((choice) => (
                <Select.Item key={choice.value} value={choice.value} className="select-item" data-rarity={choice.value}>
                  <Select.ItemText>{choice.label}</Select.ItemText>
                  <Select.ItemIndicator className="select-check">
                    <Icon name="check" />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  )
}
