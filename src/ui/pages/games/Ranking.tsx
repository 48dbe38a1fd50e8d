// Classement: the player's Elo rating and the ten best players (GET /api/user/ranking?limit=10).
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { RANKING_SIZE, profileAtom, rankingQuery, useAtomValue } from '../../../state'
import { common, lobby as text } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { SectionHead } from './SectionHead'

export function Ranking({ userId }: { userId: number }) {
  const titleId = useId()
  const profile = useAtomValue(profileAtom)
  const ranking = useQuery(rankingQuery(RANKING_SIZE))
  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="podium" title={text.ranking.title} />
      <p className="rating-badge">
        <span>{text.ranking.yours}</span>
        <strong>{profile ? profile.rating : '—'}</strong>
      </p>
      {ranking.isPending && <Spinner label={common.loading} />}
      {ranking.isError && !ranking.data && <p className="muted">{text.ranking.error}</p>}
      {ranking.data?.length === 0 && <p className="empty-state empty-compact">{text.ranking.empty}</p>}
      {ranking.data && ranking.data.length > 0 && (
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
