// Password hashing: at most MAX_HASHES (2, 1 on 2 cores) scrypt hashes run at once per instance; the others queue and all finish.
import { expect, it } from 'vitest'
import { MAX_HASHES, hashPassword, hashingLoad, verifyPassword } from '../../src/server/security/password'

it('runs at most two hashes at once and queues the rest', async () => {
  let busiest = 0
  let watching = true
  const watch = (async () => {
    while (watching) {
      busiest = Math.max(busiest, hashingLoad().running)
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`secret-${i}-motdepasse`, 12)))
  watching = false
  await watch
  expect(busiest).toBe(MAX_HASHES) // 2, or 1 on a 2-core machine (a core left for the event loop)
  expect(hashingLoad()).toEqual({ running: 0, waiting: 0 })
  for (let i = 0; i < 8; i++) expect(await verifyPassword(`secret-${i}-motdepasse`, hashes[i])).toBe(true)
  expect(await verifyPassword('autre-chose', hashes[0])).toBe(false)
})
