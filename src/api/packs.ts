// A player's boosters (spec §6; those on sale are in catalogue.ts): their own, and buying (answers
// the credit left), opening (answers the cards and spells drawn) and the 3-for-1 exchange.
import { api, type Schemas } from './client'
import { request } from './result'

export type Pack = Schemas['Pack']
export type PackPlayer = Schemas['PackPlayer']

export const listUserPacks = (userId: number) => request(() => api.GET('/api/packplayer/user/{id}', { params: { path: { id: userId } } }))

export const buyPack = (userId: number, packId: number) => request(() => api.POST('/api/packplayer/user/buy', { body: { userId, packId } }))
export const openPack = (userId: number, packPlayerId: number) => request(() => api.POST('/api/packplayer/user/open', { body: { userId, packPlayerId } }))
export const exchangePacks = (userId: number, packId: number) => request(() => api.POST('/api/packplayer/upgrade', { body: { userId, packId } }))
