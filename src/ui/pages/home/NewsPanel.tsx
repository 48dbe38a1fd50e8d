// Home's « Dernière news »: the newest post's banner, title, date and first paragraph.
import { useQuery } from '@tanstack/react-query'
import { newsQuery } from '../../../state'
import { common, formatDate, home, news as newsText } from '../../../text'
import { CachedImage } from '../../images/CachedImage'
import { Spinner } from '../../components/Spinner'
import { HomePanel } from './HomePanel'

const text = home.news

export function NewsPanel() {
  const news = useQuery(newsQuery())
  const latest = news.data ? ([...news.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null) : null
  return (
    <HomePanel name="news" icon="news" title={text.title} link={{ to: '/news', label: text.read }}>
      {news.isPending && <Spinner label={common.loading} />}
      {news.isError && !news.data && <p className="muted">{text.error}</p>}
      {news.data && !latest && <p className="empty-state empty-compact">{text.empty}</p>}
      {latest && (
        <article className="home-news">
          <CachedImage src={latest.imageUrl} fallback="/assets/ui/card-back.svg" alt="" className="home-news-art" loading="lazy" />
          <h3 className="home-news-title">{latest.title}</h3>
          <p className="home-news-date">
            <time dateTime={latest.createdAt}>{newsText.published(formatDate(latest.createdAt))}</time>
          </p>
          <p className="home-news-body">{latest.body.split(/\n\s*\n/)[0]}</p>
        </article>
      )}
    </HomePanel>
  )
}
