// News: the posts (GET /api/news), newest first, with 'Modifier' (PUT /api/news/{id}), 'Supprimer'
// (DELETE /api/news/{id}, confirmed) and 'Nouvelle actualité' (POST /api/news).
import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { News } from '../../../../api/news'
import { newsQuery } from '../../../../state'
import { adminNews as text, adminPage } from '../../../../text'
import { CachedImage } from '../../../images/CachedImage'
import NewsDialogs, { type NewsDialog } from '../../news/NewsDialogs'
import { paragraphsOf } from '../../news/NewsPost'
import { AdminSection } from '../shared/AdminSection'

const EXCERPT = 180
const excerptOf = (body: string) => {
  const first = paragraphsOf(body)[0] ?? ''
  return first.length > EXCERPT ? `${first.slice(0, EXCERPT).trimEnd()}…` : first
}

export default function NewsSection() {
  const news = useQuery(newsQuery())
  const [dialog, setDialog] = useState<NewsDialog | null>(null)
  return (
    <>
      <AdminSection
        icon="news"
        title={adminPage.sections.news}
        intro={adminPage.intros.news}
        query={news}
        actions={
          <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'create' })}>
            {text.add}
          </button>
        }
      >
        {(posts) => (
          <>
            <p className="admin-count">{text.count(posts.length)}</p>
            {posts.length === 0 ? (
              <p className="empty-state empty-compact">{text.empty}</p>
            ) : (
              <ul className="admin-offers" aria-label={text.listLabel}>
                {posts.map((post) => (
                  <NewsRow key={post.id} post={post} onOpen={(kind) => setDialog({ kind, post })} />
                ))}
              </ul>
            )}
          </>
        )}
      </AdminSection>
      {dialog && <NewsDialogs dialog={dialog} onClose={() => setDialog(null)} />}
    </>
  )
}

function NewsRow({ post, onOpen }: { post: News; onOpen: (kind: 'edit' | 'delete') => void }) {
  const id = useId()
  return (
    <li className="admin-offer admin-news">
      <CachedImage src={post.imageUrl} fallback="/assets/ui/card-back.svg" alt="" className="admin-offer-art admin-news-art" loading="lazy" />
      <div className="admin-offer-info">
        <span className="admin-item-name" id={id}>
          {post.title}
        </span>
        <span className="admin-item-meta">
          <time dateTime={post.createdAt}>{text.published(post.createdAt)}</time>
        </span>
        <p className="admin-item-description">{excerptOf(post.body)}</p>
      </div>
      <div className="admin-offer-actions">
        <button type="button" className="button button-small button-secondary" aria-describedby={id} onClick={() => onOpen('edit')}>
          {text.edit}
        </button>
        <button type="button" className="button button-small button-quiet" aria-describedby={id} onClick={() => onOpen('delete')}>
          {text.delete}
        </button>
      </div>
    </li>
  )
}
