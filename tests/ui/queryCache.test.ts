// The query cache belongs to one app store and to one player: each store has its own, and signing
// out empties it, so the next player never sees what was read for the previous one.
import { describe, expect, it } from 'vitest'
import { queryClientAtom, sessionAtom, signOutAtom } from '../../src/state'
import { createTestStore } from './helpers/store'

describe('the query cache', () => {
  it('is one per app store', () => {
    expect(createTestStore().get(queryClientAtom)).not.toBe(createTestStore().get(queryClientAtom))
  })

  it('is emptied when the player signs out', () => {
    const store = createTestStore()
    store.set(sessionAtom, { id: 7, accessToken: 't', admin: false })
    const client = store.get(queryClientAtom)
    client.setQueryData(['users', 7], { id: 7, credit: 1250 })
    client.setQueryData(['collection', 7, 'cards'], [{ id: 1 }])
    store.set(signOutAtom)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })
})
