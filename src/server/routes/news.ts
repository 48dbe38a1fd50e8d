// News: every player reads them, newest first; admins write, edit and delete them.
import { eq } from 'drizzle-orm'
import type { Handlers } from './types'
import { news } from '../db/schema'
import { listNews, newsJson } from '../db/repositories/news'
import { imageAddress, requiredText } from '../services/input'
import { caller } from '../security/access'
import { notFound } from '../errors'

const NEWS_NOT_FOUND = 'Actualité introuvable.'

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
    const [row] = await db
      .insert(news)
      .values({ imageUrl: null, ...newsFields(request.body), authorId: caller(request).id, createdAt: now, updatedAt: now })
      .returning()
    reply.code(201)
    return newsJson(row)
  },

  updateNews: async (request) => {
    const { db, clock } = request.server
    const fields = newsFields(request.body)
    const [row] = await db
      .update(news)
      .set({ ...fields, updatedAt: clock() })
      .where(eq(news.id, request.params.id))
      .returning()
    if (!row) throw notFound(NEWS_NOT_FOUND)
    return newsJson(row)
  },

  deleteNews: async (request) => {
    const [row] = await request.server.db.delete(news).where(eq(news.id, request.params.id)).returning({ title: news.title })
    if (!row) throw notFound(NEWS_NOT_FOUND)
    return { message: `L'actualité « ${row.title} » a été supprimée.` }
  },
}
