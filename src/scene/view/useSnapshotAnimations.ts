// Animation triggers: each change of the battle's game brings its one diff (state/game
// battleChanges); placements land or drop, fallen cards get their skull, the turn start lights the
// playable slots. The test mirror is written, and a selection the snapshot made stale is cancelled.
// (Sounds are cued by src/state.)
import { useEffect } from 'react'
import { isStale, startHighlights, turnHighlights } from '../model'
import type { SelectionEvent } from '../model'
import type { Game } from '../../state/game'
import { markBoard } from './boardMirror'
import type { SceneRuntime } from './runtime'
import { contextOf } from './selectionContext'
import { useBattleChanges } from './useBattleChanges'

export function useSnapshotAnimations(
  canvas: HTMLCanvasElement,
  game: Game | null,
  latest: () => Game | null,
  runtime: SceneRuntime,
  dispatch: (event: SelectionEvent) => void,
): void {
  useBattleChanges(({ next, diff, turnStarted }) => {
    const now = performance.now()
    for (const p of diff.placements) {
      if (p.kind !== 'card') continue
      if (p.by === next.you) runtime.animateLand(p.index, now)
      else runtime.animateDrop(p.index, now)
    }
    for (const i of diff.newKo) runtime.animateKo(i, now)
    if (turnStarted) runtime.setHighlights(startHighlights(turnHighlights(next), now))
  })
  useEffect(() => {
    if (!game) return
    markBoard(canvas, game)
    // The store is read now, not the rendered value: a render started before a pointer event may commit after it.
    const fresh = latest()
    if (fresh && isStale(runtime.selection, contextOf(fresh))) dispatch({ type: 'cancel' })
  }, [canvas, game, latest, runtime, dispatch])
}
