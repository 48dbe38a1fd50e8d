// One solo stage: the boss's card art, number, name, boss, the bot's level, the boss's deck power
// beside the player's best (with a plain hint when the boss is much stronger), first-clear reward,
// description and its state — locked (padlock, greyed art, the server's reason on demand), open, or
// won (check mark, wins); the next stage to win is highlighted (« Prochaine étape »).
import { useId, useState } from 'react'
import { Popover } from 'radix-ui'
import { useQuery } from '@tanstack/react-query'
import type { SoloStage } from '../../../api/solo'
import { stageAccessQuery } from '../../../state'
import { lobby, soloPage as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { stageArtUrl } from './stageArt'
import { bossMuchStronger } from './stagePower'

type Stage = SoloStage

interface Props {
  stage: Stage
  userId: number
  /** The power of the player's strongest playable deck, null without one. */
  bestPower: number | null
  next: boolean
  busy: boolean
  running: boolean
  onFight: () => void
}

export function StageCard({ stage, userId, bestPower, next, busy, running, onFight }: Props) {
  const titleId = useId()
  const locked = stage.status === 'locked'
  return (
    <li className="stage" data-status={stage.status} data-difficulty={stage.difficulty} data-next={next || undefined} aria-current={next ? 'step' : undefined}>
      <article className="stage-card" aria-labelledby={titleId}>
        <div className="stage-art">
          <img src={stageArtUrl(stage.number)} alt="" width="200" height="300" loading="lazy" decoding="async" />
          {next && <span className="stage-next">{text.next}</span>}
        </div>
        <header className="stage-head">
          <span className="stage-medal" aria-hidden="true">
            {locked ? <Icon name="padlock" /> : stage.status === 'won' ? <Icon name="check" /> : stage.number}
          </span>
          <div className="stage-titles">
            <p className="stage-number">{text.stage(stage.number)}</p>
            <h2 className="stage-name" id={titleId}>
              {stage.nom}
            </h2>
          </div>
          <span className="stage-state">{text.states[stage.status]}</span>
        </header>
        <p className="stage-boss">
          <span>{text.boss(stage.bossPseudo)}</span>
          <span className="difficulty-chip" data-difficulty={stage.difficulty}>
            {text.ai(lobby.difficulties[stage.difficulty])}
          </span>
        </p>
        <p className="stage-power">
          <strong>{text.bossPower(stage.bossPower)}</strong>
          {bestPower !== null && <span className="stage-power-mine">{text.yourBest(bestPower)}</span>}
        </p>
        {stage.status !== 'won' && bossMuchStronger(stage.bossPower, bestPower) && (
          <p className="stage-power-hint" role="note">
            <Icon name="info" className="stage-power-hint-icon" />
            <span>{text.muchStronger}</span>
          </p>
        )}
        <p className="stage-desc">{stage.description}</p>
        <p className="stage-reward">
          <span className="stage-reward-label">{text.rewardLabel}</span>
          <strong>{text.reward(stage.rewardXp, stage.rewardCredit)}</strong>
        </p>
        <footer className="stage-foot">
          {stage.status === 'won' && <span className="stage-wins">{text.wins(stage.wins)}</span>}
          {locked ? (
            <LockedReason userId={userId} stage={stage} />
          ) : (
            <button
              type="button"
              className={stage.status === 'won' ? 'button button-secondary stage-fight' : 'button button-primary stage-fight'}
              aria-label={text.fightLabel(stage.number)}
              onClick={onFight}
              disabled={busy}
              aria-busy={running || undefined}
            >
              <Icon name="fight" /> {text.fight}
            </button>
          )}
        </footer>
      </article>
    </li>
  )
}

/** 'Pourquoi ?': the server's can-access reason, read when asked. */
function LockedReason({ userId, stage }: { userId: number; stage: Stage }) {
  const [asked, setAsked] = useState(false)
  const access = useQuery({ ...stageAccessQuery(userId, stage.id), enabled: asked, staleTime: Infinity })
  const reason = access.data?.reason ?? (access.isError || access.isSuccess ? text.lockedFallback(stage.number) : null)
  return (
    <Popover.Root onOpenChange={(open) => open && setAsked(true)}>
      <Popover.Trigger className="button button-small button-quiet stage-why" aria-label={text.why(stage.number)}>
        <Icon name="info" /> {text.whyShort}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover" side="top" sideOffset={8} collisionPadding={12}>
          <p role="status">{reason ?? text.whyLoading}</p>
          <Popover.Arrow className="popover-arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
