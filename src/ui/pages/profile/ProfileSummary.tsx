// The player's card: avatar, pseudo, e-mail, member since; level with its bar and the XP to the
// next level; credit, Elo rating, rank and ranked record (GET /api/user/ranking).
import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LEVEL_TABLE, levelOf } from '../../../game/levels'
import { rankingQuery, usersKeys, type Profile } from '../../../state'
import { userStatsQuery } from '../../../state/queries/stats'
import { formatDate, formatPoints, profilePage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { LevelBar } from '../../components/LevelBar'
import { rankStandingOf, type RankStanding } from './rankStanding'

const RANKING_LIMIT = 200

/** Where the player stands in the ranking; undefined while it loads, null when unreadable. */
function useRank(userId: number, rating: number): RankStanding | null | undefined {
  const client = useQueryClient()
  const ranking = useQuery(rankingQuery(RANKING_LIMIT))
  // The rank is read again when the rating moves.
  const rated = useRef(rating)
  useEffect(() => {
    if (rated.current === rating) return
    rated.current = rating
    void client.invalidateQueries({ queryKey: usersKeys.ranking })
  }, [client, rating])
  if (ranking.isError) return null
  if (!ranking.data) return undefined
  return Array.isArray(ranking.data) ? rankStandingOf(ranking.data, userId, RANKING_LIMIT) : null
}

function rankText(standing: RankStanding | null | undefined): string {
  if (standing === undefined) return text.rankLoading
  if (standing === null || standing.kind === 'beyond') return text.unranked
  if (standing.kind === 'notYet') return text.rankNotYet
  return standing.entry.rank === 1 ? text.rankFirst : text.rankValue(standing.entry.rank)
}

/** The ranked wins and losses: the ranking's line, or beyond its first RANKING_LIMIT players the profile's statistics. */
function useRankedRecord(userId: number, standing: RankStanding | null | undefined): { wins: number; losses: number; played: number } | null {
  const beyond = standing?.kind === 'beyond'
  const stats = useQuery({ ...userStatsQuery(userId), enabled: beyond })
  if (standing?.kind === 'placed') return { wins: standing.entry.wins, losses: standing.entry.losses, played: standing.entry.played }
  const ranked = beyond ? stats.data?.modes.find((m) => m.type === 'ranked') : undefined
  return ranked ? { wins: ranked.won, losses: ranked.lost, played: ranked.played } : null
}

export function ProfileSummary({ profile }: { profile: Profile }) {
  const standing = useRank(profile.id, profile.rating)
  const rank = useRankedRecord(profile.id, standing)
  const level = levelOf(profile.level)
  const next = level < LEVEL_TABLE.length ? LEVEL_TABLE[level] : null
  const played = rank?.played ?? 0
  return (
    <section className="panel profile-card profile-summary" aria-labelledby="profile-pseudo">
      <div className="profile-head">
        <span className="avatar avatar-large" aria-hidden="true">
          {profile.pseudo.slice(0, 1).toUpperCase()}
        </span>
        <div className="profile-identity">
          <h2 className="profile-pseudo" id="profile-pseudo">
            {profile.pseudo} {profile.admin && <span className="tag">{text.admin}</span>}
          </h2>
          <p className="profile-email">
            <Icon name="envelope" /> <span>{profile.email}</span>
          </p>
          <p className="muted profile-since">{text.memberSince(formatDate(profile.createdAt))}</p>
        </div>
      </div>
      <div className="profile-level">
        <LevelBar xp={profile.level} />
        <p className="muted profile-next">{next === null ? text.maxLevel : text.toNext(next - profile.level, level + 1)}</p>
      </div>
      <dl className="profile-stats">
        <Stat icon="podium" label={text.level} value={String(level)} detail={text.xp(profile.level)} />
        <Stat icon="wallet" label={text.credit} value={formatPoints(profile.credit)} />
        <Stat icon="fight" label={text.rating} value={String(profile.rating)} />
        <Stat icon="podium" label={text.rank} value={rankText(standing)} quiet={standing?.kind === 'notYet'} />
        <Stat
          icon="cards"
          label={text.record}
          value={played > 0 && rank ? text.recordValue(rank.wins, rank.losses) : text.recordNone}
          detail={played > 0 && rank ? text.winRate(Math.round((rank.wins / played) * 100)) : undefined}
          quiet={!(played > 0 && rank)}
        />
      </dl>
    </section>
  )
}

interface StatProps {
  icon: 'podium' | 'wallet' | 'fight' | 'cards'
  label: string
  value: string
  detail?: string
  /** A sentence rather than a figure. */
  quiet?: boolean
}

function Stat({ icon, label, value, detail, quiet = false }: StatProps) {
  return (
    <div className="profile-stat">
      <dt>
        <Icon name={icon} /> {label}
      </dt>
      <dd>
        {quiet ? <span className="profile-stat-note">{value}</span> : <strong>{value}</strong>}
        {detail && <span className="muted">{detail}</span>}
      </dd>
    </div>
  )
}
