// A labelled search box of a section's toolbar.
import { useId } from 'react'

export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="admin-search">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} autoComplete="off" spellCheck={false} />
    </div>
  )
}
