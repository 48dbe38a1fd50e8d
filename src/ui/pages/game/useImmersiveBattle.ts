// Puts the app shell in battle mode while the battle screen is mounted (no site header, no side
// menu), with the toasts over the battle's banner (in viewport px): it covers no board slot, and
// the timer bar under it stays visible. Follows the scene's layout.
import { useEffect, useLayoutEffect, type RefObject } from 'react'
import type { Rect } from '../../../scene/model'
import { useSetAtom } from '../../../state'
import { battleShellAtom } from '../../layout/battleShell'

export function useImmersiveBattle(battle: RefObject<HTMLElement | null>, banner: Rect | undefined): void {
  const set = useSetAtom(battleShellAtom)
  useLayoutEffect(() => {
    const box = battle.current?.getBoundingClientRect()
    set({ toastSpot: box && banner ? { left: box.left + banner.x, top: box.top + banner.y, width: banner.width, height: banner.height } : null })
  }, [set, battle, banner])
  useEffect(() => () => set(null), [set])
}
