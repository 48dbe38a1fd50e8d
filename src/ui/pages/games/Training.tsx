// Entraînement: choose 'Difficulté' (Facile by default) and "Lancer l'entraînement"
// (POST /api/games/training → /game/training/{id} with { gameId }); the player's training record.
import { useId, useState } from 'react'
import { RadioGroup } from 'radix-ui'
import { api, unwrap, type Schemas } from '../../../api/client'
import { lobby as text } from '../../../text'
import { Icon } from '../../components/Icon'
import { useLoad } from '../../hooks/useLoad'
import { SectionHead } from './SectionHead'
import type { Lobby } from './useLobby'

type Difficulty = Schemas['Difficulty']
const DIFFICULTIES: Difficulty[] = ['facile', 'moyen', 'difficile']

export function Training({ lobby }: { lobby: Lobby }) {
  const titleId = useId()
  const labelId = useId()
  const [difficulty, setDifficulty] = useState<Difficulty>('facile')
  const stats = useLoad(`training-stats:${lobby.userId}`, () =>
    unwrap(api.GET('/api/games/training/stats/{userId}', { params: { path: { userId: lobby.userId } } })),
  )
  const launch = () =>
    void lobby.run('training', () => unwrap(api.POST('/api/games/training', { body: { userId: lobby.userId, difficulty } })), lobby.go)

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
        {stats.status === 'error' && <p className="muted">{text.training.statsError}</p>}
        {stats.status === 'ready' && (
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
