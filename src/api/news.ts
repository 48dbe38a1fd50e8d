// The news calls (spec §6): the posts, newest first, and the admin's create, edit and delete.
import { api, type Schemas } from './client'
import { request } from './result'

export type News = Schemas['News']
export type NewsInput = Schemas['NewsInput']

export const listNews = () => request(() => api.GET('/api/news'))
export const createNews = (body: NewsInput) => request(() => api.POST('/api/news', { body }))
export const updateNews = (id: number, body: NewsInput) => request(() => api.PUT('/api/news/{id}', { params: { path: { id } }, body }))
export const deleteNews = (id: number) => request(() => api.DELETE('/api/news/{id}', { params: { path: { id } } }))
