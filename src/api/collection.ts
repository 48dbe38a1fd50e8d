// A player's collection (spec §6): their card and spell instances, the upgrade that consumes three
// copies for +1 on each side, and the skin shown on one instance (skinId null takes it off).
import { api, type Schemas } from './client'
import { request } from './result'

export type CardPlayer = Schemas['CardPlayer']
export type SpellPlayer = Schemas['SpellPlayer']

export const listUserCards = (userId: number) => request(() => api.GET('/api/cardplayer/user/{userId}', { params: { path: { userId } } }))
export const listUserSpells = (userId: number) => request(() => api.GET('/api/spellplayer/user/{userId}', { params: { path: { userId } } }))

export const upgradeCard = (userId: number, cardPlayerId: number) => request(() => api.POST('/api/cardplayer/upgrade', { body: { userId, cardPlayerId } }))
export const upgradeSpell = (userId: number, spellPlayerId: number) => request(() => api.POST('/api/spellplayer/upgrade', { body: { userId, spellPlayerId } }))

export const setCardSkin = (userId: number, cardPlayerId: number, skinId: number | null) =>
  request(() => api.POST('/api/cardplayer/skin', { body: { userId, cardPlayerId, skinId } }))
export const setSpellSkin = (userId: number, spellPlayerId: number, skinId: number | null) =>
  request(() => api.POST('/api/spellplayer/skin', { body: { userId, spellPlayerId, skinId } }))
