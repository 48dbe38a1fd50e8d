// Calls `handle` once for each change of the battle's game (state/game battleChangesAtom: the one
// diff of each new version), in order, from those that come after the mount (the first snapshot
// drawn animates nothing).
import { useEffect, useRef } from 'react'
import { useAtomValue, useStore } from '../../state'
import { battleChangesAtom, type BattleChange } from '../../state/game'

export function useBattleChanges(handle: (change: BattleChange) => void): void {
  const store = useStore()
  const changes = useAtomValue(battleChangesAtom)
  const handled = useRef<number | null>(null)
  if (handled.current === null) handled.current = store.get(battleChangesAtom).at(-1)?.seq ?? 0
  const latest = useRef(handle)
  useEffect(() => {
    latest.current = handle
  })
  useEffect(() => {
    for (const change of changes) {
      if (change.seq <= (handled.current ?? 0)) continue
      handled.current = change.seq
      latest.current(change)
    }
  }, [changes])
}
