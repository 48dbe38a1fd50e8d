// Dernières parties: the player's last games (GET /api/games/user/{userId}): type, opponent,
// result and date, and « Revoir » on each finished game that has a replay (the match history,
// GET /api/users/{userId}/games). Matchmaking cancelled before anyone joined is left out.
import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { GameSummary } from '../../../api/lobby'
import { gameHistoryQuery, HISTORY_SIZE, historyQuery } from '../../../state'
import { common, lobby as text, replayText } from '../../../text'
import { replayPathFor } from '../../router/paths'
import { Spinner } from '../../components/Spinner'
import { SectionHead } from './SectionHead'
import './history.css'

type Summary = GameSummary

const resultOf = (game: Summary): 'won' | 'lost' | 'playing' | 'waiting' | 'cancelled' =>
  game.status === 'WAITING' ? 'waiting' : game.status === 'PLAYING' ? 'playing' : game.won === true ? 'won' : game.won === false ? 'lost' : 'cancelled'

/** The games worth listing: not the matchmaking nobody joined. */
const shownGames = (games: Summary[]): Summary[] =>
  games.filter((g) => !(g.status === 'FINISHED' && g.won === null && g.opponent === null)).slice(0, HISTORY_SIZE)

/** The games of a history page that have a replay. */
const replayableIds = (page: { games: { id: number; replay: boolean }[] }): Set<number> => new Set(page.games.filter((g) => g.replay).map((g) => g.id))

export function History({ userId }: { userId: number }) {
  const titleId = useId()
  const games = useQuery(historyQuery(userId))
  const shown = games.data ? shownGames(games.data) : null
  const replays = useQuery({ ...gameHistoryQuery(userId, HISTORY_SIZE), select: replayableIds })
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
                {replays.data?.has(game.id) && (
                  <Link to={replayPathFor(game.id)} className="button button-small button-secondary history-replay" aria-label={replayText.openLabel(game.opponent?.pseudo ?? null)}>
                    {replayText.open}
                  </Link>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
