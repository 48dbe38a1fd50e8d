// A player's boosters (spec §6; those on sale are in catalogue.ts): their own, the légendaire
// guarantee's counters, and buying (answers the credit left), opening (answers the cards and
// spells drawn) and the 3-for-1 exchange.
import { api, type Schemas } from './client'
import { request } from './result'

export type Pack = Schemas['Pack']
export type PackPlayer = Schemas['PackPlayer']
export type PackPity = Schemas['PackPity']

export const listUserPacks = (userId: number) => request(() => api.GET('/api/packplayer/user/{id}', { params: { path: { id: userId } } }))
/** The légendaire guarantee's counters: boosters of each kind opened since the last légendaire. */
export const readPackPity = (userId: number) => request(() => api.GET('/api/packplayer/user/{id}/pity', { params: { path: { id: userId } } }))

export const buyPack = (userId: number, packId: number) => request(() => api.POST('/api/packplayer/user/buy', { body: { userId, packId } }))
export const openPack = (userId: number, packPlayerId: number) => request(() => api.POST('/api/packplayer/user/open', { body: { userId, packPlayerId } }))
export const exchangePacks = (userId: number, packId: number) => request(() => api.POST('/api/packplayer/upgrade', { body: { userId, packId } }))
