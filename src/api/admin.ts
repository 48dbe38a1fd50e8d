// The admin calls (spec §6, §7, §8): accounts, collections of other players, the catalogue of
// cards, spells, boosters and skins, and the news. Reads return the data or throw (ApiError);
// every change returns `{ ok: true, data }` or `{ ok: false, error }` where `error` is the server's
// error data (`{ message, status, …fields }`), so forms show it without handling exceptions.
// The card edit follows spec §8 to the letter: failing without response data (no answer, or an
// answer without a JSON body), it returns { message: 'Erreur inconnue', status: 500 }.
import { api, unwrap, type Schemas } from './client'
import { adminErrors } from '../text/admin'

/** The server's error data: its French message, the status and any field messages. */
export interface AdminFailure {
  message: string
  status: number
  [field: string]: unknown
}
export type AdminResult<T> = { ok: true; data: T } | { ok: false; error: AdminFailure }

type Call<T> = Promise<{ data?: T; error?: unknown; response: Response }>

/** What a failure without response data becomes: the caller's fallback (by status when there was an answer). */
type Fallback = (status: number | null) => AdminFailure

const generic: Fallback = (status) =>
  status === null ? { message: adminErrors.noAnswer, status: 0 } : { message: adminErrors.status(status), status }
const unknownError: Fallback = () => ({ message: adminErrors.unknown, status: 500 })

/** Runs a call: its data, the server's error data, or the fallback when there is none. */
export async function attempt<T>(call: () => Call<T>, fallback: Fallback = generic): Promise<AdminResult<T>> {
  let answer: Awaited<Call<T>>
  try {
    answer = await call()
  } catch {
    return { ok: false, error: fallback(null) }
  }
  const { data, error, response } = answer
  if (response.ok) return { ok: true, data: data as T }
  if (!error || typeof error !== 'object' || Array.isArray(error)) return { ok: false, error: fallback(response.status) }
  const body = error as Record<string, unknown>
  const message = typeof body.message === 'string' && body.message ? body.message : fallback(response.status).message
  return { ok: false, error: { ...body, message, status: typeof body.status === 'number' ? body.status : response.status } }
}

// ---------------------------------------------------------------- accounts
export type User = Schemas['User']

export const listUsers = (disabledOnly = false): Promise<User[]> =>
  unwrap(disabledOnly ? api.GET('/api/user/disabled') : api.GET('/api/user'))

/** PUT /admin/user/{id}: the fields that changed. */
export const updateUser = (id: number, body: Schemas['AdminUserUpdate']) =>
  attempt(() => api.PUT('/admin/user/{id}', { params: { path: { id } }, body }))

/** POST /admin/user/edit: the same change with the id in the body (the quick admin toggle). */
export const editUser = (body: Schemas['AdminUserEdit']) => attempt(() => api.POST('/admin/user/edit', { body }))

/** POST /api/user/credit with a signed amount: the balance after it. */
export const adjustCredit = (userId: number, amount: number) => attempt(() => api.POST('/api/user/credit', { body: { userId, amount } }))

export const disableUser = (id: number) => attempt(() => api.DELETE('/api/user/{id}/true', { params: { path: { id } } }))
export const reactivateUser = (id: number) => attempt(() => api.DELETE('/api/user/reactiver/{id}', { params: { path: { id } } }))
export const deleteUser = (id: number) => attempt(() => api.DELETE('/admin/user/{id}', { params: { path: { id } } }))

// ---------------------------------------------------------------- another player's collection
export const listUserCards = (userId: number) => unwrap(api.GET('/api/cardplayer/user/{userId}', { params: { path: { userId } } }))
export const listUserSpells = (userId: number) => unwrap(api.GET('/api/spellplayer/user/{userId}', { params: { path: { userId } } }))
export const listUserPacks = (id: number) => unwrap(api.GET('/api/packplayer/user/{id}', { params: { path: { id } } }))

export const giveCard = (userId: number, cardId: number) => attempt(() => api.POST('/api/cardplayer/user/add', { body: { userId, cardId } }))
export const giveSpell = (userId: number, spellId: number) => attempt(() => api.POST('/api/spellplayer/user/add', { body: { userId, spellId } }))
export const givePack = (userId: number, packId: number) => attempt(() => api.POST('/api/packplayer/user/add', { body: { userId, packId } }))

export const removeCard = (userId: number, cardPlayerId: number) =>
  attempt(() => api.POST('/api/cardplayer/user/delete', { body: { userId, cardPlayerId } }))
export const removeSpell = (userId: number, spellPlayerId: number) =>
  attempt(() => api.POST('/api/spellplayer/user/delete', { body: { userId, spellPlayerId } }))
export const removePack = (userId: number, packPlayerId: number) =>
  attempt(() => api.POST('/api/packplayer/user/delete', { body: { userId, packPlayerId } }))

// ---------------------------------------------------------------- catalogue
export const listCards = () => unwrap(api.GET('/api/cards'))
export const listSpells = () => unwrap(api.GET('/api/spells'))

/** POST /api/cardplayer/edit. Without response data: { message: 'Erreur inconnue', status: 500 } (spec §8). */
export const editCard = (body: Schemas['CardEdit']) => attempt(() => api.POST('/api/cardplayer/edit', { body }), unknownError)
export const editSpell = (body: Schemas['SpellEdit']) => attempt(() => api.POST('/api/spellplayer/edit', { body }))

/** Every booster; admins also get the ones withdrawn from sale. */
export const listPacks = () => unwrap(api.GET('/api/packs'))
export const createPack = (body: Schemas['PackInput']) => attempt(() => api.POST('/api/packs', { body }))
export const editPack = (body: Schemas['PackEdit']) => attempt(() => api.POST('/api/packplayer/edit', { body }))
export const withdrawPack = (id: number) => attempt(() => api.DELETE('/api/packs/{id}', { params: { path: { id } } }))

/** Every skin; admins also get the ones withdrawn from sale. */
export const listSkins = () => unwrap(api.GET('/api/skins'))
export const createSkin = (body: Schemas['SkinInput']) => attempt(() => api.POST('/api/skins', { body }))
export const withdrawSkin = (id: number) => attempt(() => api.DELETE('/api/skins/{id}', { params: { path: { id } } }))

// ---------------------------------------------------------------- news
export type News = Schemas['News']
export const listNews = () => unwrap(api.GET('/api/news'))
export const createNews = (body: Schemas['NewsInput']) => attempt(() => api.POST('/api/news', { body }))
export const updateNews = (id: number, body: Schemas['NewsInput']) => attempt(() => api.PUT('/api/news/{id}', { params: { path: { id } }, body }))
export const deleteNews = (id: number) => attempt(() => api.DELETE('/api/news/{id}', { params: { path: { id } } }))
