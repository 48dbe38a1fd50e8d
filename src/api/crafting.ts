// Credits' second use (src/game/economy.ts): crafting a chosen card or spell (answers the new copy
// and the credit left) and recycling a spare copy (answers the new credit).
import { api } from './client'
import { request } from './result'

export const craftCard = (userId: number, cardId: number) => request(() => api.POST('/api/cardplayer/craft', { body: { userId, cardId } }))
export const craftSpell = (userId: number, spellId: number) => request(() => api.POST('/api/spellplayer/craft', { body: { userId, spellId } }))

export const recycleCard = (userId: number, cardPlayerId: number) => request(() => api.POST('/api/cardplayer/recycle', { body: { userId, cardPlayerId } }))
export const recycleSpell = (userId: number, spellPlayerId: number) => request(() => api.POST('/api/spellplayer/recycle', { body: { userId, spellPlayerId } }))
