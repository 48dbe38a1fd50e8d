// The top banner over the canvas: the side menu button, the mode's title ('Unranked Game', …) with
// the turn state ("C'est à vous de jouer! (Ns)" / 'Attendez votre tour...'), « 👁 N » when friends
// watch, and the sound toggle. The seconds are not a live region (Announcer reads them at 10 s and 5 s).
import type { CSSProperties } from 'react'
import type { Game } from '../../../api/games'
import { bannerText, isYourTurn, modeTitle } from '../../../scene/model'
import { gameText } from '../../../text/game'
import { Icon } from '../../components/Icon'
import { SpectatorCount } from '../watch/SpectatorCount'
import { GameIcon } from './GameIcon'

interface GameBannerProps {
  game: Game | null
  mode: Game['type']
  seconds: number
  style?: CSSProperties
  soundOn: boolean
  onToggleSound: () => void
  onMenu: () => void
  /** How many watch this game (shown when above 0). */
  spectators?: number
}

export function GameBanner({ game, mode, seconds, style, soundOn, onToggleSound, onMenu, spectators = 0 }: GameBannerProps) {
  const mine = !!game && isYourTurn(game)
  const playing = !!game && game.open && game.status === 'PLAYING'
  const opponent = game ? (game.you === 2 ? game.joueur1 : game.joueur2) : null
  const red = mine && seconds <= 5
  return (
    <header className="battle-banner" style={style} data-turn={playing ? (mine ? 'mine' : 'theirs') : 'none'}>
      <button type="button" className="battle-icon-button" aria-label={gameText.menu} onClick={onMenu}>
        <Icon name="more" />
      </button>
      <div className="battle-banner-text">
        <div className="battle-heading">
          <h1 className="battle-title">{modeTitle(game?.type ?? mode)}</h1>
          {opponent && <span className="battle-opponent">· {opponent.pseudo}</span>}
          {spectators > 0 && <SpectatorCount count={spectators} className="battle-spectators" />}
        </div>
        {playing && (
          <p className={red ? 'battle-turn battle-turn-red' : 'battle-turn'} data-testid="turn-text">
            {game && bannerText(game, seconds)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="battle-icon-button"
        aria-label={soundOn ? gameText.muteSound : gameText.unmuteSound}
        aria-pressed={!soundOn}
        onClick={onToggleSound}
      >
        <GameIcon name={soundOn ? 'speaker' : 'speakerOff'} />
      </button>
    </header>
  )
}
