// Partie rapide: the deck to play, then 'Partie non classée' or 'Partie classée' (POST
// /api/games/{unranked|ranked} with the deck). Paired at once → the game's route; otherwise the
// waiting panel, which says what is searched (rating and deck power, widening with the wait).
import { useId } from 'react'
import { rememberQuickDeck, startQuickMatch } from '../../../state'
import { lobby as text } from '../../../text'
import { Icon, type IconName } from '../../components/Icon'
import type { Lobby } from './useLobby'
import { QuickDeckSelect } from './QuickDeckSelect'
import { useQuickDeck } from './useQuickDeck'
import { SectionHead } from './SectionHead'
import { WaitingPanel } from './WaitingPanel'

type QuickMode = 'unranked' | 'ranked'

export function QuickMatch({ lobby }: { lobby: Lobby }) {
  const titleId = useId()
  const quick = useQuickDeck(lobby.userId)
  const waiting = lobby.waiting && lobby.waiting.mode !== 'private' ? lobby.waiting : null
  const deckId = quick.deck?.id ?? null
  const start = (mode: QuickMode) => {
    if (deckId != null) rememberQuickDeck(lobby.userId, deckId)
    void lobby.run(
      mode,
      (client) => startQuickMatch(client, mode, lobby.userId, deckId),
      (game) => lobby.begin(mode, game),
    )
  }
  // a deck is needed once the decks are known (unreadable: it is chosen in the game, as before)
  const blocked = quick.loading || quick.noneToPlay
  return (
    <section className="panel lobby-section" aria-labelledby={titleId}>
      <SectionHead id={titleId} icon="fight" title={text.quick.title} intro={text.quick.intro} />
      {waiting ? (
        <WaitingPanel since={waiting.since} cancelling={lobby.cancelling} onCancel={() => void lobby.cancel()} search={waiting.game.matchmaking}>
          <p className="waiting-hint">
            <span className="tag">{waiting.mode === 'ranked' ? text.types.ranked : text.types.unranked}</span>{' '}
            {waiting.mode === 'ranked' ? text.waiting.rankedHint : text.waiting.unrankedHint}
          </p>
        </WaitingPanel>
      ) : (
        <>
          <QuickDeckSelect quick={quick} disabled={lobby.busy} />
          <div className="mode-choices">
            <ModeButton mode="unranked" icon="games" label={text.quick.unranked} hint={text.quick.unrankedHint} lobby={lobby} blocked={blocked} onStart={start} />
            <ModeButton mode="ranked" icon="podium" label={text.quick.ranked} hint={text.quick.rankedHint} lobby={lobby} blocked={blocked} onStart={start} />
          </div>
        </>
      )}
    </section>
  )
}

function ModeButton(props: { mode: QuickMode; icon: IconName; label: string; hint: string; lobby: Lobby; blocked: boolean; onStart: (mode: QuickMode) => void }) {
  const hintId = useId()
  const running = props.lobby.pending === props.mode
  return (
    <button
      type="button"
      className="mode-choice"
      data-mode={props.mode}
      aria-describedby={hintId}
      aria-busy={running || undefined}
      disabled={props.lobby.busy || props.blocked}
      onClick={() => props.onStart(props.mode)}
    >
      <span className="mode-choice-icon" aria-hidden="true">
        {running ? <span className="spinner-ring" /> : <Icon name={props.icon} />}
      </span>
      <span className="mode-choice-label">{props.label}</span>
      {/* the button is named by its label; the hint is read as its description, not again in the name */}
      <span className="mode-choice-hint" id={hintId} aria-hidden="true">
        {props.hint}
      </span>
    </button>
  )
}
