// Classement: the player's Elo rating and the ten best players (GET /api/user/ranking?limit=10).
import { useId } from 'react'
import { api, unwrap } from '../../../api/client'
import { RANKING_SIZE, profileAtom, useAtomValue } from '../../../state'
import { common, lobby as text } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../hooks/useLoad'
import { SectionHead } from './SectionHead'

export function Ranking({ userId }: { userId: number }) {
  const titleId = useId()
  const profile = useAtomValue(profileAtom)
  const ranking = useLoad('ranking', () => unwrap(api.GET('/api/user/ranking', { params: { query: { limit: RANKING_SIZE } } })))
  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="podium" title={text.ranking.title} />
      <p className="rating-badge">
        <span>{text.ranking.yours}</span>
        <strong>{profile ? profile.rating : '—'}</strong>
      </p>
      {ranking.status === 'loading' && <Spinner label={common.loading} />}
      {ranking.status === 'error' && <p className="muted">{text.ranking.error}</p>}
      {ranking.status === 'ready' && ranking.data.length === 0 && <p className="empty-state empty-compact">{text.ranking.empty}</p>}
      {ranking.status === 'ready' && ranking.data.length > 0 && (
        <table className="ranking">
          <caption className="visually-hidden">{text.ranking.top}</caption>
          <thead>
            <tr>
              <th scope="col">{text.ranking.rank}</th>
              <th scope="col">{text.ranking.player}</th>
              <th scope="col">{text.ranking.rating}</th>
              <th scope="col">{text.ranking.record}</th>
            </tr>
          </thead>
          <tbody>
            {ranking.data.map((entry) => (
              <tr key={entry.id} data-me={entry.id === userId ? '' : undefined} aria-current={entry.id === userId ? 'true' : undefined}>
                <td className="ranking-rank" data-rank={entry.rank <= 3 ? entry.rank : undefined}>
                  {entry.rank}
                </td>
                <th scope="row" className="ranking-player">
                  {entry.pseudo}
                  {entry.id === userId && <span className="tag">{text.ranking.you}</span>}
                </th>
                <td className="ranking-rating">{entry.rating}</td>
                <td className="ranking-record">{text.ranking.recordValue(entry.wins, entry.losses)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
