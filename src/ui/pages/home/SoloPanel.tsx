// Home's solo progress: a pip per stage (won, next, locked), stages won out of ten and the next
// stage with its boss's card, the bot's level and the boss's power.
import { Progress } from 'radix-ui'
import { useQuery } from '@tanstack/react-query'
import { soloStagesQuery } from '../../../state'
import { common, home, lobby, soloPage } from '../../../text'
import { Spinner } from '../../components/Spinner'
import { nextStageOf } from '../solo/nextStage'
import { stageArtUrl } from '../solo/stageArt'
import { HomePanel } from './HomePanel'

const text = home.solo

export function SoloPanel({ userId }: { userId: number }) {
  const stages = useQuery(soloStagesQuery(userId))
  const list = stages.data ?? []
  const won = list.filter((s) => s.status === 'won').length
  const next = nextStageOf(list)
  return (
    <HomePanel name="solo" icon="solo" title={text.title} link={{ to: '/solo', label: text.see }}>
      {stages.isPending && <Spinner label={common.loading} />}
      {stages.isError && !stages.data && <p className="muted">{text.error}</p>}
      {list.length > 0 && (
        <>
          <div className="home-solo-progress">
            {/* one pip per stage: won, next, locked */}
            <Progress.Root className="home-solo-track" value={won} max={list.length} aria-label={soloPage.progressLabel} getValueLabel={(v, max) => soloPage.progress(v, max)}>
              {list.map((s) => (
                <span key={s.id} className="home-solo-pip" data-status={s.status} data-next={s.id === next?.id || undefined} />
              ))}
            </Progress.Root>
            <span className="solo-progress-text">{soloPage.progress(won, list.length)}</span>
          </div>
          {next ? (
            <div className="home-solo-next">
              <img src={stageArtUrl(next.number)} alt="" width="200" height="300" className="home-solo-art" />
              <div>
                <p className="home-kicker">{text.next}</p>
                <p className="home-solo-name">
                  {soloPage.stage(next.number)} — {next.nom}
                </p>
                <p className="muted">{text.against(next.bossPseudo)}</p>
                <p className="muted home-solo-power">
                  {soloPage.ai(lobby.difficulties[next.difficulty])} · {soloPage.bossPower(next.bossPower)}
                </p>
              </div>
            </div>
          ) : (
            <p className="home-solo-done">{text.allWon}</p>
          )}
        </>
      )}
    </HomePanel>
  )
}
