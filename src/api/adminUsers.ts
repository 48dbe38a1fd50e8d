// The admin's calls on accounts (spec §6, §7): the lists, the edit, the admin toggle, the credit,
// disabling, reactivating and deleting. Each returns the one ApiResult.
import { api, type Schemas } from './client'
import { adminFallback } from './admin'
import { request } from './result'

export type User = Schemas['User']

export const listUsers = (disabledOnly = false) =>
  request(() => (disabledOnly ? api.GET('/api/user/disabled') : api.GET('/api/user')), adminFallback)

/** PUT /admin/user/{id}: the fields that changed. */
export const updateUser = (id: number, body: Schemas['AdminUserUpdate']) =>
  request(() => api.PUT('/admin/user/{id}', { params: { path: { id } }, body }), adminFallback)

/** POST /admin/user/edit: the same change with the id in the body (the quick admin toggle). */
export const editUser = (body: Schemas['AdminUserEdit']) => request(() => api.POST('/admin/user/edit', { body }), adminFallback)

/** POST /api/user/credit with a signed amount: the balance after it. */
export const adjustCredit = (userId: number, amount: number) => request(() => api.POST('/api/user/credit', { body: { userId, amount } }), adminFallback)

export const disableUser = (id: number) => request(() => api.DELETE('/api/user/{id}/true', { params: { path: { id } } }), adminFallback)
export const reactivateUser = (id: number) => request(() => api.DELETE('/api/user/reactiver/{id}', { params: { path: { id } } }), adminFallback)
export const deleteUser = (id: number) => request(() => api.DELETE('/admin/user/{id}', { params: { path: { id } } }), adminFallback)
