// /solo — the ten stages with their boss's art, power and bot level, and their state from the server
// (locked, open, won), beside the power of the player's best deck; the next stage to win highlighted; 'Combattre' starts
// a stage (POST /api/solo-combat-game/create/{userId}/{stageId} → /game/solo/{id}); a solo game in
// progress (GET …/active/{userId}) shows 'Reprendre le combat'.
import { useState } from 'react'
import { Progress } from 'radix-ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { SoloStage } from '../../../api/solo'
import { playerDecksQuery, showToastAtom, soloActiveQuery, soloStagesQuery, startSoloStage, useSetAtom } from '../../../state'
import { common, soloPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { Spinner } from '../../components/Spinner'
import { useUserId } from '../../hooks/useUserId'
import { useGameStarter } from '../games/useGameStarter'
import { StageCard } from './StageCard'
import { nextStageOf } from './nextStage'
import { bestDeckPower } from './stagePower'

type Stage = SoloStage

export default function SoloPage() {
  const userId = useUserId()
  const toast = useSetAtom(showToastAtom)
  const client = useQueryClient()
  const { go, recover } = useGameStarter()
  const [pending, setPending] = useState<number | null>(null)
  const stages = useQuery(soloStagesQuery(userId))
  const active = useQuery(soloActiveQuery(userId))
  const decks = useQuery(playerDecksQuery(userId))
  const bestPower = bestDeckPower(decks.data)

  const fight = async (stage: Stage) => {
    setPending(stage.id)
    const result = await startSoloStage(client, userId, stage.id)
    if (result.ok) go(result.data)
    else {
      const message = await recover(result.failure)
      if (message) toast({ text: message, tone: 'error' })
    }
    setPending(null)
  }

  const list = stages.data ? [...stages.data].sort((a, b) => a.number - b.number) : []
  const won = list.filter((s) => s.status === 'won').length
  const next = nextStageOf(list)
  // No banner when the game in progress cannot be read.
  const activeGame = active.data ?? null
  const activeStage = activeGame ? list.find((s) => s.id === activeGame.stageId) : undefined

  return (
    <div className="page solo">
      <PageHeader title={text.title} intro={text.intro}>
        {list.length > 0 && (
          <div className="solo-progress">
            <Progress.Root className="xp-bar solo-bar" value={won} max={list.length} aria-label={text.progressLabel} getValueLabel={(v, max) => text.progress(v, max)}>
              <Progress.Indicator className="xp-bar-fill" style={{ transform: `translateX(-${100 - (won / list.length) * 100}%)` }} />
            </Progress.Root>
            <span className="solo-progress-text">{text.progress(won, list.length)}</span>
          </div>
        )}
      </PageHeader>

      {activeGame && (
        <div className="resume-banner">
          <Icon name="fight" className="resume-icon" />
          <div className="resume-text">
            <p className="resume-title">{text.resumeTitle}</p>
            <p className="muted">{text.resumeText(activeStage?.number ?? null)}</p>
          </div>
          <button type="button" className="button button-gold" onClick={() => go(activeGame)}>
            {text.resume}
          </button>
        </div>
      )}

      {stages.isPending && <Spinner label={common.loading} />}
      {stages.isError && !stages.data && <Notice tone="error">{text.error}</Notice>}
      {stages.data?.length === 0 && <p className="empty-state">{text.empty}</p>}
      {list.length > 0 && (
        <ol className="stage-grid" aria-label={text.stages}>
          {list.map((stage) => (
            <StageCard
              key={stage.id}
              stage={stage}
              userId={userId}
              bestPower={bestPower}
              next={stage.id === next?.id}
              busy={pending !== null}
              running={pending === stage.id}
              onFight={() => void fight(stage)}
            />
          ))}
        </ol>
      )}
    </div>
  )
}
