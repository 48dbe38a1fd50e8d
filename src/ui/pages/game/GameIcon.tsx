// An icon of the battle screen (paths in icons.ts), drawn like src/ui/components/Icon.tsx.
import { GAME_ICON_PATHS, type GameIconName } from './icons'

export function GameIcon({ name, className }: { name: GameIconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 512 512" aria-hidden focusable="false">
      <path fill="currentColor" d={GAME_ICON_PATHS[name]} />
    </svg>
  )
}
