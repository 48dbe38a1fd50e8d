// Level and experience bar of an XP total (level table of src/game, capped at 100 %).
import { Progress } from 'radix-ui'
import { levelOf, progressPercent } from '../../game/levels'
import { header } from '../../text'

export function LevelBar({ xp, compact = false }: { xp: number; compact?: boolean }) {
  const level = levelOf(xp)
  const percent = Math.min(100, progressPercent(xp))
  return (
    <div className={compact ? 'level level-compact' : 'level'}>
      <span className="level-label">{header.level(level)}</span>
      <Progress.Root
        className="xp-bar"
        value={percent}
        max={100}
        aria-label={header.experience}
        getValueLabel={(value) => header.experienceValue(value)}
      >
        <Progress.Indicator className="xp-bar-fill" style={{ transform: `translateX(-${100 - percent}%)` }} />
      </Progress.Root>
    </div>
  )
}
