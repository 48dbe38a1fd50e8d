// /news: the posts, newest first (GET /api/news), each with its banner, title, date and paragraphs.
// Admins also get 'Nouvelle actualité' and, on each post, 'Modifier' and 'Supprimer' (the dialogs
// are loaded on first use); each change makes the list stale (src/state/queries/news.ts), which is read again.
import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { newsQuery, sessionAtom, useAtomValue } from '../../state'
import { adminNews, common, news } from '../../text'
import { Notice } from '../components/Notice'
import { PageHeader } from '../components/PageHeader'
import { Spinner } from '../components/Spinner'
import type { NewsDialog } from './news/NewsDialogs'
import { NewsPost } from './news/NewsPost'

const NewsDialogs = lazy(() => import('./news/NewsDialogs'))

export default function NewsPage() {
  const admin = useAtomValue(sessionAtom)?.admin === true
  const posts = useQuery(newsQuery())
  const [dialog, setDialog] = useState<NewsDialog | null>(null)
  return (
    <div className="page page-narrow news-page">
      <PageHeader title={news.title} intro={news.intro}>
        {admin && (
          <button type="button" className="button button-primary news-add" onClick={() => setDialog({ kind: 'create' })}>
            {adminNews.add}
          </button>
        )}
      </PageHeader>
      {posts.isPending && <Spinner label={common.loading} />}
      {posts.isError && <Notice tone="error">{news.loadError}</Notice>}
      {posts.isSuccess && posts.data.length === 0 && <p className="empty-state">{news.empty}</p>}
      {posts.isSuccess && posts.data.length > 0 && (
        <ol className="news-feed">
          {posts.data.map((post) => (
            <li key={post.id}>
              <NewsPost
                post={post}
                tools={
                  admin
                    ? (titleId) => (
                        <>
                          <button type="button" className="button button-small button-secondary" aria-describedby={titleId} onClick={() => setDialog({ kind: 'edit', post })}>
                            {adminNews.edit}
                          </button>
                          <button type="button" className="button button-small button-quiet" aria-describedby={titleId} onClick={() => setDialog({ kind: 'delete', post })}>
                            {adminNews.delete}
                          </button>
                        </>
                      )
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <NewsDialogs dialog={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  )
}
