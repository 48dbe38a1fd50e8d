// Toasts the battle's notices (battleNotices.ts), each kind once per game, from the server's
// snapshots only (an optimistic one hands the turn over before the server says who plays).
import { useEffect, useRef } from 'react'
import { showToastAtom, useAtomValue, useSetAtom } from '../../../state'
import { serverGameAtom } from '../../../state/game'
import { battleNotices } from './battleNotices'

export function useBattleNotices(): void {
  const game = useAtomValue(serverGameAtom)
  const toast = useSetAtom(showToastAtom)
  const told = useRef(new Set<string>())
  useEffect(() => {
    if (!game) return
    for (const notice of battleNotices(game)) {
      const key = `${game.id}:${notice.kind}`
      if (told.current.has(key)) continue
      told.current.add(key)
      toast({ text: notice.text, tone: 'info' })
    }
  }, [game, toast])
}
