// Calls `handle` once for each change of the battle's game (state/game battleChangesAtom: the one
// diff of each new version), in order, from those that come after the mount (the first snapshot
// drawn animates nothing). `useBattleChangeBatches` gives the changes that arrived together (two
// versions in one stream chunk: the player's KO and the bot's answer) in one call.
import { useEffect, useRef } from 'react'
import { useAtomValue, useStore } from '../../state'
import { battleChangesAtom, type BattleChange } from '../../state/game'

export function useBattleChangeBatches(handle: (changes: readonly BattleChange[]) => void): void {
  const store = useStore()
  const changes = useAtomValue(battleChangesAtom)
  const handled = useRef<number | null>(null)
  if (handled.current === null) handled.current = store.get(battleChangesAtom).at(-1)?.seq ?? 0
  const latest = useRef(handle)
  useEffect(() => {
    latest.current = handle
  })
  useEffect(() => {
    const fresh = changes.filter((change) => change.seq > (handled.current ?? 0))
    if (fresh.length === 0) return
    handled.current = fresh[fresh.length - 1].seq
    latest.current(fresh)
  }, [changes])
}

export function useBattleChanges(handle: (change: BattleChange) => void): void {
  useBattleChangeBatches((changes) => {
    for (const change of changes) handle(change)
  })
}
