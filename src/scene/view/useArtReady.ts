// Loads a battle's art (artCache) before its board shows: every image of the first frame loaded or
// failed (a failed one shows the face's unavailable state), or the time allowed ran out (a slow
// network never holds the battle back for ever: the faces then draw as their art comes). No Pixi:
// the battle pages use it around the lazily loaded canvas.
import { useEffect, useMemo, useState } from 'react'
import { firstFrameArt, type GameSnapshot } from '../model'
import { loadArt } from './artCache'

/** How long a battle waits for its art before it shows anyway. */
export const ART_WAIT_MS = 8000

/** True once the art of urls is ready; false again while a new list loads. */
export function useArtReady(urls: readonly string[], timeoutMs = ART_WAIT_MS): boolean {
  const key = urls.join('\n')
  const [readyKey, setReadyKey] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void loadArt(key ? key.split('\n') : [], timeoutMs).then(() => {
      if (live) setReadyKey(key)
    })
    return () => {
      live = false
    }
  }, [key, timeoutMs])
  return readyKey === key
}

/** A battle's art: 'waiting' for its game to be complete, 'loading' its first frame's art, 'ready' to show. */
export type BattleArt = 'waiting' | 'loading' | 'ready'

/**
 * Whether the game's board may show: its first frame's art (the hand, the board) is ready. A
 * player's game is complete once it runs (its hand dealt), a spectator's at once. Once ready for a
 * game it stays ready (later cards load as they are placed).
 */
export function useFirstFrameArt(game: GameSnapshot | null, player: boolean): BattleArt {
  const [shownFor, setShownFor] = useState<number | null>(null)
  const id = game?.id ?? null
  const shown = id != null && shownFor === id
  const complete = !!game && (!player || (game.status !== 'WAITING' && game.hand != null))
  const urls = useMemo(() => (game && complete && !shown ? firstFrameArt(game) : []), [game, complete, shown])
  const ready = useArtReady(urls) && complete
  if (ready && id != null && !shown) setShownFor(id) // latched for this game
  return shown || ready ? 'ready' : complete ? 'loading' : 'waiting'
}

/** Starts loading art now (a deck just picked: its cards are dealt next), without waiting for it. */
export function preloadArt(urls: readonly string[]): void {
  void loadArt(urls, 0)
}
