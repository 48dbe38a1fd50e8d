// The admin's changes to another player's collection (spec §7): giving a card, spell or booster,
// and taking an instance back. Each returns the one ApiResult (the lists are collection.ts' and packs.ts').
import { api } from './client'
import { adminFallback } from './admin'
import { request } from './result'

export const giveCard = (userId: number, cardId: number) => request(() => api.POST('/api/cardplayer/user/add', { body: { userId, cardId } }), adminFallback)
export const giveSpell = (userId: number, spellId: number) => request(() => api.POST('/api/spellplayer/user/add', { body: { userId, spellId } }), adminFallback)
export const givePack = (userId: number, packId: number) => request(() => api.POST('/api/packplayer/user/add', { body: { userId, packId } }), adminFallback)

export const removeCard = (userId: number, cardPlayerId: number) =>
  request(() => api.POST('/api/cardplayer/user/delete', { body: { userId, cardPlayerId } }), adminFallback)
export const removeSpell = (userId: number, spellPlayerId: number) =>
  request(() => api.POST('/api/spellplayer/user/delete', { body: { userId, spellPlayerId } }), adminFallback)
export const removePack = (userId: number, packPlayerId: number) =>
  request(() => api.POST('/api/packplayer/user/delete', { body: { userId, packPlayerId } }), adminFallback)
