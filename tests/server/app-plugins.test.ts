// The app's objects on its database are plugins (src/server/plugins: database, game-cache,
// game-saves, notices, bots, game-store): each names the plugins it needs, so a missing one fails the start
// instead of a call; the save batcher's close waits for the saves on their way.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { gameCachePlugin } from '../../src/server/plugins/game-cache'
import { gameSavesPlugin } from '../../src/server/plugins/game-saves'
import { botsPlugin } from '../../src/server/plugins/bots'
import { gameStorePlugin } from '../../src/server/plugins/game-store'
import { noticesPlugin } from '../../src/server/plugins/notices'
import { testConfig } from '../../src/server/config'
import { manualClock } from '../../src/server/clock'
import { SaveBatcher } from '../../src/server/db/repositories/games-save-batch'
import type { VersionedSave } from '../../src/server/db/repositories/games-save'

describe('app plugins', () => {
  it('each refuses to start without the plugins it depends on', async () => {
    for (const [plugin, needs] of [
      [gameCachePlugin, 'database'],
      [gameSavesPlugin, 'database'],
      [noticesPlugin, 'database'],
      [botsPlugin, 'database'],
      [gameStorePlugin, 'database'],
    ] as const) {
      const app = Fastify().decorate('config', testConfig()).decorate('clock', manualClock())
      await expect(app.register(plugin).ready()).rejects.toThrow(new RegExp(`dependency '${needs}'`))
      await app.close()
    }
  })

  it('the saves close once those queued or on their way have answered', async () => {
    const answers: (() => void)[] = []
    const sent = () => new Promise<void>((resolve) => answers.push(resolve))
    const batcher = new SaveBatcher(
      async () => (await sent(), { rows: [] }),
      async () => (await sent(), { saved: true, notified: false }),
    )
    await batcher.idle() // nothing queued
    const save = (id: number) => batcher.save({ id, version: 1 } as VersionedSave, undefined)
    const saves = [save(1), save(2), save(3)] // two flights at once; the third waits for one to land
    let closed = false
    const idle = batcher.idle().then(() => (closed = true))
    await expect.poll(() => answers.length).toBe(2)
    answers.shift()!()
    await saves[0]
    await expect.poll(() => answers.length).toBe(2) // the third save left as the first landed
    expect(closed).toBe(false)
    for (const answer of answers.splice(0)) answer()
    await idle
    expect(closed).toBe(true)
  })
})
