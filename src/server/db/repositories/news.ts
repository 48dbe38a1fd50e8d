// News posts as the API answers them.
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { news } from '../schema'
import type { Schemas } from '../../contract-types'

type NewsRow = typeof news.$inferSelect

export const newsJson = (n: NewsRow): Schemas['News'] => ({
  id: n.id,
  title: n.title,
  body: n.body,
  imageUrl: n.imageUrl,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
})

export async function listNews(db: Db): Promise<Schemas['News'][]> {
  const rows = await db.select().from(news).orderBy(desc(news.createdAt), desc(news.id))
  return rows.map(newsJson)
}

export async function insertNews(db: Db, values: typeof news.$inferInsert): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning()
  return row
}

/** The updated post; null when there is no such post. */
export async function updateNews(db: Db, id: number, set: Partial<typeof news.$inferInsert>): Promise<NewsRow | null> {
  const [row] = await db.update(news).set(set).where(eq(news.id, id)).returning()
  return row ?? null
}

/** The deleted post's title; null when there was no such post. */
export async function deleteNews(db: Db, id: number): Promise<{ title: string } | null> {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning({ title: news.title })
  return row ?? null
}
