// Level and experience bar of an XP total (level table of src/game, capped at 100 %). A plain
// progressbar (the markup Radix Progress gave) keeps Radix out of the header and the landing's chunk.
import { levelOf, progressPercent } from '../../game/levels'
import { header } from '../../text'

export function LevelBar({ xp, compact = false }: { xp: number; compact?: boolean }) {
  const level = levelOf(xp)
  const percent = Math.min(100, progressPercent(xp))
  const state = percent >= 100 ? 'complete' : 'loading'
  return (
    <div className={compact ? 'level level-compact' : 'level'}>
      <span className="level-label">{header.level(level)}</span>
      <div
        className="xp-bar"
        role="progressbar"
        aria-label={header.experience}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={header.experienceValue(percent)}
        data-state={state}
        data-value={percent}
        data-max={100}
      >
        <div className="xp-bar-fill" data-state={state} style={{ transform: `translateX(-${100 - percent}%)` }} />
      </div>
    </div>
  )
}
