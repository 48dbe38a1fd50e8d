// The players in the query cache: one profile per id (the profile poll keeps the player's own fresh)
// and the ranking per size; the player's changes, each naming what it makes stale.
import type { QueryClient } from '@tanstack/query-core'
import { orThrow } from '../../api/result'
import { deleteUser, readRanking, readUser, saveTheme, updateUser, type UserUpdate } from '../../api/users'
import { change } from './change'

export const usersKeys = {
  one: (id: number) => ['users', id] as const,
  /** Every ranking size (the Parties page's top 10, the Profil page's rank). */
  ranking: ['ranking'] as const,
  rankingOf: (limit: number) => ['ranking', limit] as const,
}

export const userQuery = (id: number) => ({ queryKey: usersKeys.one(id), queryFn: async () => orThrow(await readUser(id)) })
export const rankingQuery = (limit: number) => ({ queryKey: usersKeys.rankingOf(limit), queryFn: async () => orThrow(await readRanking(limit)) })

/** Pseudo, e-mail or password: the profile, and the ranking that shows the pseudo. */
export const updateProfile = (client: QueryClient, id: number, body: UserUpdate) =>
  change(client, () => updateUser(id, body), [usersKeys.one(id), usersKeys.ranking])
/** The theme lives in the profile's preferences. */
export const saveThemeSetting = (client: QueryClient, userId: number, theme: 'light' | 'dark') =>
  change(client, () => saveTheme(userId, theme), [usersKeys.one(userId)])
/** Nothing to re-read: the page signs out next, which empties the whole cache. */
export const deleteOwnAccount = (client: QueryClient, id: number) => change(client, () => deleteUser(id), [])
