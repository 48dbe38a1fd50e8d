// The news in the query cache: one list (the /news page and the console share it), and the
// admin's changes, each invalidating it.
import type { QueryClient } from '@tanstack/query-core'
import { createNews, deleteNews, listNews, updateNews, type NewsInput } from '../../api/news'
import { orThrow } from '../../api/result'
import { change } from './change'

const newsKeys = { all: ['news'] as const }

export const newsQuery = () => ({ queryKey: newsKeys.all, queryFn: async () => orThrow(await listNews()) })

export const createNewsPost = (client: QueryClient, body: NewsInput) => change(client, () => createNews(body), [newsKeys.all])
export const updateNewsPost = (client: QueryClient, id: number, body: NewsInput) => change(client, () => updateNews(id, body), [newsKeys.all])
export const deleteNewsPost = (client: QueryClient, id: number) => change(client, () => deleteNews(id), [newsKeys.all])
