// The catalogue (spec §6, §7): cards, spells, boosters and skins (admins also get the ones withdrawn
// from sale), and the admin's edits. Each returns the one ApiResult; the card edit follows spec §8
// to the letter: failing without response data, it gives { message: 'Erreur inconnue', status: 500 }.
import { api, type Schemas } from './client'
import { adminFallback, unknownFallback, unknownWithoutData } from './admin'
import { request } from './result'

export type Card = Schemas['Card']
export type Spell = Schemas['Spell']
export type Pack = Schemas['Pack']
export type Skin = Schemas['Skin']

export const listCards = () => request(() => api.GET('/api/cards'), adminFallback)
export const listSpells = () => request(() => api.GET('/api/spells'), adminFallback)

/** POST /api/cardplayer/edit. Without response data: { message: 'Erreur inconnue', status: 500 } (spec §8). */
export const editCard = async (body: Schemas['CardEdit']) => unknownWithoutData(await request(() => api.POST('/api/cardplayer/edit', { body }), unknownFallback))
export const editSpell = (body: Schemas['SpellEdit']) => request(() => api.POST('/api/spellplayer/edit', { body }), adminFallback)

export const listPacks = () => request(() => api.GET('/api/packs'), adminFallback)
export const createPack = (body: Schemas['PackInput']) => request(() => api.POST('/api/packs', { body }), adminFallback)
export const editPack = (body: Schemas['PackEdit']) => request(() => api.POST('/api/packplayer/edit', { body }), adminFallback)
export const withdrawPack = (id: number) => request(() => api.DELETE('/api/packs/{id}', { params: { path: { id } } }), adminFallback)

export const listSkins = () => request(() => api.GET('/api/skins'), adminFallback)
export const createSkin = (body: Schemas['SkinInput']) => request(() => api.POST('/api/skins', { body }), adminFallback)
export const editSkin = (id: number, body: Schemas['SkinEdit']) => request(() => api.PATCH('/api/skins/{id}', { params: { path: { id } }, body }), adminFallback)
export const withdrawSkin = (id: number) => request(() => api.DELETE('/api/skins/{id}', { params: { path: { id } } }), adminFallback)
