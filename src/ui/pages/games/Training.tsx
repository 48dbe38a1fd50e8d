// Entraînement: choose 'Difficulté' (Facile by default) and "Lancer l'entraînement"
// (POST /api/games/training → /game/training/{id} with { gameId }); the player's training record.
import { useId, useState } from 'react'
import { RadioGroup } from 'radix-ui'
import { useQuery } from '@tanstack/react-query'
import type { Difficulty } from '../../../api/lobby'
import { startTrainingGame, trainingStatsQuery } from '../../../state'
import { lobby as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { SectionHead } from './SectionHead'
import type { Lobby } from './useLobby'

const DIFFICULTIES: Difficulty[] = ['facile', 'moyen', 'difficile']

export function Training({ lobby }: { lobby: Lobby }) {
  const titleId = useId()
  const labelId = useId()
  const [difficulty, setDifficulty] = useState<Difficulty>('facile')
  const stats = useQuery(trainingStatsQuery(lobby.userId))
  const launch = () => void lobby.run('training', (client) => startTrainingGame(client, lobby.userId, difficulty), lobby.go)

  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="spellBook" title={text.training.title} intro={text.training.intro} />
      <div className="training-row">
        <div className="field">
          <span className="field-label" id={labelId}>
            {text.training.difficulty}
          </span>
          <RadioGroup.Root
            className="segmented"
            value={difficulty}
            onValueChange={(v) => setDifficulty(v as Difficulty)}
            aria-labelledby={labelId}
            orientation="horizontal"
            disabled={lobby.busy}
          >
            {DIFFICULTIES.map((d) => (
              <RadioGroup.Item key={d} value={d} className="segment" data-difficulty={d}>
                {text.difficulties[d]}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
        </div>
        <button type="button" className="button button-primary" onClick={launch} disabled={lobby.busy} aria-busy={lobby.pending === 'training' || undefined}>
          <Icon name="fight" /> {text.training.launch}
        </button>
      </div>
      <div className="training-stats">
        <h3 className="subsection-title">{text.training.statsTitle}</h3>
        {stats.isError && !stats.data && <p className="muted">{text.training.statsError}</p>}
        {stats.data && (
          <dl className="mini-stats">
            {DIFFICULTIES.map((d) => (
              <div key={d} className="mini-stat" data-difficulty={d}>
                <dt>{text.difficulties[d]}</dt>
                <dd>{text.training.stats(stats.data.byDifficulty[d].played, stats.data.byDifficulty[d].won)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  )
}
