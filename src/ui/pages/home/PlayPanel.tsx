// Home's hero: « Reprendre » while a game is in progress, else one big « Jouer » into the last mode
// played (quick matches wait here, with the Parties page's waiting panel), and « Autres modes ».
import { useId } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { gameCheckQuery, historyQuery, readQuickDeck, soloStagesQuery, startQuickMatch, startSoloStage, startTrainingGame } from '../../../state'
import { home, lobby as lobbyText } from '../../../text'
import { Icon } from '../../components/Icon'
import { useLobby } from '../games/useLobby'
import { WaitingPanel } from '../games/WaitingPanel'
import { nextStageOf } from '../solo/nextStage'
import { stageArtUrl } from '../solo/stageArt'
import { lastGameOf, MODE_ART, playChoiceOf, type PlayChoice } from './playChoice'

const text = home.play

const labelOf = (choice: PlayChoice): string => {
  switch (choice.kind) {
    case 'quick':
      return text.modes[choice.mode]
    case 'training':
      return text.modes.training(lobbyText.difficulties[choice.difficulty])
    case 'private':
      return text.modes.private
    case 'solo':
      return choice.stage ? text.modes.solo(choice.stage.number, choice.stage.nom) : text.modes.soloAny
  }
}

const artOf = (choice: PlayChoice): string =>
  choice.kind === 'quick' ? MODE_ART[choice.mode] : choice.kind === 'solo' && choice.stage ? stageArtUrl(choice.stage.number) : MODE_ART[choice.kind]

export function PlayPanel() {
  const titleId = useId()
  const navigate = useNavigate()
  const lobby = useLobby()
  const check = useQuery(gameCheckQuery(lobby.userId))
  const history = useQuery(historyQuery(lobby.userId))
  const stages = useQuery(soloStagesQuery(lobby.userId))
  const last = history.data ? lastGameOf(history.data) : null
  const choice = playChoiceOf(last, stages.data ? nextStageOf(stages.data) : null)
  const label = labelOf(choice)
  // Not known yet: the button waits for the history (and the stages, for solo) rather than guess.
  const ready = !history.isPending && !(choice.kind === 'solo' && stages.isPending)

  const play = () => {
    switch (choice.kind) {
      case 'quick':
        // the deck last queued with here (none yet: chosen once paired, in the game)
        return void lobby.run(
          choice.mode,
          (client) => startQuickMatch(client, choice.mode, lobby.userId, readQuickDeck(lobby.userId)),
          (game) => lobby.begin(choice.mode, game),
        )
      case 'training':
        return void lobby.run('training', (client) => startTrainingGame(client, lobby.userId, choice.difficulty), lobby.go)
      case 'solo': {
        const stage = choice.stage
        if (!stage) return void navigate('/solo')
        return void lobby.run('solo', (client) => startSoloStage(client, lobby.userId, stage.id), lobby.go)
      }
      case 'private':
        return void navigate('/game')
    }
  }

  const waiting = lobby.waiting && lobby.waiting.mode !== 'private' ? lobby.waiting : null
  const inProgress = !waiting && check.data ? check.data : null

  return (
    <section className="home-play" aria-labelledby={titleId} data-mode={inProgress ? 'resume' : choice.kind}>
      <div className="home-play-art" aria-hidden="true">
        <img src={artOf(choice)} alt="" width="200" height="300" />
      </div>
      <div className="home-play-body">
        <h2 className="home-play-title" id={titleId}>
          {inProgress ? text.resumeTitle : text.title}
        </h2>
        {waiting ? (
          <WaitingPanel since={waiting.since} cancelling={lobby.cancelling} onCancel={() => void lobby.cancel()} search={waiting.game.matchmaking}>
            <p className="waiting-hint">
              <span className="tag">{lobbyText.types[waiting.mode]}</span> {waiting.mode === 'ranked' ? lobbyText.waiting.rankedHint : lobbyText.waiting.unrankedHint}
            </p>
          </WaitingPanel>
        ) : inProgress ? (
          <>
            <p className="home-play-mode">{text.resumeText[inProgress.type]}</p>
            <button type="button" className="button button-gold button-large home-play-button" onClick={() => lobby.go(inProgress)}>
              <Icon name="fight" /> {text.resume}
            </button>
          </>
        ) : (
          <>
            <p className="home-play-mode">
              <span className="home-play-caption">{last ? text.lastMode : text.firstMode}</span>
              <span className="home-play-label">{ready ? label : '…'}</span>
            </p>
            {choice.kind === 'private' && <p className="home-play-hint">{text.privateHint}</p>}
            <button
              type="button"
              className="button button-gold button-large home-play-button"
              aria-label={text.playLabel(label)}
              onClick={play}
              disabled={!ready || lobby.busy}
              aria-busy={lobby.pending !== null || undefined}
            >
              <Icon name="fight" /> {text.play}
            </button>
          </>
        )}
        <Link to="/game" className="home-play-more">
          {text.otherModes} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  )
}
