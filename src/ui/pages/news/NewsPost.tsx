// One news post: the banner image, the title, the date (and the edit date), the paragraphs (split
// on blank lines) and, for admins, the tools slot ('Modifier', 'Supprimer').
import { useId, type ReactNode } from 'react'
import type { News } from '../../../api/news'
import { adminNews, formatDate, news as text } from '../../../text'
import { CachedImage } from '../../images/CachedImage'

/** The body's paragraphs: blocks separated by a blank line (single line breaks are kept). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** Edited noticeably after publication (more than a minute later). */
const edited = (post: News) => new Date(post.updatedAt).getTime() - new Date(post.createdAt).getTime() > 60_000

export function NewsPost({ post, tools }: { post: News; tools?: (titleId: string) => ReactNode }) {
  const titleId = useId()
  return (
    <article className="news-card" aria-labelledby={titleId}>
      {post.imageUrl && (
        <div className="news-card-banner">
          <CachedImage src={post.imageUrl} fallback="/assets/ui/card-back.svg" alt="" loading="lazy" />
        </div>
      )}
      <div className="news-card-body">
        <p className="news-card-date">
          <time dateTime={post.createdAt}>{text.published(formatDate(post.createdAt))}</time>
          {edited(post) && (
            <>
              {' · '}
              <time dateTime={post.updatedAt}>{adminNews.updated(post.updatedAt)}</time>
            </>
          )}
        </p>
        <h2 className="news-card-title" id={titleId}>
          {post.title}
        </h2>
        <div className="news-card-text">
          {paragraphsOf(post.body).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {tools && (
          <div className="news-card-tools" role="group" aria-label={adminNews.tools}>
            {tools(titleId)}
          </div>
        )}
      </div>
    </article>
  )
}
