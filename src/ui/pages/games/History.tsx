// Dernières parties: the player's last games (GET /api/games/user/{userId}): type, opponent,
// result and date. Matchmaking cancelled before anyone joined is left out.
import { useId } from 'react'
import { api, unwrap, type Schemas } from '../../../api/client'
import { HISTORY_SIZE } from '../../../state'
import { common, lobby as text } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../hooks/useLoad'
import { SectionHead } from './SectionHead'

type Summary = Schemas['GameSummary']

export const resultOf = (game: Summary): 'won' | 'lost' | 'playing' | 'waiting' | 'cancelled' =>
  game.status === 'WAITING' ? 'waiting' : game.status === 'PLAYING' ? 'playing' : game.won === true ? 'won' : game.won === false ? 'lost' : 'cancelled'

/** The games worth listing: not the matchmaking nobody joined. */
export const shownGames = (games: Summary[]): Summary[] =>
  games.filter((g) => !(g.status === 'FINISHED' && g.won === null && g.opponent === null)).slice(0, HISTORY_SIZE)

export function History({ userId }: { userId: number }) {
  const titleId = useId()
  const games = useLoad(`history:${userId}`, () => unwrap(api.GET('/api/games/user/{userId}', { params: { path: { userId } } })))
  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="news" title={text.history.title} />
      {games.status === 'loading' && <Spinner label={common.loading} />}
      {games.status === 'error' && <p className="muted">{text.history.error}</p>}
      {games.status === 'ready' && shownGames(games.data).length === 0 && <p className="empty-state empty-compact">{text.history.empty}</p>}
      {games.status === 'ready' && shownGames(games.data).length > 0 && (
        <ol className="history">
          {shownGames(games.data).map((game) => {
            const result = resultOf(game)
            return (
              <li key={game.id} className="history-item" data-result={result}>
                <span className="history-type">{text.types[game.type]}</span>
                <span className="history-opponent">{game.opponent ? text.history.against(game.opponent.pseudo) : text.history.noOpponent}</span>
                <span className="history-result">{text.history[result]}</span>
                <time className="history-date" dateTime={game.endedAt ?? game.createdAt}>
                  {text.history.date(game.endedAt ?? game.createdAt)}
                </time>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
