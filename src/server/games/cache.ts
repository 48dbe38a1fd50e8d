// The games this instance loaded or saved last (record + players' refs): one cache per app, on its
// database handle (plugins/game-cache.ts), reached through the GameStore (store.ts). Never
// trusted blindly: a read checks the row's version (one tiny indexed query) and reloads only when
// it moved; a notice carrying a version already held needs no query at all; a move saves over the
// cached version (`WHERE version = v`), so a stale entry costs one failed update and a reload.
// Versions only grow, so an entry is replaced only by a newer one. Refs are as fresh as the last
// load (reloaded with the game whenever its version changes, and at the game's end).
// A save of this instance under way is known (`saving`): its own notice, which on PostgreSQL may be
// heard on the LISTEN connection before the save's answer comes back on its own, waits for that
// answer instead of reloading the row.
import type { Db } from '../db/client'
import { gameVersionReader, loadGame } from '../db/repositories/games'
import type { LoadedGame } from './types'

const MAX_GAMES = 20_000

export class GameCache {
  private readonly games = new Map<number, LoadedGame>()
  /** This instance's saves under way, per game (the latest one). */
  private readonly saves = new Map<number, Promise<unknown>>()
  private readonly versionOf: (id: number) => Promise<number | null>

  constructor(private readonly db: Db) {
    this.versionOf = gameVersionReader(db)
  }

  /** The game as it is in the database now (its version checked), or null when there is none. */
  async fresh(id: number): Promise<LoadedGame | null> {
    const held = this.games.get(id)
    if (!held) return this.reload(id)
    const version = await this.versionOf(id)
    if (version === null) {
      this.games.delete(id)
      return null
    }
    return version === held.record.version ? held : this.reload(id)
  }

  /**
   * The game at `version` or newer (a notice's): the held one when recent enough (after this
   * instance's save of that game under way, if any, has stored its result), else a reload.
   */
  async atLeast(id: number, version: number): Promise<LoadedGame | null> {
    const recent = () => {
      const held = this.games.get(id)
      return held && held.record.version >= version ? held : null
    }
    const saving = recent() ? undefined : this.saves.get(id)
    if (saving) await saving.catch(() => null)
    return recent() ?? this.reload(id)
  }

  /** Runs a save of game `id` (which stores its result), known meanwhile to `atLeast`. */
  async saving<T>(id: number, save: Promise<T>): Promise<T> {
    this.saves.set(id, save)
    try {
      return await save
    } finally {
      if (this.saves.get(id) === save) this.saves.delete(id)
    }
  }

  /** The held game without any check (a move saves over it by version), else a reload. */
  async held(id: number): Promise<{ game: LoadedGame | null; checked: boolean }> {
    const game = this.games.get(id)
    return game ? { game, checked: false } : { game: await this.reload(id), checked: true }
  }

  /** Whether the held game is still the current one (then `held` results may be trusted). */
  async isCurrent(game: LoadedGame): Promise<boolean> {
    const version = await this.versionOf(game.record.id)
    if (version !== game.record.version) this.forget(game.record.id, game.record.version)
    return version === game.record.version
  }

  async reload(id: number): Promise<LoadedGame | null> {
    const loaded = await loadGame(this.db, id)
    if (loaded) this.store(loaded)
    else this.games.delete(id)
    return loaded
  }

  /** Keeps a game just loaded or saved, unless a newer version is already held. */
  store(game: LoadedGame): void {
    const { id, version } = game.record
    const held = this.games.get(id)
    if (held && held.record.version > version) return
    if (!held && this.games.size >= MAX_GAMES) this.games.delete(this.games.keys().next().value!)
    this.games.set(id, game)
  }

  /** Drops a game held at that version (found stale). */
  forget(id: number, version: number): void {
    if (this.games.get(id)?.record.version === version) this.games.delete(id)
  }

  /** Drops every held game (the app closes). */
  clear(): void {
    this.games.clear()
  }

  get size(): number {
    return this.games.size
  }
}
