// A player's last finished games (GET /api/users/{userId}/games): mode, opponent, result (theirs),
// date and a link to the replay when the game was recorded.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { GameHistoryEntry } from '../../../api/replays'
import { gameHistoryQuery } from '../../../state'
import { formatDate } from '../../../text'
import { profileStats as text, statsTextFor, type StatsView } from '../../../text/profileStats'
import { replayPathFor } from '../../router/paths'
import { Icon } from '../../components/Icon'
import { Spinner } from '../../components/Spinner'

const RECENT = 5

const resultOf = (g: GameHistoryEntry) => (g.won ? 'won' : g.winner == null ? 'draw' : 'lost')

function opponentOf(g: GameHistoryEntry, userId: number): string {
  const other = g.joueur1?.id === userId ? g.joueur2 : g.joueur1
  return other?.pseudo ?? text.unknownOpponent
}

export function RecentGames({ userId, view = 'own' }: { userId: number; view?: StatsView }) {
  const history = useQuery(gameHistoryQuery(userId, RECENT))
  return (
    <section className="panel profile-recent" aria-labelledby="profile-recent-title">
      <h2 id="profile-recent-title">{text.recentTitle}</h2>
      {history.isError ? (
        <p className="muted profile-empty">{statsTextFor(view).recentError}</p>
      ) : !history.data ? (
        <Spinner label={text.loading} />
      ) : history.data.games.length === 0 ? (
        <p className="muted profile-empty">{text.recentEmpty}</p>
      ) : (
        <ul className="recent-games">
          {history.data.games.map((g) => {
            const opponent = opponentOf(g, userId)
            const result = resultOf(g)
            return (
              <li key={g.id} className="recent-game" data-result={result}>
                <span className="recent-game-result">{text[result]}</span>
                <span className="recent-game-what">
                  {text.modes[g.type]} · {text.versus(opponent)}
                  <span className="muted recent-game-date">{formatDate(g.endedAt)}</span>
                </span>
                {g.replay ? (
                  <Link className="button button-secondary button-small" to={replayPathFor(g.id)} aria-label={text.replayLabel(opponent)}>
                    <Icon name="games" /> {text.replay}
                  </Link>
                ) : (
                  <span className="muted recent-game-none">{text.noReplay}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
