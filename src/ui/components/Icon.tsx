// An interface icon (game-icons.net paths, see icons/paths.ts), sized by the font size.
import { ICON_PATHS, type IconName } from '../icons/paths'

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 512 512"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path fill="currentColor" d={ICON_PATHS[name]} />
    </svg>
  )
}
export type { IconName }
