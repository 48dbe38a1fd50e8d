// 'Code de la partie': the private game's code in large letters, and 'Copier le code'.
import { useEffect, useId, useRef } from 'react'
import { showToastAtom, useSetAtom } from '../../../state'
import { lobby as text } from '../../../text'

export function PrivateCode({ code }: { code: string }) {
  const id = useId()
  const toast = useSetAtom(showToastAtom)
  const copyButton = useRef<HTMLButtonElement>(null)
  // The creation button is gone: focus goes to 'Copier le code', the next thing to do.
  useEffect(() => copyButton.current?.focus(), [])
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard')
      await navigator.clipboard.writeText(code)
      toast({ text: text.private.copied, tone: 'success' })
    } catch {
      toast({ text: text.private.copyFailed, tone: 'error' })
    }
  }
  return (
    <div className="private-code">
      <label className="field-label" htmlFor={id}>
        {text.private.code}
      </label>
      <div className="code-row">
        <input id={id} className="code-value" readOnly value={code} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-gold" onClick={() => void copy()} ref={copyButton}>
          {text.private.copy}
        </button>
      </div>
    </div>
  )
}
