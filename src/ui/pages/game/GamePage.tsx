// /game/unranked, /game/ranked, /game/private[/{GameId}], /game/training[/{GameId}],
// /game/solo[/{GameId}]: the battle screen in the route's mode, or 'Code de jeu manquant' when
// neither the path nor the navigation state carries a game id.
import { Link, useLocation, useParams } from 'react-router-dom'
import { gameText, gameTitles } from '../../../text/game'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { BattleScreen } from './BattleScreen'
import { gameIdOf, modeOf, numericId } from './gameRoute'
import '../../styles/game.css'

export default function GamePage() {
  const params = useParams()
  const { pathname, state } = useLocation()
  const mode = modeOf(pathname)
  const id = numericId(gameIdOf(params, state))
  useDocumentTitle(id ? gameTitles[mode] : gameText.missingCode)
  if (!id) {
    return (
      <div className="page page-narrow page-center game-missing">
        <h1 className="page-title">{gameText.missingCode}</h1>
        <p className="muted">{gameText.missingCodeHelp}</p>
        <Link to="/game" className="button button-primary">
          {gameText.backToGames}
        </Link>
      </div>
    )
  }
  return <BattleScreen key={`${mode}:${id}`} mode={mode} id={id} />
}
