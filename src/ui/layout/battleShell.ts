// What the battle screen asks of the app shell while it is mounted: no site header and no side menu
// (the board takes the whole viewport; the site's links move into the game's menu), and where the
// toasts go so that they hide no board slot (over the battle's banner). Null: an ordinary page.
import { atom } from '../../state/store'

/** Where toasts sit during a battle, in viewport CSS px. */
interface ToastSpot {
  left: number
  top: number
  width: number
  /** The room's height: a toast is laid out to fit in it. */
  height: number
}

interface BattleShell {
  toastSpot: ToastSpot | null
}

export const battleShellAtom = atom<BattleShell | null>(null)

