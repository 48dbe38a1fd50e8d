// The three bots of the offline training, as a radio group.
import { DIFFICULTIES, type Difficulty } from '../../../game'
import { pwaText } from '../../../text/pwa'

export function DifficultyChoice({ value, onChange }: { value: Difficulty; onChange: (d: Difficulty) => void }) {
  return (
    <fieldset className="offline-choice">
      <legend className="field-label">{pwaText.difficulty}</legend>
      <div className="offline-options">
        {DIFFICULTIES.map((d) => (
          <label key={d} className="offline-option">
            <input type="radio" name="offline-difficulty" value={d} checked={value === d} onChange={() => onChange(d)} />
            <span>{pwaText.difficulties[d]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
