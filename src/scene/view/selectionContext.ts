// The selection reducer's context per snapshot.
import { toMatchState } from '../model'
import type { SelectionContext } from '../model'
import type { Game } from '../../state/game'

/** The selection context of a snapshot (cached per snapshot: pointer moves ask for it often). */
const contexts = new WeakMap<Game, SelectionContext>()
export function contextOf(game: Game): SelectionContext {
  let ctx = contexts.get(game)
  if (!ctx) {
    ctx = { match: toMatchState(game), you: game.you }
    contexts.set(game, ctx)
  }
  return ctx
}
