// An interface icon (game-icons.net paths, see icons/paths.ts), sized by the font size. An icon of
// the lazy group draws an empty square of the same size until its chunk has loaded.
import { useEffect, useSyncExternalStore } from 'react'
import { iconPath, loadMoreIcons, moreIconsLoaded, subscribeIcons, type IconName } from '../icons/paths'

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  useSyncExternalStore(subscribeIcons, moreIconsLoaded, moreIconsLoaded)
  const d = iconPath(name)
  useEffect(() => {
    if (d === undefined) loadMoreIcons().catch(() => undefined) // offline: the label still says it
  }, [d])
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 512 512"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {d !== undefined && <path fill="currentColor" d={d} />}
    </svg>
  )
}
export type { IconName }
