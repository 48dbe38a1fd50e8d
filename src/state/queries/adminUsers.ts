// The admin's account lists in the query cache (['admin', 'users', 'all' | 'disabled']) and the
// changes to an account, each making the lists and that player's profile (['users', id]) stale.
import type { QueryClient } from '@tanstack/query-core'
import { adjustCredit, deleteUser, disableUser, editUser, listUsers, reactivateUser, updateUser } from '../../api/adminUsers'
import type { Schemas } from '../../api/client'
import { orThrow, type ApiResult } from '../../api/result'
import { change } from './change'
import { usersKeys } from './users'

export type AdminUsersFilter = 'all' | 'disabled'

const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  userList: (filter: AdminUsersFilter) => ['admin', 'users', filter] as const,
}

export const adminUsersQuery = (filter: AdminUsersFilter) => ({
  queryKey: adminKeys.userList(filter),
  queryFn: async () => orThrow(await listUsers(filter === 'disabled')),
})

/** A change to account `id`: the lists and its profile are read again. */
const accountChange = <T>(client: QueryClient, id: number, call: () => Promise<ApiResult<T>>) => change(client, call, [adminKeys.users, usersKeys.one(id)])

export const adminUpdateUser = (client: QueryClient, id: number, body: Schemas['AdminUserUpdate']) => accountChange(client, id, () => updateUser(id, body))
export const adminSetAdmin = (client: QueryClient, id: number, admin: boolean) => accountChange(client, id, () => editUser({ id, admin }))
export const adminAdjustCredit = (client: QueryClient, id: number, amount: number) => accountChange(client, id, () => adjustCredit(id, amount))
export const adminDisableUser = (client: QueryClient, id: number) => accountChange(client, id, () => disableUser(id))
export const adminReactivateUser = (client: QueryClient, id: number) => accountChange(client, id, () => reactivateUser(id))
export const adminDeleteUser = (client: QueryClient, id: number) => accountChange(client, id, () => deleteUser(id))
