// News: every player reads them, newest first; admins write, edit and delete them.
import type { Handlers } from './types'
import { deleteNews, insertNews, listNews, newsJson, updateNews } from '../services/news'
import { imageAddress, requiredText } from '../services/input'
import { caller } from '../plugins/access'
import { notFound } from '../errors'
import { NEWS } from '../messages'

/** The post's fields, checked before anything is written; an absent imageUrl keeps the current one. */
function newsFields(body: { title: string; body: string; imageUrl?: string | null }) {
  return {
    title: requiredText(body.title, 'Le titre'),
    body: requiredText(body.body, 'Le texte'),
    ...(body.imageUrl === undefined ? {} : { imageUrl: body.imageUrl === null || !body.imageUrl.trim() ? null : imageAddress(body.imageUrl) }),
  }
}

export const newsHandlers: Handlers = {
  listNews: async (request) => listNews(request.server.db),

  createNews: async (request, reply) => {
    const { db, clock } = request.server
    const now = clock()
    const row = await insertNews(db, { imageUrl: null, ...newsFields(request.body), authorId: caller(request).id, createdAt: now, updatedAt: now })
    reply.code(201)
    return newsJson(row)
  },

  updateNews: async (request) => {
    const { db, clock } = request.server
    const fields = newsFields(request.body)
    const row = await updateNews(db, request.params.id, { ...fields, updatedAt: clock() })
    if (!row) throw notFound(NEWS.notFound)
    return newsJson(row)
  },

  deleteNews: async (request) => {
    const row = await deleteNews(request.server.db, request.params.id)
    if (!row) throw notFound(NEWS.notFound)
    return { message: NEWS.deleted(row.title) }
  },
}
