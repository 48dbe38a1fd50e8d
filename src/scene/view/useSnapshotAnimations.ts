// Animation triggers: each new snapshot is diffed with the previous one; placements land or drop,
// fallen cards get their skull, the turn start lights the playable slots. The test mirror is
// written, and a selection the snapshot made stale is cancelled. (Sounds are cued by src/state.)
import { useEffect, useRef } from 'react'
import { diffSnapshots, isStale, startHighlights, turnHighlights, turnStarted } from '../model'
import type { SelectionEvent } from '../model'
import type { Game } from '../../state/game'
import { markBoard } from './boardMirror'
import type { SceneRuntime } from './runtime'
import { contextOf } from './selectionContext'

export function useSnapshotAnimations(
  canvas: HTMLCanvasElement,
  game: Game | null,
  latest: () => Game | null,
  runtime: SceneRuntime,
  dispatch: (event: SelectionEvent) => void,
): void {
  const prevGame = useRef<Game | null>(null)
  useEffect(() => {
    if (!game) return
    const prev = prevGame.current
    prevGame.current = game
    markBoard(canvas, game)
    const now = performance.now()
    const diff = diffSnapshots(prev, game)
    for (const p of diff.placements) {
      if (p.kind !== 'card') continue
      if (p.by === game.you) runtime.animateLand(p.index, now)
      else runtime.animateDrop(p.index, now)
    }
    for (const i of diff.newKo) runtime.animateKo(i, now)
    if (turnStarted(prev, game)) runtime.setHighlights(startHighlights(turnHighlights(game), now))
    // The store is read now, not the rendered value: a render started before a pointer event may commit after it.
    const fresh = latest()
    if (fresh && isStale(runtime.selection, contextOf(fresh))) dispatch({ type: 'cancel' })
  }, [canvas, game, latest, runtime, dispatch])
}
