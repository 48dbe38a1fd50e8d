// How many spectators watch each game, across instances. Each instance counts its own spectator
// streams per game and announces its count (a `watchers` notice) when it changes and again at each
// heartbeat; every instance sums the latest count heard from each instance. A count not announced
// again for a while (its instance crashed) is dropped. Pure bookkeeping: no I/O here.

interface Heard {
  count: number
  at: number
}

export class WatcherCounts {
  /** gameId → instance → latest count heard. */
  private readonly byGame = new Map<number, Map<string, Heard>>()

  /** Records an instance's count; the game's new total when it changed, else null. */
  record(gameId: number, instance: string, count: number, at: number): number | null {
    const before = this.total(gameId)
    let perInstance = this.byGame.get(gameId)
    if (count > 0) {
      if (!perInstance) this.byGame.set(gameId, (perInstance = new Map()))
      perInstance.set(instance, { count, at })
    } else if (perInstance) {
      perInstance.delete(instance)
      if (perInstance.size === 0) this.byGame.delete(gameId)
    }
    const after = this.total(gameId)
    return after === before ? null : after
  }

  total(gameId: number): number {
    let sum = 0
    for (const heard of this.byGame.get(gameId)?.values() ?? []) sum += heard.count
    return sum
  }

  /** Drops the counts not heard since `before` (other instances only); the games whose total changed. */
  dropStale(before: number, self: string): { gameId: number; count: number }[] {
    const changed: { gameId: number; count: number }[] = []
    for (const [gameId, perInstance] of this.byGame) {
      const old = this.total(gameId)
      for (const [instance, heard] of perInstance) if (instance !== self && heard.at < before) perInstance.delete(instance)
      if (perInstance.size === 0) this.byGame.delete(gameId)
      const now = this.total(gameId)
      if (now !== old) changed.push({ gameId, count: now })
    }
    return changed
  }
}
