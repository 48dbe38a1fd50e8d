// Dernières parties: the player's last games (GET /api/games/user/{userId}): type, opponent,
// result and date. Matchmaking cancelled before anyone joined is left out.
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { GameSummary } from '../../../api/lobby'
import { HISTORY_SIZE, historyQuery } from '../../../state'
import { common, lobby as text } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { SectionHead } from './SectionHead'

type Summary = GameSummary

export const resultOf = (game: Summary): 'won' | 'lost' | 'playing' | 'waiting' | 'cancelled' =>
  game.status === 'WAITING' ? 'waiting' : game.status === 'PLAYING' ? 'playing' : game.won === true ? 'won' : game.won === false ? 'lost' : 'cancelled'

/** The games worth listing: not the matchmaking nobody joined. */
export const shownGames = (games: Summary[]): Summary[] =>
  games.filter((g) => !(g.status === 'FINISHED' && g.won === null && g.opponent === null)).slice(0, HISTORY_SIZE)

export function History({ userId }: { userId: number }) {
  const titleId = useId()
  const games = useQuery(historyQuery(userId))
  const shown = games.data ? shownGames(games.data) : null
  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="news" title={text.history.title} />
      {games.isPending && <Spinner label={common.loading} />}
      {games.isError && !shown && <p className="muted">{text.history.error}</p>}
      {shown?.length === 0 && <p className="empty-state empty-compact">{text.history.empty}</p>}
      {shown && shown.length > 0 && (
        <ol className="history">
          {shown.map((game) => {
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
