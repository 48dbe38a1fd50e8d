// The player calls (spec §4, §6): the profile (GET /api/user/{id}), its changes (PUT), the account
// deletion, the Paramètres preferences and the ranking (GET /api/user/ranking?limit=).
import { api, type Schemas } from './client'
import { request } from './result'
import { revalidated } from './revalidate'

export type User = Schemas['User']
export type UserUpdate = Schemas['UserUpdate']
export type RankingEntry = Schemas['RankingEntry']

/** The profile, revalidated by ETag (the 2 s poll mostly gets a bodiless 304). */
export const readUser = (id: number) =>
  revalidated(`/api/user/${id}`, (headers) => api.GET('/api/user/{id}', { params: { path: { id } }, headers }))
export const updateUser = (id: number, body: UserUpdate) => request(() => api.PUT('/api/user/{id}', { params: { path: { id } }, body }))
/** Deletes the account for good (the `false` of the path: not a mere deactivation). */
export const deleteUser = (id: number) => request(() => api.DELETE('/api/user/{id}/false', { params: { path: { id } } }))
export const saveTheme = (userId: number, theme: 'light' | 'dark') =>
  request(() => api.POST('/api/user/setting', { body: { userId, preferences: { theme } } }))
export const readRanking = (limit: number) => request(() => api.GET('/api/user/ranking', { params: { query: { limit } } }))
