// The top banner over the canvas: the side menu button, the mode's title ('Unranked Game', …) with
// the turn state ("C'est à vous de jouer! (Ns)" / 'Attendez votre tour...'), and the sound toggle.
import type { CSSProperties } from 'react'
import type { Game } from '../../../api/games'
import { bannerText, isYourTurn, modeTitle } from '../../../scene/model'
import { gameText } from '../../../text/game'
import { Icon } from '../../components/Icon'
import { GameIcon } from './GameIcon'

interface GameBannerProps {
  game: Game | null
  mode: Game['type']
  seconds: number
  style?: CSSProperties
  soundOn: boolean
  onToggleSound: () => void
  onMenu: () => void
}

export function GameBanner({ game, mode, seconds, style, soundOn, onToggleSound, onMenu }: GameBannerProps) {
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
        </div>
        {playing && (
          <p className={red ? 'battle-turn battle-turn-red' : 'battle-turn'} aria-live="polite" data-testid="turn-text">
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
