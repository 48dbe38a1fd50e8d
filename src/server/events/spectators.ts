// This instance's spectator streams, per watched game, with the game's players (so a change in the
// number of spectators reaches the players' streams without reading the game).
import type { Stream } from './stream'

interface Watched {
  players: number[]
  streams: Set<Stream>
}

export class Spectators {
  private readonly games = new Map<number, Watched>()

  get size(): number {
    return this.games.size
  }

  /** Adds a spectator stream; this instance's new count for the game. */
  add(gameId: number, players: number[], stream: Stream): number {
    let watched = this.games.get(gameId)
    if (!watched) this.games.set(gameId, (watched = { players, streams: new Set() }))
    watched.streams.add(stream)
    return watched.streams.size
  }

  /** Removes a spectator stream; this instance's new count, or null when it was not there. */
  remove(stream: Stream): number | null {
    const watched = stream.watching == null ? undefined : this.games.get(stream.watching)
    if (!watched?.streams.delete(stream)) return null
    if (watched.streams.size === 0) this.games.delete(stream.watching!)
    return watched.streams.size
  }

  streamsOf(gameId: number): Set<Stream> | undefined {
    return this.games.get(gameId)?.streams
  }

  playersOf(gameId: number): number[] {
    return this.games.get(gameId)?.players ?? []
  }

  /** Every watched game with this instance's count. */
  *counts(): Iterable<{ gameId: number; players: number[]; count: number }> {
    for (const [gameId, watched] of this.games) yield { gameId, players: watched.players, count: watched.streams.size }
  }

  *all(): Iterable<Stream> {
    for (const watched of this.games.values()) yield* watched.streams
  }
}
